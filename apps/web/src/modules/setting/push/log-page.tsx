import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Segmented, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PUSH_RECIPIENT_STATES,
  PUSH_STATUSES,
  type PushLogRow,
  type PushRecipientState,
  type PushRow,
  type PushStatus,
} from '@shop/shared/api/push';
import { ListPage } from '../../../components/list-page.tsx';
import { ui } from '../../../lib/ui-store.ts';
import { exportPushLog, fetchPushLog, fetchSentPushes, pushLogKeys } from './api.ts';
import { PushProgress, STATUS_COLORS } from './list-page.tsx';
import './push.css';

const STATE_COLORS: Record<PushRecipientState, string> = {
  pending: 'default',
  sending: 'processing',
  sent: 'success',
  bounced: 'error',
  failed: 'error',
  skipped: 'warning',
};
const RECIPIENT_KEYS = ['view', 'pushId', 'state', 'keyword'] as const;
const PUSH_KEYS = ['view', 'keyword', 'status'] as const;
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '—');

/** The pushes that were sent, with their outcome counts; a row opens its recipients. */
function SentPushes({ switcher }: { switcher: ReactNode }): ReactNode {
  const { t } = useTranslation(['push', 'common']);
  const navigate = useNavigate();
  const columns: TableColumnsType<PushRow> = [
    { title: t('push:field.id'), dataIndex: 'id', width: 80 },
    {
      title: t('push:field.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(`/push/log?pushId=${row.id}`)}
          data-testid={`push-log-open-${row.id}`}
        >
          {name}
        </Button>
      ),
    },
    {
      title: t('push:field.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: PushStatus) => <Tag color={STATUS_COLORS[s]}>{t(`push:status.${s}`)}</Tag>,
    },
    {
      title: t('push:field.progress'),
      key: 'progress',
      width: 220,
      render: (_: unknown, row) => <PushProgress row={row} />,
    },
    { title: t('push:state.bounced'), dataIndex: 'bounced', width: 90, align: 'right' },
    { title: t('push:state.failed'), dataIndex: 'failed', width: 90, align: 'right' },
    { title: t('push:state.skipped'), dataIndex: 'skipped', width: 110, align: 'right' },
    { title: t('push:field.started'), dataIndex: 'startedAt', width: 170, render: time },
    { title: t('push:field.finished'), dataIndex: 'finishedAt', width: 170, render: time },
  ];
  return (
    <ListPage<PushRow>
      title={t('push:log_title')}
      testId="push-log-pushes"
      actions={switcher}
      filterKeys={PUSH_KEYS}
      filters={
        <>
          <Form.Item name="view" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('push:keyword_placeholder')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status">
            <Select
              allowClear
              placeholder={t('push:field.status')}
              style={{ width: 140 }}
              options={PUSH_STATUSES.filter((s) => s !== 'draft' && s !== 'scheduled').map((s) => ({
                value: s,
                label: t(`push:status.${s}`),
              }))}
            />
          </Form.Item>
        </>
      }
      columns={columns}
      rowKey="id"
      queryKey={pushLogKeys.pushes}
      fetch={fetchSentPushes}
      scrollX={1200}
      refetchInterval={(data) => (data?.list.some((r) => r.status === 'sending') ? 2000 : false)}
    />
  );
}

/** Every recipient with its state, attempts and the SMTP server's last answer; filters and CSV export. */
function Recipients({ switcher }: { switcher: ReactNode }): ReactNode {
  const { t } = useTranslation(['push', 'common']);
  const [search] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const pushesList = useQuery({
    queryKey: pushLogKeys.pushes({ pageSize: 100 }),
    queryFn: () => fetchSentPushes({ pageSize: 100 }),
  });
  const onExport = async () => {
    const filters = Object.fromEntries(
      ['pushId', 'state', 'keyword'].filter((k) => search.get(k)).map((k) => [k, search.get(k)]),
    );
    setExporting(true);
    ui.setLoading(true);
    try {
      await exportPushLog(filters);
    } catch {
      // the request helper has shown the reason
    } finally {
      setExporting(false);
      ui.setLoading(false);
    }
  };
  const columns: TableColumnsType<PushLogRow> = [
    { title: t('push:field.push'), dataIndex: 'pushName', width: 180, render: (n: string, r) => `#${r.pushId} ${n}` },
    { title: t('push:field.email'), dataIndex: 'email', width: 220 },
    { title: t('push:field.recipient'), dataIndex: 'name', width: 140 },
    {
      title: t('push:field.state'),
      dataIndex: 'state',
      width: 110,
      render: (s: PushRecipientState, r) => (
        <Tag color={STATE_COLORS[s]} data-testid={`push-recipient-state-${r.id}`}>
          {t(`push:state.${s}`)}
        </Tag>
      ),
    },
    { title: t('push:field.attempts'), dataIndex: 'attempts', width: 90, align: 'right' },
    {
      title: t('push:field.response'),
      dataIndex: 'response',
      ellipsis: { showTitle: false },
      render: (v: string) => (v ? <Tooltip title={v}>{v}</Tooltip> : '—'),
    },
    { title: t('push:field.sent_at'), dataIndex: 'sentAt', width: 170, render: time },
  ];
  return (
    <ListPage<PushLogRow>
      title={t('push:log_title')}
      testId="push-log-list"
      actions={
        <>
          {switcher}
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void onExport()}
            data-testid="push-log-export"
          >
            {t('push:export')}
          </Button>
        </>
      }
      filterKeys={RECIPIENT_KEYS}
      filters={
        <>
          <Form.Item name="view" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="pushId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('push:field.push')}
              style={{ width: 220 }}
              loading={pushesList.isLoading}
              options={(pushesList.data?.list ?? []).map((p) => ({ value: String(p.id), label: `#${p.id} ${p.name}` }))}
              data-testid="push-log-push"
            />
          </Form.Item>
          <Form.Item name="state">
            <Select
              allowClear
              placeholder={t('push:field.state')}
              style={{ width: 130 }}
              options={PUSH_RECIPIENT_STATES.map((s) => ({ value: s, label: t(`push:state.${s}`) }))}
              data-testid="push-log-state"
            />
          </Form.Item>
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('push:email_placeholder')} style={{ width: 200 }} />
          </Form.Item>
        </>
      }
      columns={columns}
      rowKey="id"
      queryKey={pushLogKeys.list}
      fetch={fetchPushLog}
      scrollX={1200}
      refetchInterval={(data) =>
        data?.list.some((r) => r.state === 'sending' || r.state === 'pending') ? 3000 : false
      }
    />
  );
}

/** /push/log: per push (their counts) and per recipient (state, SMTP answer, retries, bounces), CSV export. */
export function PushLogPage(): ReactNode {
  const { t } = useTranslation('push');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = search.get('view') === 'pushes' ? 'pushes' : 'recipients';
  const switcher = (
    <Segmented
      value={view}
      onChange={(v) => void navigate(v === 'pushes' ? '/push/log?view=pushes' : '/push/log')}
      options={[
        { value: 'recipients', label: t('push:view_recipients') },
        { value: 'pushes', label: t('push:view_pushes') },
      ]}
      data-testid="push-log-view"
    />
  );
  return view === 'pushes' ? <SentPushes switcher={switcher} /> : <Recipients switcher={switcher} />;
}
