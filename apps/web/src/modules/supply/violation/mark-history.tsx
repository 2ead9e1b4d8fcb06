import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Rate, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_KINDS, type MarkListQuery, type MarkRow } from '@shop/shared/api/supply-mark';
import { PAGER } from '@shop/shared/constants';
import { listPagination } from '../../../components/list-pager.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { marks, useSupplierChoices } from './api.ts';
import { dayTime } from './parts.tsx';

type Filters = Pick<MarkListQuery, 'supplierId' | 'kind' | 'period' | 'mark'>;

/**
 * The marks given (key `supply_mark_footlist`), newest first: with filters of supplier, kind,
 * month and mark on the mark screen, or one supplier's in its detail tab.
 */
export function MarkHistory({ supplierId, filters = false }: { supplierId?: number; filters?: boolean }): ReactNode {
  const { t } = useTranslation('violation');
  const [page, setPage] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGER.defaultPageSize });
  const [chosen, setChosen] = useState<Filters>({});
  const suppliers = useSupplierChoices('mark', filters);
  const query = { ...page, ...chosen, ...(supplierId ? { supplierId } : {}) };
  const list = useQuery({
    queryKey: marks.keys.list(query),
    queryFn: () => callApi(marks.api.list, query),
    placeholderData: keepPreviousData,
  });
  const choose = (next: Filters) => {
    setChosen({ ...chosen, ...next });
    setPage({ ...page, page: 1 });
  };
  const columns: TableColumnsType<MarkRow> = [
    { title: t('field.time'), dataIndex: 'createdAt', width: 150, render: (v: string) => dayTime(v) },
    ...(supplierId ? [] : [{ title: t('field.supplier'), dataIndex: 'supplierName', width: 150 }]),
    {
      title: t('mark.subject'),
      key: 'subject',
      width: 160,
      render: (_: unknown, r) =>
        r.kind === 'order' ? (
          <span>
            <Tag>{t('mark.kind.order')}</Tag>
            {r.orderNumber ?? r.orderId}
          </span>
        ) : (
          <span>
            <Tag color="blue">{t('mark.kind.period')}</Tag>
            {r.period}
          </span>
        ),
    },
    {
      title: t('mark.mark'),
      dataIndex: 'mark',
      width: 150,
      render: (v: number) => <Rate disabled value={v} style={{ fontSize: 14 }} aria-label={String(v)} />,
    },
    { title: t('mark.comment'), dataIndex: 'comment', width: 220, render: (v: string) => v || '—' },
    { title: t('mark.by'), dataIndex: 'actorName', width: 120 },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {filters ? (
        <Space wrap data-testid="mark-filters">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('field.supplier')}
            aria-label={t('field.supplier')}
            style={{ width: 180 }}
            options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={(v: number | undefined) => choose({ supplierId: v })}
          />
          <Select
            allowClear
            placeholder={t('mark.kind.label')}
            aria-label={t('mark.kind.label')}
            style={{ width: 130 }}
            options={MARK_KINDS.map((k) => ({ value: k, label: t(`mark.kind.${k}`) }))}
            onChange={(v: MarkListQuery['kind']) => choose({ kind: v })}
          />
          <DatePicker
            picker="month"
            placeholder={t('mark.period')}
            aria-label={t('mark.period')}
            onChange={(d: Dayjs | null) => choose({ period: d ? d.format('YYYY-MM') : undefined })}
          />
          <Select
            allowClear
            placeholder={t('mark.mark')}
            aria-label={t('mark.mark')}
            style={{ width: 110 }}
            options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: '★'.repeat(n) }))}
            onChange={(v: number | undefined) => choose({ mark: v })}
          />
        </Space>
      ) : null}
      {list.isError ? <Alert type="error" showIcon title={t('load_failed')} /> : null}
      <Table<MarkRow>
        rowKey="id"
        size="small"
        data-testid="mark-history"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('mark.none_given') }}
        pagination={{
          ...listPagination({
            ...page,
            onChange: (p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size }),
          }),
          total: list.data?.total ?? 0,
        }}
      />
    </Space>
  );
}
