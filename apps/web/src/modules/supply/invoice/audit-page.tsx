import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceAuditApi, type InvoiceRow } from '@shop/shared/api/supply-invoice';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { invoiceAuditScreen } from './api.ts';
import { StatusPeriodFilters, useInvoiceColumns } from './columns.tsx';
import { InvoiceDialog } from './review-dialog.tsx';
import './invoice.css';

const FILTER_KEYS = ['supplierId', 'status', 'period'] as const;

/**
 * /supplier/invoice: suppliers' invoices for staff, filtered by supplier, status and period (and
 * the number); each opens its review (file or link, the settled amount, the difference flag).
 */
export function InvoiceAuditPage(): ReactNode {
  const { t } = useTranslation(['invoice', 'common']);
  const dialog = useActionDialog();
  const suppliers = useQuery({
    queryKey: ['supplyInvoiceAudit', 'suppliers'],
    queryFn: () => callApi(invoiceAuditApi.suppliers),
  });
  const columns = [
    ...useInvoiceColumns(true),
    {
      title: t('common:actions'),
      key: 'actions',
      width: 100,
      fixed: 'right' as const,
      render: (_: unknown, r: InvoiceRow) => (
        <Button
          size="small"
          type={r.status === 'pending' ? 'primary' : 'default'}
          onClick={() => dialog.open('review', r.id)}
          data-testid={`invoice-review-${r.id}`}
        >
          {r.status === 'pending' ? t('invoice:review') : t('invoice:view')}
        </Button>
      ),
    },
  ];
  const filters = (
    <>
      <Form.Item name="supplierId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('invoice:filter.supplier')}
          style={{ width: 180 }}
          loading={suppliers.isPending}
          options={(suppliers.data?.list ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          aria-label={t('invoice:field.supplier')}
        />
      </Form.Item>
      <StatusPeriodFilters />
    </>
  );
  return (
    <CrudListPage<InvoiceRow>
      screen={invoiceAuditScreen}
      columns={columns}
      scrollX={1280}
      filters={filters}
      filterKeys={FILTER_KEYS}
    >
      <InvoiceDialog own={false} />
    </CrudListPage>
  );
}
