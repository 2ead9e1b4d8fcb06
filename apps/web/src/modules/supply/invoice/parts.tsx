import { FileOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceAuditApi, invoiceOwnApi, type InvoiceInfo, type InvoiceStatus } from '@shop/shared/api/supply-invoice';
import { callApi } from '../../../lib/api-client.ts';
import { formatDifference, formatMoney } from '../../../lib/money.ts';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** Basis points as a percentage ("1 %", "0.5 %"). */
export const percent = (bp: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** The last `count` months, newest first (YYYY-MM), for the period pickers. */
export function recentMonths(count = 24): { value: string; label: string }[] {
  const start = dayjs().startOf('month');
  return Array.from({ length: count }, (_, i) => {
    const m = start.subtract(i, 'month').format('YYYY-MM');
    return { value: m, label: m };
  });
}

export function StatusTag({ status }: { status: InvoiceStatus }): ReactNode {
  const { t } = useTranslation('invoice');
  return <Tag color={STATUS_COLORS[status]}>{t(`invoice:status.${status}`)}</Tag>;
}

export function FlagTags({ flags }: { flags: string[] }): ReactNode {
  const { t } = useTranslation('invoice');
  return flags.map((f) => (
    <Tag key={f} color="error" data-testid={`invoice-flag-${f}`}>
      {t(`invoice:flag.${f}`, { defaultValue: f })}
    </Tag>
  ));
}

/** Whether the invoice is a file or a link, as a small icon and text. */
export function SourceCell({ row }: { row: { file: { name: string } | null; link: string | null } }): ReactNode {
  return row.file ? (
    <Space size={4}>
      <FileOutlined />
      <span className="invoice-ellipsis">{row.file.name}</span>
    </Space>
  ) : (
    <Space size={4}>
      <LinkOutlined />
      <span className="invoice-ellipsis">{row.link}</span>
    </Space>
  );
}

/**
 * The invoice itself: its uploaded file shown in the page (a PDF in the browser's viewer, a
 * picture), fetched with the session; or its e-invoice link, opened in a new tab.
 */
export function InvoicePreview({ invoice, own }: { invoice: InvoiceInfo; own: boolean }): ReactNode {
  const { t } = useTranslation('invoice');
  const file = invoice.file;
  const blob = useQuery({
    queryKey: [own ? 'supplyInvoiceOwn' : 'supplyInvoiceAudit', 'file', invoice.id],
    queryFn: () => callApi(own ? invoiceOwnApi.file : invoiceAuditApi.file, { id: invoice.id }),
    enabled: file !== null,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const next = URL.createObjectURL(blob.data);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL lives as long as the blob shown
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  if (!file)
    return (
      <a href={invoice.link ?? undefined} target="_blank" rel="noopener noreferrer nofollow" data-testid="invoice-link">
        <LinkOutlined /> {t('invoice:open_link')}: {invoice.link}
      </a>
    );
  if (blob.isError) return <Alert type="error" showIcon title={t('invoice:preview_failed')} />;
  if (!url) return <Skeleton.Node active style={{ width: '100%', height: 200 }} />;
  return (
    <div className="invoice-preview" data-testid="invoice-preview">
      {file.mime === 'application/pdf' ? <iframe src={url} title={file.name} /> : <img src={url} alt={file.name} />}
      <a href={url} target="_blank" rel="noopener noreferrer">
        <FileOutlined /> {file.name} · {t('invoice:open_file')}
      </a>
    </div>
  );
}

/** The invoice's facts, the expected amount and the difference flag, for the reviewer and the supplier. */
export function InvoiceFacts({ invoice, staff }: { invoice: InvoiceInfo; staff: boolean }): ReactNode {
  const { t, i18n } = useTranslation('invoice');
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, invoice.currency, lang);
  const off = invoice.flags.includes('amount_off');
  const facts = {
    expected: invoice.expectedAmount === null ? '' : money(invoice.expectedAmount),
    difference: invoice.difference === null ? '' : formatDifference(invoice.difference, invoice.currency, lang),
    tolerance: percent(invoice.toleranceBp, lang),
  };
  return (
    <>
      {invoice.expectedAmount === null ? (
        <Alert type="info" showIcon title={t('invoice:no_expected')} />
      ) : (
        <Alert
          type={off ? 'warning' : 'success'}
          showIcon
          data-testid="invoice-expected"
          title={off ? t('invoice:amount_off', facts) : t('invoice:amount_ok', facts)}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginTop: 12 }}>
        {staff ? (
          <Descriptions.Item label={t('invoice:field.supplier')}>{invoice.supplierName}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('invoice:field.number')}>{invoice.number}</Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.period')}>{invoice.period ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.issueDate')}>{invoice.issueDate}</Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.amount')}>{money(invoice.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.expected')}>{facts.expected || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.difference')}>
          {facts.difference || '—'} <FlagTags flags={invoice.flags} />
        </Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.status')}>
          <StatusTag status={invoice.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('invoice:field.createdAt')}>{when(invoice.createdAt)}</Descriptions.Item>
        {invoice.status !== 'pending' ? (
          <>
            <Descriptions.Item label={t('invoice:field.reviewer')}>{invoice.reviewerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('invoice:field.decidedAt')}>{when(invoice.decidedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('invoice:field.reason')} span={2}>
              {invoice.reason || '—'}
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
    </>
  );
}
