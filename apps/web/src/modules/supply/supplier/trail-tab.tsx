import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierRegisterApi, type SupplierEvent } from '@shop/shared/api/supply-supplier';
import { callApi } from '../../../lib/api-client.ts';

/** The supplier's trail, newest first: lifecycle actions with their states, reason and until; other events. */
export function TrailTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t, i18n } = useTranslation('supplier');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const trail = useQuery({
    queryKey: ['supplier-trail', supplierId, page],
    queryFn: () => callApi(supplierRegisterApi.trail, { id: supplierId, ...page }),
  });
  const word = (key: string) => (i18n.exists(`supplier:event.${key}`) ? t(`event.${key}`) : key);
  return (
    <Table<SupplierEvent>
      size="small"
      rowKey="id"
      loading={trail.isLoading}
      dataSource={trail.data?.list ?? []}
      scroll={{ x: 760 }}
      data-testid="supplier-trail"
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: trail.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: (p, s) => setPage({ page: p, pageSize: s }),
      }}
      columns={[
        {
          title: t('field.at'),
          dataIndex: 'at',
          width: 150,
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
        { title: t('field.event'), dataIndex: 'action', width: 150, render: (v: string) => <Tag>{word(v)}</Tag> },
        {
          title: t('field.states'),
          key: 'states',
          width: 200,
          render: (_: unknown, e) =>
            e.fromState && e.toState ? `${t(`state.${e.fromState}`)} → ${t(`state.${e.toState}`)}` : '—',
        },
        {
          title: t('field.reason'),
          key: 'reason',
          render: (_: unknown, e) =>
            [e.reasonCode ? word(`code_${e.reasonCode}`) : '', e.reason].filter(Boolean).join(' · ') || '—',
        },
        {
          title: t('field.until'),
          dataIndex: 'until',
          width: 150,
          render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—'),
        },
        { title: t('field.actor'), dataIndex: 'actorName', width: 120 },
      ]}
    />
  );
}
