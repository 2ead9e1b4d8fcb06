import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@shop/shared/api/profile';
import { fetchSessions, ownProfile, profileKeys } from './api.ts';

/** Where the user is signed in; any other session can be ended, one by one or all at once. */
export function SessionsCard(): ReactNode {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const sessions = useQuery({ queryKey: profileKeys.sessions, queryFn: fetchSessions });
  const handlers = {
    onSuccess: ({ revoked }: { revoked: number }) =>
      void message.success(t('profile:sessions.revoked', { count: revoked })),
    refresh: { success: [profileKeys.sessions] },
  };
  const revokeOne = ownProfile.useChange('revokeSession', handlers);
  const revokeOthers = ownProfile.useChange('revokeSession', handlers);
  const list = sessions.data?.list ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <section className="page-card" style={{ marginTop: 16 }} data-testid="profile-sessions">
      <div className="page-title-row">
        <h2>{t('profile:sessions.title')}</h2>
        <Popconfirm
          title={t('profile:sessions.confirm_others')}
          okButtonProps={{ danger: true }}
          disabled={others === 0}
          onConfirm={() => revokeOthers.mutateAsync({ others: true }).catch(() => undefined)}
        >
          <Button danger disabled={others === 0} loading={revokeOthers.isPending} data-testid="revoke-others">
            {t('profile:sessions.revoke_others')}
          </Button>
        </Popconfirm>
      </div>
      <Table<SessionRow>
        rowKey="id"
        size="middle"
        loading={sessions.isFetching}
        dataSource={list}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          {
            title: t('profile:sessions.device'),
            dataIndex: 'userAgent',
            ellipsis: true,
            render: (v: string | null, row) => (
              <span>
                {row.current ? <Tag color="green">{t('profile:sessions.current')}</Tag> : null}
                {v || '—'}
              </span>
            ),
          },
          { title: t('profile:sessions.ip'), dataIndex: 'ip', width: 150, render: (v: string | null) => v ?? '—' },
          {
            title: t('profile:sessions.created'),
            dataIndex: 'createdAt',
            width: 170,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('profile:sessions.last_seen'),
            dataIndex: 'lastSeenAt',
            width: 170,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('common:actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, row) =>
              row.current ? null : (
                <Popconfirm
                  title={t('profile:sessions.confirm_one')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revokeOne.mutateAsync({ id: row.id }).catch(() => undefined)}
                >
                  <Button type="link" danger size="small">
                    {t('profile:sessions.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </section>
  );
}
