import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Select, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { markApi, type MarkKind, type MarkPendingRow } from '@shop/shared/api/supply-mark';
import { PAGER } from '@shop/shared/constants';
import { listPagination } from '../../../components/list-pager.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { useSupplierChoices } from './api.ts';
import { MarkHistory } from './mark-history.tsx';
import { MarkModal } from './mark-modal.tsx';
import { day } from './parts.tsx';

/** What awaits a mark (key `supply_mark`): months or delivered orders per supplier, each with a Mark button. */
function Awaiting(): ReactNode {
  const { t } = useTranslation('violation');
  const [kind, setKind] = useState<MarkKind>('period');
  const [supplierId, setSupplierId] = useState<number | undefined>();
  const [page, setPage] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGER.defaultPageSize });
  const [item, setItem] = useState<MarkPendingRow | null>(null);
  const [free, setFree] = useState(false);
  const suppliers = useSupplierChoices('mark');
  const query = { kind, ...page, ...(supplierId ? { supplierId } : {}) };
  const list = useQuery({
    queryKey: ['markPending', query],
    queryFn: () => callApi(markApi.pending, query),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<MarkPendingRow> = [
    { title: t('field.supplier'), dataIndex: 'supplierName', width: 160 },
    {
      title: kind === 'order' ? t('mark.order') : t('mark.period'),
      key: 'subject',
      width: 140,
      render: (_: unknown, r) => (r.orderId ? r.orderNumber : r.period),
    },
    { title: t('mark.ready'), dataIndex: 'readyAt', width: 120, render: (v: string) => day(v) },
    {
      title: t('mark.mark'),
      key: 'action',
      width: 100,
      render: (_: unknown, r) => (
        <Button size="small" type="link" onClick={() => setItem(r)} data-testid={`mark-give-${r.key}`}>
          {t('mark.give')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      title={t('mark.awaiting')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFree(true)} data-testid="mark-add">
          {t('mark.give')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<MarkKind>
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage({ ...page, page: 1 });
          }}
          options={[
            { value: 'period', label: t('mark.kind.period') },
            { value: 'order', label: t('mark.kind.order') },
          ]}
          data-testid="mark-kind"
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('field.supplier')}
          aria-label={t('field.supplier')}
          style={{ width: 180 }}
          value={supplierId}
          onChange={(v: number | undefined) => {
            setSupplierId(v);
            setPage({ ...page, page: 1 });
          }}
          options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Space>
      {list.isError ? <Alert type="error" showIcon title={t('load_failed')} /> : null}
      <Table<MarkPendingRow>
        rowKey="key"
        size="small"
        data-testid="mark-pending"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 520 }}
        locale={{ emptyText: t('mark.none_awaiting') }}
        pagination={{
          ...listPagination({
            ...page,
            onChange: (p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size }),
          }),
          total: list.data?.total ?? 0,
        }}
      />
      <MarkModal
        open={item !== null || free}
        item={item}
        onClose={() => {
          setItem(null);
          setFree(false);
        }}
      />
    </Card>
  );
}

/**
 * /supplier/mark: staff rate suppliers per order or per month. `supply_mark`: what awaits a mark
 * and the form; `supply_mark_footlist`: the marks given, with filters.
 */
export function MarkPage(): ReactNode {
  const { t } = useTranslation('violation');
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'given' && can('supply_mark_footlist') ? 'given' : 'awaiting';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setSearch(key === 'given' ? { tab: key } : {})}
      items={[
        { key: 'awaiting', label: t('mark.awaiting'), children: <Awaiting /> },
        ...(can('supply_mark_footlist')
          ? [
              {
                key: 'given',
                label: t('perm_label.footlist'),
                children: (
                  <Card title={t('mark.given')}>
                    <MarkHistory filters />
                  </Card>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
