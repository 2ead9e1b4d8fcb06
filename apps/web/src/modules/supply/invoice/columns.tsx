import { Form, Select, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, type InvoiceRow } from '@shop/shared/api/supply-invoice';
import { formatMoney } from '../../../lib/money.ts';
import { FlagTags, recentMonths, SourceCell, StatusTag, when } from './parts.tsx';

/** The columns both invoice lists share; `staff` adds the supplier. */
export function useInvoiceColumns(staff: boolean): TableColumnsType<InvoiceRow> {
  const { t, i18n } = useTranslation('invoice');
  return [
    ...(staff ? [{ title: t('invoice:field.supplier'), dataIndex: 'supplierName', width: 160 }] : []),
    { title: t('invoice:field.number'), dataIndex: 'number', width: 140 },
    { title: t('invoice:field.period'), dataIndex: 'period', width: 90, render: (p: string | null) => p ?? '—' },
    {
      title: t('invoice:field.amount'),
      key: 'amount',
      width: 140,
      align: 'right',
      render: (_: unknown, r) => formatMoney(r.amount, r.currency, i18n.language),
    },
    {
      title: t('invoice:field.status'),
      key: 'status',
      width: 170,
      render: (_: unknown, r) => (
        <>
          <StatusTag status={r.status} />
          <FlagTags flags={r.flags} />
        </>
      ),
    },
    { title: t('invoice:field.issueDate'), dataIndex: 'issueDate', width: 110 },
    { title: t('invoice:field.source'), key: 'source', width: 190, render: (_: unknown, r) => <SourceCell row={r} /> },
    { title: t('invoice:field.createdAt'), dataIndex: 'createdAt', width: 150, render: when },
  ];
}

/** The status and period filters both invoice lists have. */
export function StatusPeriodFilters(): ReactNode {
  const { t } = useTranslation(['invoice']);
  return (
    <>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('invoice:filter.status')}
          style={{ width: 140 }}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoice:status.${s}`) }))}
          aria-label={t('invoice:field.status')}
        />
      </Form.Item>
      <Form.Item name="period">
        <Select
          allowClear
          placeholder={t('invoice:filter.period')}
          style={{ width: 130 }}
          options={recentMonths()}
          aria-label={t('invoice:field.period')}
        />
      </Form.Item>
    </>
  );
}
