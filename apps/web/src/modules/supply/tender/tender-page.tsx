import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TENDER_STATUSES, type TenderRow } from '@shop/shared/api/supply-tender';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { tenderScreen, TENDER_INFO_PATH } from './api.ts';
import { StateTag, when } from './parts.tsx';
import { TenderForm } from './tender-form.tsx';

const FILTER_KEYS = ['status'] as const;

/** The console path of a tender for the reader: staff by its id, a supplier by its invitation. */
export const tenderLink = (r: Pick<TenderRow, 'id' | 'invitationId'>) =>
  r.invitationId ? `${TENDER_INFO_PATH}?id=${r.id}&invitation=${r.invitationId}` : `${TENDER_INFO_PATH}?id=${r.id}`;

/**
 * /supplier/bidding: tenders. Staff see all and make one of a demand post; a supplier sees those
 * it is invited to, with the state of its own sealed bid.
 */
export function TenderPage(): ReactNode {
  const { t } = useTranslation(['tender', 'common']);
  const can = useCan();
  const staff = can('supply_tender_manage');
  const navigate = useNavigate();
  const dialog = useActionDialog();
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('field.title'), dataIndex: 'title' },
    { title: t('field.quantity'), dataIndex: 'quantity', width: 100 },
    { title: t('field.warehouse'), dataIndex: 'warehouseName', width: 150 },
    { title: t('field.bid_deadline'), width: 150, render: (_: unknown, r: TenderRow) => when(r.deadline) },
    staff
      ? { title: t('field.bids'), width: 120, render: (_: unknown, r: TenderRow) => `${r.bids} / ${r.invited}` }
      : {
          title: t('field.my_bid'),
          width: 120,
          render: (_: unknown, r: TenderRow) => (r.myBid ? <StateTag state={r.myBid} /> : t('tender.no_bid')),
        },
    { title: t('field.status'), width: 110, render: (_: unknown, r: TenderRow) => <StateTag state={r.status} /> },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 110,
      fixed: 'right' as const,
      render: (_: unknown, r: TenderRow) => (
        <Button size="small" type="primary" onClick={() => navigate(tenderLink(r))} data-testid={`tender-open-${r.id}`}>
          {staff ? t('tender.manage') : r.status === 'open' && !r.closed ? t('tender.bid') : t('demand.view')}
        </Button>
      ),
    },
  ];
  const filters = (
    <SelectFilter
      name="status"
      placeholder={t('field.status')}
      width={140}
      options={TENDER_STATUSES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
    />
  );
  return (
    <CrudListPage<TenderRow>
      screen={tenderScreen}
      columns={columns}
      scrollX={1100}
      filters={filters}
      filterKeys={FILTER_KEYS}
      actions={
        staff && (
          <Button type="primary" onClick={() => dialog.open('add')} data-testid="tender-add">
            {t('tender.add')}
          </Button>
        )
      }
    >
      {staff && <TenderForm />}
    </CrudListPage>
  );
}
