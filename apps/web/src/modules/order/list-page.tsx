import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OrderRow } from '@shop/shared/api/order';
import { ListPage } from '../../components/list-page.tsx';
import { useAuth, useCan } from '../../lib/auth-store.ts';
import { ui } from '../../lib/ui-store.ts';
import { ORDER_EXPORT_DIRECT_MAX } from '@shop/shared/api/order';
import { exportOrders, fetchChoices, fetchOrders, orderKeys, startExportJob } from './api.ts';
import { ExportJobDialog } from './export-dialog.tsx';
import { FILTER_KEYS, fromForm, OrderFilters, toForm } from './list-filters.tsx';
import { LinkButton } from './link-button.tsx';
import { formatMoney } from '../../lib/money.ts';
import { ADD_PATH, infoPath } from './paths.ts';
import { GeneratedTag, OrderTags } from './status-tags.tsx';
import './order.css';

type ListRow = OrderRow;

/** /order/management: search, filters and saved views in the URL, statuses, lineage, export. */
export function OrderListPage(): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const can = useCan();
  const { user } = useAuth();
  const staff = !user?.supplier;
  const [search] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [job, setJob] = useState<{ id: number; total: number } | null>(null);
  const choices = useQuery({ queryKey: orderKeys.choices, queryFn: fetchChoices, staleTime: 5 * 60_000 });
  const base = choices.data?.currencies.find((c) => c.isBase)?.code ?? 'USD';
  const language = i18n.language;
  const mayOpen = can('catalog_order_orderinfo');

  const onExport = async () => {
    const filters = Object.fromEntries(FILTER_KEYS.filter((k) => search.get(k)).map((k) => [k, search.get(k)]));
    setExporting(true);
    ui.setLoading(true);
    try {
      // Small lists download at once; larger ones are written by a job on the server.
      const { total } = await fetchOrders({ ...filters, page: 1, pageSize: 10 });
      if (total <= ORDER_EXPORT_DIRECT_MAX) await exportOrders(filters);
      else {
        const started = await startExportJob(filters);
        setJob({ id: started.jobId, total: started.total });
      }
    } catch {
      // the request helper has shown the reason
    } finally {
      setExporting(false);
      ui.setLoading(false);
    }
  };

  // Fits beside the sidebar at 1280 px: the number opens the order, dates without the time.
  const columns: TableColumnsType<ListRow> = [
    {
      title: t('order:field.number'),
      dataIndex: 'number',
      width: 150,
      render: (number: string, row) => (
        <div className="order-number-cell">
          {mayOpen ? (
            <Link to={infoPath(row.id)} data-testid={`order-link-${row.id}`}>
              {number}
            </Link>
          ) : (
            <span>{number}</span>
          )}
          {row.parentId !== null ? (
            <div className="order-sub" data-testid={`order-split-of-${row.id}`}>
              {t('order:lineage.split_of', { number: row.parentNumber })}
            </div>
          ) : null}
          {row.state === 'split' ? <div className="order-sub">{t('order:lineage.split_parent')}</div> : null}
          {row.generated ? <GeneratedTag /> : null}
        </div>
      ),
    },
    {
      title: t('order:field.customer'),
      dataIndex: 'customerName',
      width: 180,
      render: (name: string, row) => (
        <div className="order-wrap">
          <div>{name}</div>
          <div className="order-sub order-ellipsis" title={row.customerEmail}>
            {row.customerEmail}
          </div>
        </div>
      ),
    },
    ...(staff
      ? [
          {
            title: t('order:field.supplier'),
            dataIndex: 'supplierName',
            width: 120,
            render: (v: string | null) => <span className="order-wrap">{v ?? t('order:platform_or_mixed')}</span>,
          },
        ]
      : []),
    {
      title: t('order:field.status'),
      key: 'status',
      width: 180,
      render: (_: unknown, row) => (
        <OrderTags state={row.state} payStatus={row.payStatus} shipStatus={row.shipStatus} />
      ),
    },
    {
      title: t('order:field.total'),
      dataIndex: 'total',
      width: 125,
      sorter: true,
      align: 'right',
      render: (total: number, row) => (
        <div>
          <div className="order-money">{formatMoney(total, row.currency, language)}</div>
          {row.currency !== base ? (
            <div className="order-sub order-money">≈ {formatMoney(row.totalBase, base, language)}</div>
          ) : null}
        </div>
      ),
    },
    {
      title: t('order:field.created_at'),
      dataIndex: 'createdAt',
      width: 115,
      sorter: true,
      render: (v: string) => <span title={dayjs(v).format('YYYY-MM-DD HH:mm')}>{dayjs(v).format('YYYY-MM-DD')}</span>,
    },
    {
      title: t('order:field.paid_at'),
      dataIndex: 'paidAt',
      width: 115,
      sorter: true,
      render: (v: string | null) =>
        v ? <span title={dayjs(v).format('YYYY-MM-DD HH:mm')}>{dayjs(v).format('YYYY-MM-DD')}</span> : '—',
    },
  ];

  return (
    <>
      <ListPage<ListRow>
        title={t('order:title')}
        testId="order-list"
        actions={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void onExport()}
              data-testid="order-export"
            >
              {t('order:export')}
            </Button>
            {can('catalog_order_addorder') ? (
              <LinkButton to={ADD_PATH} type="primary" icon={<PlusOutlined />} data-testid="order-add">
                {t('order:add')}
              </LinkButton>
            ) : null}
          </>
        }
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={fromForm}
        filters={
          <OrderFilters
            choices={choices.data}
            suppliers={staff ? (choices.data?.suppliers ?? []) : null}
            baseCurrency={base}
          />
        }
        columns={columns}
        rowKey="id"
        queryKey={orderKeys.list}
        fetch={fetchOrders}
        scrollX={staff ? 985 : 865}
      />
      <ExportJobDialog job={job} onClose={() => setJob(null)} />
    </>
  );
}
