import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Descriptions, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchProfile, profileKeys } from './api.ts';
import { SessionsCard } from './sessions-card.tsx';

export function ProfileIndexPage(): ReactNode {
  const { t } = useTranslation(['profile', 'common']);
  const { data, isLoading } = useQuery({ queryKey: profileKeys.info, queryFn: fetchProfile });
  return (
    <div className="profile-page">
      <section className="page-card" data-testid="profile-info">
        <div className="page-title-row">
          <h2>{t('profile:title')}</h2>
          <Link to="/profile/edit">
            <Button type="primary" icon={<EditOutlined />}>
              {t('profile:edit')}
            </Button>
          </Link>
        </div>
        {isLoading || !data ? (
          <Skeleton active avatar />
        ) : (
          <div className="profile-head">
            <Avatar size={64} src={data.avatar || undefined} icon={<UserOutlined />} />
            <Descriptions
              column={{ xs: 1, sm: 1, md: 2 }}
              size="small"
              items={[
                { key: 'username', label: t('profile:field.username'), children: data.username },
                { key: 'truename', label: t('profile:field.truename'), children: data.truename },
                { key: 'email', label: t('profile:field.email'), children: data.email || '—' },
                { key: 'phone', label: t('profile:field.phone'), children: data.phone || '—' },
                {
                  key: 'role',
                  label: t('profile:field.role'),
                  children: data.supplier ? (
                    <Tag color="purple">{t('profile:supplier_account', { name: data.supplierName ?? '' })}</Tag>
                  ) : (
                    <Tag color="blue">{data.groupName ?? '—'}</Tag>
                  ),
                },
                {
                  key: 'last',
                  label: t('profile:field.last_login'),
                  children: data.lastLoginAt ? dayjs(data.lastLoginAt).format('YYYY-MM-DD HH:mm') : '—',
                },
              ]}
            />
          </div>
        )}
      </section>
      <SessionsCard />
    </div>
  );
}
