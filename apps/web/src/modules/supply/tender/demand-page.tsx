import { Button, Modal, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEMAND_STATUSES, type DemandRow } from '@shop/shared/api/supply-demand';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { demandScreen, demands, DEMAND_INFO_PATH, TENDER_PATH } from './api.ts';
import { DemandForm, type DemandDraft } from './demand-form.tsx';
import { StateTag, useMoney, when } from './parts.tsx';
import { Suggestions } from './suggestions.tsx';

const FILTER_KEYS = ['status'] as const;

/**
 * /supplier/supplydemand: the board. Staff post (or from the suggestions: shop searches without
 * results, low stock), change, close and turn a post into a tender; suppliers open a post to answer it.
 */
export function DemandPage(): ReactNode {
  const { t, i18n } = useTranslation(['tender', 'common']);
  const can = useCan();
  const staff = can('supply_products_manage');
  const money = useMoney();
  const dialog = useActionDialog();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<DemandDraft | null>(null);
  // a suggestion's draft fills the one form it opened: the next "Post a demand" starts empty
  const adding = dialog.is('add');
  const [wasAdding, setWasAdding] = useState(adding);
  if (adding !== wasAdding) {
    setWasAdding(adding);
    if (!adding) setDraft(null);
  }
  const close = demands.useChange('close');
  const confirmClose = (r: DemandRow) =>
    Modal.confirm({
      title: t('demand.close_confirm', { title: r.title }),
      okText: t('demand.close'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => close.mutateAsync({ id: r.id }),
    });
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('field.title'),
      render: (_: unknown, r: DemandRow) => (
        <Link to={`${DEMAND_INFO_PATH}?id=${r.id}`} data-testid={`demand-open-${r.id}`}>
          {r.title}
        </Link>
      ),
    },
    {
      title: t('field.wanted'),
      render: (_: unknown, r: DemandRow) =>
        r.productName ? r.productName[i18n.language as 'en'] || r.productName.en : r.spec.slice(0, 60),
    },
    { title: t('field.quantity'), dataIndex: 'quantity', width: 100 },
    { title: t('field.target_price'), width: 130, render: (_: unknown, r: DemandRow) => money(r.targetPrice) },
    { title: t('field.deadline'), width: 150, render: (_: unknown, r: DemandRow) => when(r.deadline) },
    { title: t('field.warehouse'), dataIndex: 'warehouseName', width: 150 },
    { title: t('field.responses'), dataIndex: 'responses', width: 100 },
    { title: t('field.status'), width: 110, render: (_: unknown, r: DemandRow) => <StateTag state={r.status} /> },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 260,
      fixed: 'right' as const,
      render: (_: unknown, r: DemandRow) => (
        <Space size={4}>
          <Button size="small" onClick={() => navigate(`${DEMAND_INFO_PATH}?id=${r.id}`)}>
            {staff ? t('demand.view') : t('demand.answer')}
          </Button>
          {staff && r.status === 'open' && (
            <>
              <Button size="small" onClick={() => dialog.open('edit', r.id)}>
                {t('common:action.edit')}
              </Button>
              <Button
                size="small"
                type="primary"
                data-testid={`demand-tender-${r.id}`}
                onClick={() => navigate(`${TENDER_PATH}?action=add&demandId=${r.id}`)}
              >
                {t('demand.to_tender')}
              </Button>
              <Button size="small" danger onClick={() => confirmClose(r)}>
                {t('demand.close')}
              </Button>
            </>
          )}
          {r.tenderId && staff && (
            <Button size="small" onClick={() => navigate(`/supplier/biddingInfo?id=${r.tenderId}`)}>
              {t('demand.see_tender')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const filters = (
    <SelectFilter
      name="status"
      placeholder={t('field.status')}
      width={140}
      options={DEMAND_STATUSES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
    />
  );
  return (
    <>
      {staff && (
        <Suggestions
          onPost={(d) => {
            setDraft(d);
            dialog.open('add');
          }}
        />
      )}
      <CrudListPage<DemandRow>
        screen={demandScreen}
        columns={columns}
        scrollX={1400}
        filters={filters}
        filterKeys={FILTER_KEYS}
      >
        {staff && <DemandForm draft={draft} />}
      </CrudListPage>
    </>
  );
}
