import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedDraft, PlannedPreviewData } from '@shop/shared/api/planned';
import { countryName } from '../../../components/countries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { previewPlanned } from './api.ts';

type PreviewOrder = PlannedPreviewData['orders'][number];

/**
 * The dry run: what the next run would generate with the form as it stands (a saved task: its cap
 * left and the draw of its next run), written nowhere. Errors in the form are shown by the request.
 */
export function PreviewCard({ id, draft }: { id: number | null; draft: () => PlannedDraft }): ReactNode {
  const { t, i18n } = useTranslation(['planned', 'common']);
  const preview = useMutation({ mutationFn: () => previewPlanned({ ...draft(), ...(id ? { id } : {}) }) });
  const data = preview.data;
  const money = (minor: number) => (data ? formatMoney(minor, data.currency, i18n.language) : '');
  const columns: TableColumnsType<PreviewOrder> = [
    { title: t('planned:preview.customer'), dataIndex: 'customerName', width: 160 },
    {
      title: t('planned:preview.country'),
      dataIndex: 'country',
      width: 140,
      render: (code: string) => countryName(code, i18n.language),
    },
    {
      title: t('planned:preview.lines'),
      key: 'lines',
      render: (_: unknown, o) => (
        <ul className="planned-preview-lines">
          {o.lines.map((l) => (
            <li key={l.sku}>
              {l.name} <code>{l.sku}</code> × {l.quantity} · {money(l.unitPrice)}
            </li>
          ))}
        </ul>
      ),
    },
    { title: t('planned:preview.discount'), dataIndex: 'discount', width: 110, align: 'right', render: money },
    { title: t('planned:preview.shipping'), dataIndex: 'shippingFee', width: 110, align: 'right', render: money },
    { title: t('planned:preview.tax'), dataIndex: 'tax', width: 100, align: 'right', render: money },
    { title: t('planned:preview.total'), dataIndex: 'total', width: 120, align: 'right', render: money },
  ];

  return (
    <Card
      className="planned-preview"
      title={t('planned:preview.title')}
      extra={
        <Button onClick={() => preview.mutate()} loading={preview.isPending} data-testid="planned-preview-run">
          {t('planned:preview.run')}
        </Button>
      }
      data-testid="planned-preview"
    >
      {!data && !preview.isPending && <p className="planned-muted">{t('planned:preview.hint')}</p>}
      {data && (
        <>
          {data.reason && (
            <Alert type="warning" showIcon className="planned-preview" message={t(`planned:reason.${data.reason}`)} />
          )}
          <div className="planned-preview-figures">
            <Statistic title={t('planned:preview.count')} value={data.count} />
            <Statistic title={t('planned:preview.remaining')} value={data.remaining} />
            <Statistic title={t('planned:preview.subtotal')} value={money(data.totals.subtotal)} />
            <Statistic title={t('planned:preview.discounts')} value={money(data.totals.discount)} />
            <Statistic title={t('planned:preview.totals')} value={money(data.totals.total)} />
          </div>
          <p>
            {data.countries.map((c) => (
              <Tag key={c.country}>
                {countryName(c.country, i18n.language)} · {c.count}
              </Tag>
            ))}
            {data.skipped > 0 && (
              <span className="planned-muted">{t('planned:preview.skipped', { count: data.skipped })}</span>
            )}
          </p>
          <Table<PreviewOrder>
            rowKey={(_, i) => String(i)}
            size="small"
            columns={columns}
            dataSource={data.orders}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('planned:preview.empty') }}
            data-testid="planned-preview-orders"
          />
          <p className="planned-muted">{t('planned:preview.note')}</p>
        </>
      )}
    </Card>
  );
}
