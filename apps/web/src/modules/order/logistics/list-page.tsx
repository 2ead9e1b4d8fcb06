import './logistics.css';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Segmented, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LogisticsRow } from '@shop/shared/api/logistics';
import { ListPage } from '../../../components/list-page.tsx';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { fetchLateCount, fetchLogisticsChoices, fetchShipments, logisticsKeys } from './api.ts';
import { ShipmentDrawer } from './detail-drawer.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { FILTER_KEYS, fromForm, LogisticsFilters, toForm } from './list-filters.tsx';
import { orderInfoPath } from './paths.ts';
import { ShipmentStatusTag } from './status-tag.tsx';
import { TrackDialog, type TrackTarget } from './track-dialog.tsx';

const DETAIL_PARAM = 'shipment';
const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '—');

/**
 * The logistics center: every shipment (suppliers: their own) with its tracking; the late view; detail drawer
 * (?shipment=<id>); tracking by hand or from a CSV.
 */
export function LogisticsListPage(): ReactNode {
  const { t } = useTranslation(['logistics', 'common']);
  const can = useCan();
  const platform = !useAuth().user?.supplier;
  const [search, setSearch] = useSearchParams();
  const [tracking, setTracking] = useState<TrackTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const choices = useQuery({ queryKey: logisticsKeys.choices, queryFn: fetchLogisticsChoices });
  const lateCount = useQuery({ queryKey: logisticsKeys.lateCount, queryFn: fetchLateCount });
  const late = search.get('late') === 'true';
  const detailId = Number(search.get(DETAIL_PARAM)) || null;

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'late') next.delete('page');
    setSearch(next);
  };
  const trackTarget = (row: LogisticsRow): TrackTarget => ({
    id: row.id,
    waybill: row.waybill,
    shippedOn: row.shippedOn,
    lastEventAt: row.lastEvent?.at ?? null,
  });

  const columns: TableColumnsType<LogisticsRow> = [
    {
      title: t('logistics:field.waybill'),
      dataIndex: 'waybill',
      width: 140,
      render: (waybill: string, row) => (
        <div>
          <Button
            type="link"
            size="small"
            className="logistics-waybill"
            onClick={() => setParam(DETAIL_PARAM, String(row.id))}
            data-testid={`logistics-open-${row.id}`}
          >
            {waybill}
          </Button>
          <div className="logistics-sub">{row.providerName}</div>
        </div>
      ),
    },
    {
      title: t('logistics:field.order'),
      dataIndex: 'orderNumber',
      width: 115,
      render: (number: string, row) =>
        can('catalog_order_orderinfo') ? <Link to={orderInfoPath(row.orderId)}>{number}</Link> : number,
    },
    ...(platform
      ? [
          {
            title: t('logistics:field.supplier'),
            dataIndex: 'supplierName',
            width: 135,
            ellipsis: true,
            render: (v: string | null) => v ?? t('logistics:platform'),
          },
        ]
      : []),
    {
      title: t('logistics:field.status'),
      dataIndex: 'status',
      width: 130,
      render: (_: unknown, row) => <ShipmentStatusTag status={row.status} late={row.late} />,
    },
    { title: t('logistics:field.shipped_on'), dataIndex: 'shippedOn', width: 100, sorter: true, render: day },
    {
      title: t('logistics:field.expected_by'),
      dataIndex: 'expectedBy',
      width: 100,
      sorter: true,
      render: (v: string | null, row) => <span className={row.late ? 'logistics-late-text' : undefined}>{day(v)}</span>,
    },
    {
      title: t('logistics:field.last_event'),
      dataIndex: 'lastEvent',
      width: 170,
      render: (_: unknown, row) =>
        row.lastEvent ? (
          <div className="logistics-last">
            <div className="logistics-last-head">
              {t(`logistics:status.${row.lastEvent.status}`)}
              {row.lastEvent.location ? ` · ${row.lastEvent.location}` : ''}
            </div>
            {row.lastEvent.description ? (
              <div className="logistics-last-desc" title={row.lastEvent.description}>
                {row.lastEvent.description}
              </div>
            ) : null}
            <div className="logistics-sub">{dayjs(row.lastEvent.at).format('YYYY-MM-DD HH:mm')}</div>
          </div>
        ) : (
          <span className="logistics-sub">{t('logistics:no_events')}</span>
        ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_: unknown, row) => {
        const open = row.status === 'in_transit' || row.status === 'exception';
        const track = (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            disabled={!open}
            onClick={() => setTracking(trackTarget(row))}
            data-testid={`logistics-track-${row.id}`}
          >
            {t('logistics:track.short')}
          </Button>
        );
        // The waybill opens the detail; the column keeps the tracking entry.
        return open ? (
          track
        ) : (
          <Tooltip title={t('logistics:track.closed')}>
            <span>{track}</span>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <div className="logistics-page">
      <ListPage<LogisticsRow>
        title={t('logistics:title')}
        testId="logistics-list"
        actions={
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="logistics-import-open">
            {t('logistics:import.action')}
          </Button>
        }
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={(values) => fromForm(values, late)}
        filters={<LogisticsFilters choices={choices.data} platform={platform} />}
        toolbar={
          <div className="logistics-views">
            <Segmented<'all' | 'late'>
              value={late ? 'late' : 'all'}
              onChange={(v) => setParam('late', v === 'late' ? 'true' : null)}
              data-testid="logistics-view"
              options={[
                { value: 'all', label: t('logistics:view.all') },
                {
                  value: 'late',
                  label: (
                    <span className="logistics-view-late" data-testid="logistics-view-late">
                      {t('logistics:view.late')}{' '}
                      <Badge
                        count={lateCount.data ?? 0}
                        showZero={false}
                        overflowCount={999}
                        className="logistics-late-badge"
                      />
                    </span>
                  ),
                },
              ]}
            />
          </div>
        }
        rowClassName={(row) => (row.late ? 'logistics-row-late' : '')}
        columns={columns}
        rowKey="id"
        queryKey={logisticsKeys.list}
        fetch={fetchShipments}
        scrollX={platform ? 980 : 860}
      />
      <ShipmentDrawer id={detailId} onClose={() => setParam(DETAIL_PARAM, null)} onTrack={setTracking} />
      <TrackDialog target={tracking} onClose={() => setTracking(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
