import { PauseCircleOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { App, Button, Form, Popconfirm, Progress, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUSH_STATUSES, type PushInfo, type PushRow, type PushStatus } from '@shop/shared/api/push';
import { dateTimeColumn, idColumn, useRowActionsColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import { pushes, pushScreen } from './api.ts';
import { PushFormModal } from './form.tsx';
import './push.css';

export const STATUS_COLORS: Record<PushStatus, string> = {
  draft: 'default',
  scheduled: 'blue',
  sending: 'processing',
  done: 'success',
  stopped: 'warning',
  failed: 'error',
};

/** How far a push got: the recipients settled (sent, bounced, failed, skipped) out of all. */
export function PushProgress({ row }: { row: PushRow }): ReactNode {
  const { t } = useTranslation('push');
  if (row.status === 'draft' || row.status === 'scheduled') return <span className="push-muted">—</span>;
  const settled = row.sent + row.bounced + row.failed + row.skipped;
  const percent = row.total ? Math.floor((settled / row.total) * 100) : row.status === 'sending' ? 0 : 100;
  return (
    <div data-testid={`push-progress-${row.id}`}>
      <Progress
        percent={percent}
        size="small"
        status={row.status === 'sending' ? 'active' : row.status === 'failed' ? 'exception' : 'normal'}
      />
      <span className="push-counts">
        {t('counts', { sent: row.sent, total: row.total, bounced: row.bounced, failed: row.failed })}
      </span>
    </div>
  );
}

/** /push: e-mail pushes with their status and progress (kept fresh while one sends), send, stop, edit, delete. */
export function PushListPage(): ReactNode {
  const { t } = useTranslation(['push', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const send = pushes.useChange('send', {
    onSuccess: (p: PushInfo) =>
      void message.success(p.status === 'scheduled' ? t('push:scheduled_done') : t('push:send_done')),
  });
  const stop = pushes.useChange('stop', { onSuccess: () => void message.success(t('push:stop_done')) });
  const actions = useRowActionsColumn<PushRow>({
    screen: pushScreen,
    width: 300,
    editLabel: (row) =>
      row.status === 'draft' || row.status === 'scheduled' ? t('common:action.edit') : t('common:action.view'),
    remove: {
      confirm: (row) => t('push:confirm_delete', { name: row.name }),
      description: t('push:confirm_delete_hint'),
      blocked: (row) => (row.status === 'sending' ? t('push:delete_sending') : null),
    },
    extra: [
      {
        permission: 'push_email',
        render: (row) =>
          row.status === 'draft' ? (
            <Popconfirm
              title={
                row.scheduleAt
                  ? t('push:confirm_schedule', { at: dayjs(row.scheduleAt).format('YYYY-MM-DD HH:mm') })
                  : t('push:confirm_send', { name: row.name })
              }
              okText={t('push:send')}
              cancelText={t('common:action.cancel')}
              okButtonProps={{ 'data-testid': `push-send-confirm-${row.id}` }}
              onConfirm={() => send.mutate({ id: row.id, version: row.version })}
            >
              <Button type="link" size="small" icon={<SendOutlined />} data-testid={`push-send-${row.id}`}>
                {t('push:send')}
              </Button>
            </Popconfirm>
          ) : row.status === 'sending' || row.status === 'scheduled' ? (
            <Popconfirm
              title={t('push:confirm_stop', { name: row.name })}
              description={t('push:confirm_stop_hint')}
              okText={t('push:stop')}
              okButtonProps={{ danger: true, 'data-testid': `push-stop-confirm-${row.id}` }}
              cancelText={t('common:action.cancel')}
              onConfirm={() => stop.mutate({ id: row.id })}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<PauseCircleOutlined />}
                data-testid={`push-stop-${row.id}`}
              >
                {t('push:stop')}
              </Button>
            </Popconfirm>
          ) : null,
      },
      {
        permission: 'push_email_log',
        render: (row) =>
          row.status === 'draft' || row.status === 'scheduled' ? null : (
            <Link to={`/push/log?pushId=${row.id}`} data-testid={`push-log-${row.id}`}>
              <UnorderedListOutlined /> {t('push:log')}
            </Link>
          ),
      },
    ],
  });
  const columns: TableColumnsType<PushRow> = [
    idColumn(t('push:field.id')),
    {
      title: t('push:field.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <span>
          <span data-testid="push-name">{name}</span>
          {row.error ? (
            <Tooltip title={row.error}>
              <Tag color="error" className="push-error">
                {t('push:has_error')}
              </Tag>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      title: t('push:field.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: PushStatus, row) => (
        <Tag color={STATUS_COLORS[status]} data-testid={`push-status-${row.id}`}>
          {t(`push:status.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('push:field.progress'),
      key: 'progress',
      width: 220,
      render: (_: unknown, row) => <PushProgress row={row} />,
    },
    {
      title: t('push:field.audience'),
      dataIndex: 'audienceKind',
      width: 110,
      render: (kind: string) => t(`push:audience.kind_${kind}`),
    },
    {
      title: t('push:field.schedule'),
      dataIndex: 'scheduleAt',
      width: 160,
      render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : t('push:schedule_now')),
    },
    dateTimeColumn<PushRow>(t('push:field.created'), 'createdAt'),
    ...(can('push_email') ? actions : []),
  ];

  return (
    <CrudListPage<PushRow>
      screen={pushScreen}
      columns={columns}
      scrollX={1300}
      filterKeys={['status']}
      filters={
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('push:field.status')}
            style={{ width: 140 }}
            options={PUSH_STATUSES.map((s) => ({ value: s, label: t(`push:status.${s}`) }))}
            data-testid="push-status-filter"
          />
        </Form.Item>
      }
      refetchInterval={(data) =>
        data?.list.some((r) => r.status === 'sending' || r.status === 'scheduled') ? 2000 : false
      }
    >
      <PushFormModal />
    </CrudListPage>
  );
}
