import './customer.css';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CustomerRow } from '@shop/shared/api/customer';
import { countryName } from '../../../components/countries.ts';
import { ListPage } from '../../../components/list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { customerKeys, fetchCustomerOptions, fetchCustomers } from './api.ts';
import { BatchStatus } from './batch-status.tsx';
import { CustomerFormModal } from './customer-form.tsx';
import { CustomerFilters, FILTER_KEYS, fromForm, toForm } from './list-filters.tsx';
import { infoPath } from './paths.ts';
import { StatusTag } from './status-tag.tsx';

/** /user/userlist: customers with search, filters, sorting and a pager (all in the URL), batch enable/disable, add. */
export function CustomerListPage(): ReactNode {
  const { t, i18n } = useTranslation(['customer', 'common']);
  const can = useCan();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Map<number, CustomerRow>>(new Map());
  const options = useQuery({ queryKey: customerKeys.options, queryFn: fetchCustomerOptions });
  const canInfo = can('customer_customer_info');
  const canStatus = can('customer_customer_status');

  // Every column fits beside the 210 px sidebar at 1280 px; the name opens the detail.
  const columns: TableColumnsType<CustomerRow> = [
    {
      title: t('customer:field.name'),
      dataIndex: 'name',
      width: 160,
      sorter: true,
      ellipsis: true,
      render: (name: string, row) =>
        canInfo ? (
          <Link to={infoPath(row.id)} data-testid={`customer-link-${row.id}`}>
            {name}
          </Link>
        ) : (
          name
        ),
    },
    { title: t('customer:field.email'), dataIndex: 'email', width: 200, sorter: true, ellipsis: true },
    { title: t('customer:field.phone'), dataIndex: 'phone', width: 135, render: (v: string) => v || '—' },
    {
      title: t('customer:field.group'),
      dataIndex: 'groupName',
      width: 130,
      render: (_: unknown, row) => (
        <Tag className="customer-group-tag">{pickLocalized(row.groupName, i18n.language)}</Tag>
      ),
    },
    {
      title: t('customer:field.country'),
      dataIndex: 'country',
      width: 100,
      ellipsis: true,
      render: (v: string) => countryName(v, i18n.language) || '—',
    },
    {
      title: t('customer:field.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (v: boolean) => <StatusTag enabled={v} />,
    },
    {
      title: t('customer:field.registered'),
      dataIndex: 'createdAt',
      width: 110,
      sorter: true,
      render: (v: string) => <span title={dayjs(v).format('YYYY-MM-DD HH:mm')}>{dayjs(v).format('YYYY-MM-DD')}</span>,
    },
  ];

  return (
    <>
      <ListPage<CustomerRow>
        title={t('customer:title')}
        testId="customer-list"
        actions={
          can('customer_customer_add') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="customer-add">
              {t('customer:add')}
            </Button>
          ) : null
        }
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={fromForm}
        filters={<CustomerFilters options={options.data} />}
        toolbar={
          canStatus ? <BatchStatus selected={[...selected.values()]} onDone={() => setSelected(new Map())} /> : null
        }
        rowSelection={
          canStatus
            ? {
                selectedRowKeys: [...selected.keys()],
                preserveSelectedRowKeys: true,
                // No select-all box: antd also renders column titles into the table's aria-hidden measure
                // row, and a focusable checkbox there fails axe (as on the review list).
                hideSelectAll: true,
                columnWidth: 44,
                onChange: (keys, rows) =>
                  setSelected((current) => {
                    const next = new Map<number, CustomerRow>();
                    for (const key of keys) {
                      const id = Number(key);
                      const row = rows.find((r) => r?.id === id) ?? current.get(id);
                      if (row) next.set(id, row);
                    }
                    return next;
                  }),
                getCheckboxProps: (row) => ({ 'aria-label': row.name }) as object,
              }
            : undefined
        }
        rowClassName={(row) => (row.enabled ? '' : 'customer-row-disabled')}
        columns={columns}
        rowKey="id"
        queryKey={customerKeys.list}
        fetch={fetchCustomers}
        scrollX={970}
      />
      <CustomerFormModal
        customer={adding ? 'new' : null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          if (canInfo) void navigate(infoPath(saved.id));
        }}
      />
    </>
  );
}
