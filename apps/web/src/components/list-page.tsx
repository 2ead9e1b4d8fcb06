import { ReloadOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListResult } from '@shop/shared/api/common';
import type { QueryValue } from '../lib/request.ts';
import { useUi } from '../lib/ui-store.ts';
import { listPagination } from './list-pager.tsx';
import { useListParams } from './use-list-params.ts';

type FormValues = Record<string, unknown>;

export interface ListPageProps<T extends object> {
  title: ReactNode;
  /** Buttons beside the title (add, export) */
  actions?: ReactNode;
  /** Form.Item elements of the filters bar; their names are URL keys unless mapped below */
  filters?: ReactNode;
  filterKeys: readonly string[];
  /** URL values -> form values (e.g. from/to -> a date range); identity when not given */
  toForm?: (filters: Record<string, string>) => FormValues;
  /** form values -> URL values; plain strings when not given */
  fromForm?: (values: FormValues) => Record<string, string>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  queryKey: (query: Record<string, QueryValue>) => readonly unknown[];
  fetch: (query: Record<string, QueryValue>) => Promise<ListResult<T>>;
  scrollX?: number;
  testId?: string;
  /** Row selection for batch actions (kept across pages by the caller) */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Shown between the filters bar and the table (batch actions) */
  toolbar?: ReactNode;
  rowClassName?: TableProps<T>['rowClassName'];
  /** Poll while the page shows work in progress (e.g. rows being sent): milliseconds, or false to stop */
  refetchInterval?: (data: ListResult<T> | undefined) => number | false;
}

function plain(values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value).trim();
  }
  return out;
}

/** The shared list screen: filters bar, antd Table with sorting, pager; all state in the URL. */
export function ListPage<T extends object>(props: ListPageProps<T>): ReactNode {
  const { t } = useTranslation('common');
  const { params, query, setFilters, setPage, setSort } = useListParams(props.filterKeys);
  const [form] = Form.useForm<FormValues>();
  // On phones a fixed actions column would cover the table; let it scroll with the rest.
  const small = useUi().stage === 'small';
  const result = useQuery({
    queryKey: props.queryKey(query),
    queryFn: () => props.fetch(query),
    placeholderData: keepPreviousData,
    refetchInterval: props.refetchInterval ? (q) => props.refetchInterval!(q.state.data) : undefined,
  });

  const toForm = props.toForm ?? ((f: Record<string, string>) => f);
  const filtersText = JSON.stringify(params.filters);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(params.filters));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL's filters are the only input
  }, [filtersText]);

  const columns = props.columns.map((column) => {
    const key =
      'dataIndex' in column && typeof column.dataIndex === 'string' ? column.dataIndex : String(column.key ?? '');
    const base = small ? { ...column, fixed: undefined } : column;
    if (!column.sorter) return base;
    const sortOrder = params.sort === key ? 'ascend' : params.sort === `-${key}` ? 'descend' : null;
    return { ...base, key, sortOrder, sortDirections: ['ascend', 'descend'] as const };
  }) as TableColumnsType<T>;

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = String(one?.columnKey ?? one?.field ?? '');
    setSort(one?.order && field ? `${one.order === 'descend' ? '-' : ''}${field}` : undefined);
  };

  const data = result.data;
  return (
    <section className="page-card" data-testid={props.testId}>
      <div className="page-title-row">
        <h2>{props.title}</h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button icon={<ReloadOutlined />} onClick={() => void result.refetch()} aria-label={t('action.refresh')} />
          {props.actions}
        </div>
      </div>
      {props.filters ? (
        <Form
          form={form}
          layout="inline"
          className="filters-bar"
          onFinish={(values) => setFilters((props.fromForm ?? plain)(values))}
        >
          {props.filters}
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filters-search">
              {t('action.search')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button icon={<UndoOutlined />} onClick={() => setFilters({})} data-testid="filters-reset">
              {t('action.reset')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {props.toolbar}
      {result.isError ? (
        <Alert
          type="error"
          showIcon
          className="list-error"
          data-testid="list-error"
          title={t('error.list_failed')}
          description={result.error instanceof Error ? result.error.message : undefined}
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              {t('action.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<T>
        rowKey={props.rowKey}
        rowSelection={props.rowSelection}
        rowClassName={props.rowClassName}
        columns={columns}
        dataSource={data?.list ?? []}
        loading={result.isFetching}
        onChange={onChange}
        scroll={{ x: props.scrollX ?? 900 }}
        size="middle"
        pagination={{
          ...listPagination({ page: params.page, pageSize: params.pageSize, onChange: setPage }),
          total: data?.total ?? 0,
        }}
      />
    </section>
  );
}
