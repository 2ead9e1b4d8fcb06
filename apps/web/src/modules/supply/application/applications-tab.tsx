import { Form, Input, Select, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationRow } from '@shop/shared/api/supply-application';
import { ListPage } from '../../../components/list-page.tsx';
import { applications, reviewPath } from './api.ts';
import { NS } from './fields.tsx';
import { StatusTag } from './status-view.tsx';

const FILTER_KEYS = ['view', 'status', 'keyword'] as const;
const at = (v: string | null) => (v ? v.slice(0, 16).replace('T', ' ') : '—');

/** Every application, newest first, by state and keyword (reference, enterprise, e-mail). */
export function ApplicationsTab(): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const columns: TableColumnsType<ApplicationRow> = [
    { title: t('reference'), dataIndex: 'reference', width: 140 },
    { title: t('field.enterpriseName'), dataIndex: 'enterpriseName', width: 200, ellipsis: true },
    { title: t('email'), dataIndex: 'email', width: 200, ellipsis: true },
    {
      title: t('col.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: ApplicationRow['status']) => <StatusTag status={s} />,
    },
    { title: t('col.round'), dataIndex: 'round', width: 70 },
    { title: t('col.submitted'), dataIndex: 'submittedAt', width: 150, render: at },
    { title: t('col.decided'), dataIndex: 'decidedAt', width: 150, render: at },
    {
      title: t('col.action'),
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) => <Link to={reviewPath(r.id)}>{r.status === 'pending' ? t('review') : t('view')}</Link>,
    },
  ];
  return (
    <ListPage<ApplicationRow>
      title={t('applications_title')}
      testId="applications"
      filterKeys={FILTER_KEYS}
      filters={
        <>
          <Form.Item name="view" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('keyword')} aria-label={t('keyword')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="status">
            <Select
              allowClear
              placeholder={t('col.status')}
              aria-label={t('col.status')}
              style={{ width: 150 }}
              options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
        </>
      }
      columns={columns}
      rowKey="id"
      queryKey={(q) => applications.keys.list(q)}
      fetch={(q) => {
        const { view: _view, ...rest } = q;
        return applications.fetchList(rest) as never;
      }}
      scrollX={1100}
    />
  );
}
