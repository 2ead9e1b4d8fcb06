import { Button, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DRAFT_STATES, INSPECTION_STATES, type InspectionRow } from '@shop/shared/api/supply-inspection';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { DETAIL_PATH, inspectionScreen, useInspectionChoices } from './api.ts';
import { StageTag, StateTag, when } from './parts.tsx';
import { RequestModal } from './request-modal.tsx';

const FILTER_KEYS = ['state', 'draft', 'supplierId', 'tab'] as const;

/** The inspections list: staff see every supplier's (a supplier filter), a supplier its own (and may request one). */
export function InspectionsTab(): ReactNode {
  const { t, i18n } = useTranslation(['inspection', 'common']);
  const can = useCan();
  const staff = !useAuth().user?.supplier;
  const dialog = useActionDialog();
  const choices = useInspectionChoices();
  const columns: TableColumnsType<InspectionRow> = [
    { title: t('inspection:field.id'), dataIndex: 'id', width: 70 },
    ...(staff ? [{ title: t('inspection:field.supplier'), dataIndex: 'supplierName', width: 160 }] : []),
    {
      title: t('inspection:field.product'),
      key: 'product',
      width: 200,
      render: (_: unknown, r) => pickLocalized(r.productName, i18n.language),
    },
    { title: t('inspection:field.lot'), dataIndex: 'lot', width: 110 },
    { title: t('inspection:field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    { title: t('inspection:field.warehouse'), dataIndex: 'warehouseName', width: 140 },
    {
      title: t('inspection:field.origin'),
      dataIndex: 'origin',
      width: 110,
      render: (o: string) => t(`inspection:origin.${o}`),
    },
    {
      title: t('inspection:field.stage'),
      key: 'stage',
      width: 100,
      render: (_: unknown, r) => <StageTag stage={r.stage} />,
    },
    {
      title: t('inspection:field.state'),
      key: 'state',
      width: 120,
      render: (_: unknown, r) => <StateTag state={r.state} />,
    },
    {
      title: t('inspection:field.inspector'),
      dataIndex: 'inspectorName',
      width: 130,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('inspection:field.createdAt'), dataIndex: 'createdAt', width: 150, render: when },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Link to={`${DETAIL_PATH}?id=${r.id}`} data-testid={`inspection-open-${r.id}`}>
          {r.state === 'under_inspection' && can('supply_inspection_check')
            ? t('inspection:inspect')
            : t('inspection:view')}
        </Link>
      ),
    },
  ];
  const filters = (
    <>
      <SelectFilter
        name="state"
        placeholder={t('inspection:filter.state')}
        label={t('inspection:field.state')}
        width={150}
        options={INSPECTION_STATES.map((s) => ({ value: s, label: t(`inspection:state.${s}`) }))}
        testId="inspection-filter-state"
      />
      {staff ? (
        <SelectFilter
          name="draft"
          placeholder={t('inspection:filter.draft')}
          label={t('inspection:draft.title')}
          width={190}
          options={DRAFT_STATES.filter((d) => d !== 'none').map((d) => ({
            value: d,
            label: t(`inspection:draft.state.${d}`),
          }))}
          testId="inspection-filter-draft"
        />
      ) : null}
      {staff ? (
        <SelectFilter
          name="supplierId"
          placeholder={t('inspection:filter.supplier')}
          label={t('inspection:field.supplier')}
          width={180}
          search
          loading={choices.isPending}
          options={(choices.data?.suppliers ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
      ) : null}
    </>
  );
  const request = can('supply_inspection_request') ? (
    <Button type="primary" onClick={() => dialog.open('add')} data-testid="inspection-request">
      {t('inspection:request.button')}
    </Button>
  ) : null;
  return (
    <CrudListPage<InspectionRow>
      screen={inspectionScreen}
      columns={columns}
      scrollX={1500}
      filters={filters}
      filterKeys={FILTER_KEYS}
      actions={request}
    >
      <RequestModal />
    </CrudListPage>
  );
}
