import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffEntry } from '@shop/shared/api/log';
import { fetchLog, logKeys } from './api.ts';
import { actionLabel } from './action-label.ts';

function show(value: unknown): ReactNode {
  if (value === undefined || value === null || value === '')
    return <Typography.Text type="secondary">—</Typography.Text>;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return <pre className="diff-value">{text}</pre>;
}

/** One audit row: who did what to which record, and the fields before and after. */
export function LogDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['log', 'common']);
  const info = useQuery({ queryKey: logKeys.info(id ?? 0), queryFn: () => fetchLog(id ?? 0), enabled: id !== null });
  const row = info.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('log:detail_title', { id: id ?? '' })}
      size="large"
      destroyOnHidden
      data-testid="log-detail"
    >
      {info.isLoading || !row ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'time', label: t('log:field.time'), children: dayjs(row.createdAt).format('YYYY-MM-DD HH:mm:ss') },
              { key: 'actor', label: t('log:field.actor'), children: row.actorName },
              {
                key: 'action',
                label: t('log:field.action'),
                children: actionLabel(t, row.action),
              },
              {
                key: 'entity',
                label: t('log:field.entity'),
                children: `${t(`log:entity.${row.entity}`, { defaultValue: row.entity })} ${row.entityId ?? ''}`,
              },
              { key: 'ip', label: t('log:field.ip'), children: row.ip ?? '—' },
              { key: 'request', label: t('log:field.request_id'), children: row.requestId ?? '—' },
            ]}
          />
          <h3 className="diff-heading">{t('log:diff_title')}</h3>
          {row.diff.length === 0 ? (
            <Empty description={t('log:no_diff')} />
          ) : (
            <Table<DiffEntry>
              rowKey="field"
              size="small"
              pagination={false}
              dataSource={row.diff}
              scroll={{ x: 560 }}
              data-testid="log-diff"
              columns={[
                { title: t('log:field.field'), dataIndex: 'field', width: 140 },
                {
                  title: t('log:before'),
                  dataIndex: 'before',
                  render: (v: unknown) => <div className="diff-before">{show(v)}</div>,
                },
                {
                  title: t('log:after'),
                  dataIndex: 'after',
                  render: (v: unknown) => <div className="diff-after">{show(v)}</div>,
                },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
