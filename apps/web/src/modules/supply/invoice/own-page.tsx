import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@shop/shared/api/supply-invoice';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { notify } from '../../../lib/notify.ts';
import { invoiceOwn, invoiceOwnScreen } from './api.ts';
import { StatusPeriodFilters, useInvoiceColumns } from './columns.tsx';
import { OwnInvoiceForm } from './own-form.tsx';
import { InvoiceDialog } from './review-dialog.tsx';
import './invoice.css';

const FILTER_KEYS = ['status', 'period'] as const;

/**
 * /profile/invoice: the supplier user's own invoices with their status and the reviewer's reason;
 * a new one is submitted from the dialog; a pending one may be withdrawn (an approved one is final).
 */
export function OwnInvoicePage(): ReactNode {
  const { t } = useTranslation(['invoice', 'common']);
  const dialog = useActionDialog();
  const withdraw = invoiceOwn.useChange('withdraw', { onSuccess: () => notify.success(t('invoice:withdrawn_done')) });
  const [number, period, amount, status, ...rest] = useInvoiceColumns(false);
  const columns = [
    number!,
    period!,
    amount!,
    status!,
    {
      title: t('invoice:field.reason'),
      dataIndex: 'reason',
      width: 200,
      render: (reason: string) => reason || '—',
    },
    ...rest,
    {
      title: t('common:actions'),
      key: 'actions',
      width: 150,
      fixed: 'right' as const,
      render: (_: unknown, r: InvoiceRow) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => dialog.open('view', r.id)} data-testid={`own-invoice-view-${r.id}`}>
            {t('invoice:view')}
          </Button>
          {r.status === 'pending' ? (
            <Popconfirm
              title={t('invoice:withdraw_confirm', { number: r.number })}
              okText={t('invoice:withdraw')}
              cancelText={t('common:action.cancel')}
              onConfirm={() => withdraw.mutateAsync({ id: r.id })}
            >
              <Button size="small" danger data-testid={`own-invoice-withdraw-${r.id}`}>
                {t('invoice:withdraw')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  const filters = <StatusPeriodFilters />;
  return (
    <CrudListPage<InvoiceRow>
      screen={invoiceOwnScreen}
      columns={columns}
      scrollX={1320}
      filters={filters}
      filterKeys={FILTER_KEYS}
    >
      <OwnInvoiceForm />
      <InvoiceDialog own />
    </CrudListPage>
  );
}
