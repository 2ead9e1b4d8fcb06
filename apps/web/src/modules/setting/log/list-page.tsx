import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LogRow } from '@shop/shared/api/log';
import { dayRange, rangeParams, textParams, type DayRange } from '../../../components/filter-params.ts';
import { ListPage } from '../../../components/list-page.tsx';
import { ui } from '../../../lib/ui-store.ts';
import { actionLabel } from './action-label.ts';
import { exportLogs, fetchLogs, logKeys } from './api.ts';
import { LogDetailDrawer } from './detail-drawer.tsx';

const FILTER_KEYS = ['actor', 'action', 'entity', 'entityId', 'from', 'to'] as const;

type Values = Record<string, unknown> & { range?: DayRange };

export function toForm(filters: Record<string, string>): Values {
  const { from, to, ...rest } = filters;
  return { ...rest, range: dayRange(from, to) };
}

export function fromForm(values: Values): Record<string, string> {
  return {
    ...textParams(values, ['actor', 'action', 'entity', 'entityId']),
    ...rangeParams(values.range, ['from', 'to']),
  };
}

export function LogListPage(): ReactNode {
  const { t } = useTranslation(['log', 'common']);
  const [search] = useSearchParams();
  const [detail, setDetail] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    const filters = Object.fromEntries(FILTER_KEYS.filter((k) => search.get(k)).map((k) => [k, search.get(k)]));
    setExporting(true);
    ui.setLoading(true);
    try {
      await exportLogs({ ...filters, sort: search.get('sort') });
    } catch {
      // the request helper has shown the reason
    } finally {
      setExporting(false);
      ui.setLoading(false);
    }
  };

  const columns: TableColumnsType<LogRow> = [
    { title: t('log:field.id'), dataIndex: 'id', width: 90, sorter: true },
    {
      title: t('log:field.time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('log:field.actor'), dataIndex: 'actorName', width: 140 },
    {
      title: t('log:field.action'),
      dataIndex: 'action',
      width: 140,
      render: (v: string) => actionLabel(t, v),
    },
    {
      title: t('log:field.entity'),
      dataIndex: 'entity',
      width: 140,
      render: (v: string) => t(`log:entity.${v}`, { defaultValue: v }),
    },
    { title: t('log:field.entity_id'), dataIndex: 'entityId', width: 110, render: (v: string | null) => v ?? '—' },
    { title: t('log:field.ip'), dataIndex: 'ip', width: 140, render: (v: string | null) => v ?? '—' },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => setDetail(row.id)}
          data-testid={`log-view-${row.id}`}
        >
          {t('common:action.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<LogRow>
        title={t('log:title')}
        testId="log-list"
        actions={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void onExport()}
            data-testid="log-export"
          >
            {t('log:export')}
          </Button>
        }
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={fromForm}
        filters={
          <>
            <Form.Item name="actor">
              <Input allowClear placeholder={t('log:field.actor')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="action">
              <Input allowClear placeholder={t('log:field.action')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="entity">
              <Input allowClear placeholder={t('log:field.entity')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="entityId">
              <Input allowClear placeholder={t('log:field.entity_id')} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="range">
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={logKeys.list}
        fetch={fetchLogs}
        scrollX={1100}
      />
      <LogDetailDrawer id={detail} onClose={() => setDetail(null)} />
    </>
  );
}
