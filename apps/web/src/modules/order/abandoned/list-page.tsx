import './abandoned.css';
import { MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AbandonedRow } from '@shop/shared/api/abandoned';
import { ListPage } from '../../../components/list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { abandonedKeys, fetchAbandoned, fetchAbandonedStats } from './api.ts';
import { CheckoutDrawer } from './detail-drawer.tsx';
import { AbandonedFilters, FILTER_KEYS, fromForm, toForm } from './list-filters.tsx';
import { orderInfoPath } from './paths.ts';
import { RecallBar, useRecall } from './recall-action.tsx';
import { recallBlock } from './recallable.ts';
import { StatsBar } from './stats-bar.tsx';
import { RecallStatusTag } from './status-tags.tsx';

const DETAIL_PARAM = 'checkout';
const POLL_MS = 2_000;

/**
 * Abandoned checkouts: figures, the list with contents, value and recall status, batch recall, and the detail drawer
 * (?checkout=<id>).
 */
export function AbandonedListPage(): ReactNode {
  const { t, i18n } = useTranslation(['abandoned', 'common']);
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const [selected, setSelected] = useState<Map<number, AbandonedRow>>(new Map());
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.flatMap((k) => (search.get(k) ? [[k, search.get(k)!]] : []))),
    [search],
  );
  const stats = useQuery({
    queryKey: abandonedKeys.stats(filters),
    queryFn: () => fetchAbandonedStats(filters),
    refetchInterval: (q) => (q.state.data?.queued ? POLL_MS : false),
  });
  const mailConfigured = stats.data?.mailConfigured ?? true;
  const currencies = stats.data?.currencies ?? [];
  const { confirm } = useRecall(() => setSelected(new Map()));
  const detailId = Number(search.get(DETAIL_PARAM)) || null;
  const openDetail = (id: number | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set(DETAIL_PARAM, String(id));
    else next.delete(DETAIL_PARAM);
    setSearch(next);
  };
  const money = (v: number, currency: string) => formatMoney(v, currency, i18n.language);
  const blockText = (row: AbandonedRow) => {
    if (!mailConfigured) return t('abandoned:mail_off.title');
    const block = recallBlock(row);
    return block ? t(`abandoned:block.${block}`) : null;
  };

  const columns: TableColumnsType<AbandonedRow> = [
    {
      title: t('abandoned:field.customer'),
      dataIndex: 'email',
      width: 190,
      ellipsis: true,
      render: (email: string, row) => (
        <div className="abandoned-customer">
          <Button
            type="link"
            size="small"
            className="abandoned-customer-name"
            onClick={() => openDetail(row.id)}
            data-testid={`abandoned-open-${row.id}`}
          >
            {row.name || email}
          </Button>
          <div className="abandoned-sub">
            {email}
            {row.customerId ? null : <Tag className="abandoned-guest">{t('abandoned:guest')}</Tag>}
          </div>
        </div>
      ),
    },
    {
      title: t('abandoned:field.contents'),
      dataIndex: 'preview',
      width: 180,
      render: (_: unknown, row) => (
        <div className="abandoned-contents">
          {row.preview.map((l) => (
            <div key={l.sku} className="abandoned-line">
              {pickLocalized(l.name, i18n.language) || l.sku} × {l.quantity}
            </div>
          ))}
          {row.lineCount > row.preview.length ? (
            <div className="abandoned-sub">
              {t('abandoned:more_lines', { count: row.lineCount - row.preview.length })}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: t('abandoned:field.value'),
      dataIndex: 'value',
      width: 105,
      sorter: true,
      align: 'right',
      render: (v: number, row) => (
        <>
          <div>{money(v, row.currency)}</div>
          <div className="abandoned-sub">{t('abandoned:items', { count: row.itemCount })}</div>
        </>
      ),
    },
    {
      title: t('abandoned:field.last_activity'),
      dataIndex: 'lastActivityAt',
      width: 110,
      sorter: true,
      render: (v: string) => (
        <div title={dayjs(v).format('YYYY-MM-DD HH:mm:ss')}>
          {dayjs(v).format('YYYY-MM-DD')}
          <div className="abandoned-sub">{dayjs(v).format('HH:mm')}</div>
        </div>
      ),
    },
    {
      title: t('abandoned:field.recall_status'),
      dataIndex: 'lastRecallAt',
      key: 'lastRecallAt',
      width: 125,
      sorter: true,
      render: (_: unknown, row) => (
        <RecallStatusTag
          status={row.recallStatus}
          count={row.recallCount}
          at={row.lastRecallAt}
          error={row.recallError}
        />
      ),
    },
    {
      title: t('abandoned:field.conversion'),
      dataIndex: 'orderId',
      width: 120,
      render: (orderId: number | null, row) =>
        orderId ? (
          <div data-testid={`abandoned-order-${row.id}`}>
            {can('catalog_order_orderinfo') ? (
              <Link to={orderInfoPath(orderId)}>{row.orderNumber ?? orderId}</Link>
            ) : (
              row.orderNumber
            )}
            {row.recovered ? (
              <div>
                <Tag color="success" className="abandoned-recovered">
                  {t('abandoned:recovered')}
                </Tag>
              </div>
            ) : null}
          </div>
        ) : (
          <span className="abandoned-sub">{t('abandoned:converted.no')}</span>
        ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_: unknown, row) => {
        const reason = blockText(row);
        const recall = (
          <Button
            type="link"
            size="small"
            icon={<MailOutlined />}
            disabled={reason !== null}
            onClick={() => confirm([{ id: row.id, email: row.email }])}
            data-testid={`abandoned-recall-${row.id}`}
          >
            {t('abandoned:recall.action')}
          </Button>
        );
        // The customer's name opens the detail; the column keeps the recall.
        return reason ? (
          <Tooltip title={reason}>
            <span>{recall}</span>
          </Tooltip>
        ) : (
          recall
        );
      },
    },
  ];

  const selectedRows = [...selected.values()];
  return (
    <div className="abandoned-page">
      <ListPage<AbandonedRow>
        title={t('abandoned:title')}
        testId="abandoned-list"
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={(values) => fromForm(values, currencies[0] ?? 'USD')}
        filters={<AbandonedFilters currencies={currencies} />}
        toolbar={
          <>
            <StatsBar stats={stats.data} loading={stats.isFetching} />
            <RecallBar selected={selectedRows} disabled={!mailConfigured} onClear={() => setSelected(new Map())} />
          </>
        }
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          hideSelectAll: true,
          columnWidth: 44,
          onChange: (keys, rows) =>
            setSelected((current) => {
              const next = new Map<number, AbandonedRow>();
              for (const key of keys) {
                const id = Number(key);
                const row = rows.find((r) => r?.id === id) ?? current.get(id);
                if (row) next.set(id, row);
              }
              return next;
            }),
          getCheckboxProps: (row) =>
            ({
              disabled: recallBlock(row) !== null,
              'aria-label': t('abandoned:select', { email: row.email }),
            }) as object,
        }}
        rowClassName={(row) => (row.orderId ? 'abandoned-row-converted' : '')}
        columns={columns}
        rowKey="id"
        queryKey={abandonedKeys.list}
        fetch={fetchAbandoned}
        refetchInterval={(data) => (data?.list.some((r) => r.recallStatus === 'queued') ? POLL_MS : false)}
        scrollX={980}
      />
      <CheckoutDrawer id={detailId} mailConfigured={mailConfigured} onClose={() => openDetail(null)} />
    </div>
  );
}
