import { Button, Form, Input, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointRow } from '@shop/shared/api/supply-inspection';
import { useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { pointScreen } from './api.ts';
import { OverrideModal } from './override-modal.tsx';
import { RuleText, StageTag } from './parts.tsx';
import { PointFormModal } from './point-form.tsx';

/** Control points: the target (product or category), the rule, the checks, the chargeback and the overrides. */
export function PointsTab(): ReactNode {
  const { t, i18n } = useTranslation(['inspection', 'common']);
  const dialog = useActionDialog();
  const status = useStatusColumn<PointRow, PointRow>({
    screen: pointScreen,
    title: t('inspection:point.field.enabled'),
    width: 90,
    ariaLabel: (row) => t('inspection:point.toggle', { name: row.name }),
    doneText: (saved) => t(saved.enabled ? 'inspection:point.enabled_done' : 'inspection:point.disabled_done'),
  });
  const columns: TableColumnsType<PointRow> = [
    { title: t('inspection:point.field.name'), dataIndex: 'name', width: 180 },
    {
      title: t('inspection:point.field.target'),
      key: 'target',
      width: 180,
      render: (_: unknown, r) =>
        r.productId
          ? `${t('inspection:point.product')}: ${pickLocalized(r.productName, i18n.language)}`
          : `${t('inspection:point.category')}: ${pickLocalized(r.categoryName, i18n.language)}`,
    },
    {
      title: t('inspection:point.field.trigger'),
      key: 'trigger',
      width: 120,
      render: () => t('inspection:point.received'),
    },
    {
      title: t('inspection:point.field.rule'),
      key: 'rule',
      width: 160,
      render: (_: unknown, r) => <RuleText rule={r} />,
    },
    {
      title: t('inspection:point.field.checks'),
      key: 'checks',
      width: 220,
      render: (_: unknown, r) => r.checks.map((c) => <Tag key={c.key}>{c.label}</Tag>),
    },
    {
      title: t('inspection:point.field.chargeback'),
      key: 'chargeback',
      width: 110,
      align: 'right',
      render: (_: unknown, r) => formatMoney(r.chargeback, defaultCurrency(), i18n.language),
    },
    {
      title: t('inspection:point.field.overrides'),
      key: 'overrides',
      width: 220,
      render: (_: unknown, r) => (
        <Space direction="vertical" size={2}>
          {r.overrides.map((o) => (
            <Tooltip key={o.supplierId} title={`${o.reason} — ${o.actorName}`}>
              <span>
                {o.supplierName} <StageTag stage={o.stage} />
              </span>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    status,
    {
      title: t('common:actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => dialog.open('edit', r.id)}
            data-testid={`inspection-point-edit-${r.id}`}
          >
            {t('common:action.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => dialog.open('override', r.id)}
            data-testid={`inspection-point-override-${r.id}`}
          >
            {t('inspection:override.button')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <CrudListPage<PointRow>
      screen={pointScreen}
      columns={columns}
      scrollX={1500}
      filterKeys={['tab']}
      filters={
        <Form.Item name="tab" hidden>
          <Input />
        </Form.Item>
      }
    >
      <PointFormModal />
      <OverrideModal />
    </CrudListPage>
  );
}
