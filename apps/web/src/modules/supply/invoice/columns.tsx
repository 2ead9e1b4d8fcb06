import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@shop/shared/api/supply-invoice';
import { formatMoney } from '../../../lib/money.ts';
import { FlagTags, SourceCell, StatusTag, when } from './parts.tsx';

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
