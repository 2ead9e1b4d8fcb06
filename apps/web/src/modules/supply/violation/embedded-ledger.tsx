import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViolationRow } from '@shop/shared/api/supply-violation';
import { PAGER } from '@shop/shared/constants';
import { listPagination } from '../../../components/list-pager.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { ownViolations, violations } from './api.ts';
import { useLedgerColumns } from './ledger-columns.tsx';

/**
 * A supplier's lines in a section of another screen (the supplier's own view, the staff detail
 * tab): its own pager, newest first. `supplierId` null reads the signed-in supplier's own lines.
 */
export function EmbeddedLedger(props: {
  supplierId: number | null;
  action?: (row: ViolationRow) => ReactNode;
}): ReactNode {
  const { t } = useTranslation('violation');
  const [page, setPage] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGER.defaultPageSize });
  const own = props.supplierId === null;
  const query = { ...page, ...(own ? {} : { supplierId: props.supplierId! }) };
  const list = useQuery({
    queryKey: own ? ownViolations.keys.list(query) : violations.keys.list(query),
    queryFn: () => (own ? callApi(ownViolations.api.list, query) : callApi(violations.api.list, query)),
    placeholderData: keepPreviousData,
  });
  const columns = useLedgerColumns({ supplier: false, action: props.action });
  if (list.isError) return <Alert type="error" showIcon title={t('load_failed')} />;
  return (
    <Table<ViolationRow>
      rowKey="id"
      size="small"
      data-testid="violation-own-list"
      columns={columns}
      dataSource={list.data?.list ?? []}
      loading={list.isFetching}
      scroll={{ x: 1300 }}
      locale={{ emptyText: t('empty') }}
      pagination={{
        ...listPagination({
          ...page,
          onChange: (p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size }),
        }),
        total: list.data?.total ?? 0,
      }}
    />
  );
}
