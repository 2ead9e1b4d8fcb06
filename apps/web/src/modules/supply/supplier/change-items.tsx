import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierChange } from '@shop/shared/api/supply-supplier';

type Words = (key: string, options?: Record<string, unknown>) => string;

/** A value of a change item in words: contacts and invoice information in short, a document by number and expiry. */
function show(key: string, v: unknown, t: Words): string {
  if (v === null || v === undefined || v === '') return '—';
  if (key.startsWith('doc:')) {
    const d = v as { number?: string; expiresOn?: string };
    return t('doc_value', { number: d.number || '—', date: d.expiresOn || t('no_expiry') });
  }
  if (key === 'contacts') return (v as { name: string }[]).map((c) => c.name).join(', ') || '—';
  if (key === 'invoiceInfo')
    return Object.values(v as Record<string, string>)
      .filter(Boolean)
      .join(' · ');
  return String(v);
}

/** The items of a profile change: each field before and after. */
export function ChangeItems({
  change,
  openFile,
}: {
  change: SupplierChange;
  openFile?: (kind: string) => void;
}): ReactNode {
  const { t } = useTranslation('supplier');
  const label = (key: string) =>
    key.startsWith('doc:') ? t(`doc.${key.slice(4)}`) : key === 'invoiceInfo' ? t('group.invoice') : t(`field.${key}`);
  const rows = Object.entries(change.items).map(([key, item]) => ({ key, ...item }));
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 560 }}
      columns={[
        { title: t('field.item'), key: 'item', width: 200, render: (_: unknown, r) => label(r.key) },
        {
          title: t('field.before'),
          key: 'before',
          render: (_: unknown, r) => show(r.key, r.before, t as unknown as Words),
        },
        {
          title: t('field.after'),
          key: 'after',
          render: (_: unknown, r) => (
            <span className="supplier-after">
              {show(r.key, r.after, t as unknown as Words)}
              {r.key.startsWith('doc:') && openFile ? (
                <a className="supplier-inline-link" onClick={() => openFile(r.key.slice(4))}>
                  {t('open_file')}
                </a>
              ) : null}
            </span>
          ),
        },
      ]}
    />
  );
}
