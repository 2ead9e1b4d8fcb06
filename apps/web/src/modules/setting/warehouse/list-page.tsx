import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseRow } from '@shop/shared/api/warehouse';
import { countryName } from '../../../components/countries.ts';
import { ListPage } from '../../../components/list-page.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import { deleteWarehouse, fetchWarehouseList, makeDefaultWarehouse, setWarehouseStatus, warehouseKeys } from './api.ts';
import { WarehouseFormModal } from './form.tsx';
import './warehouse.css';

const FILTER_KEYS = ['keyword', 'status'] as const;

/** /warehouse: where stock is kept; one enabled warehouse is the default for stock placement. */
export function WarehouseListPage(): ReactNode {
  const { t, i18n } = useTranslation(['warehouse', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<WarehouseRow | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
  const status = useMutation({
    mutationFn: ({ row, enabled }: { row: WarehouseRow; enabled: boolean }) => setWarehouseStatus(row.id, enabled, row.version),
    onSuccess: () => void message.success(t('common:saved')),
    onSettled: refresh,
  });
  const makeDefault = useMutation({
    mutationFn: (row: WarehouseRow) => makeDefaultWarehouse(row.id, row.version),
    onSuccess: (saved) => void message.success(t('warehouse:default_done', { name: saved.name })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteWarehouse,
    onSuccess: () => void message.success(t('common:deleted')),
    onSettled: refresh,
  });

  const columns: TableColumnsType<WarehouseRow> = [
    {
      title: t('warehouse:field.name'), dataIndex: 'name', sorter: true, width: 180,
      render: (name: string, row) => (
        <span className="warehouse-name">
          <span>{name}</span>
          {row.isDefault ? <Tag color="blue" data-testid={`warehouse-default-${row.id}`}>{t('warehouse:default')}</Tag> : null}
        </span>
      ),
    },
    { title: t('warehouse:field.code'), dataIndex: 'code', sorter: true, width: 100, render: (code: string) => <code className="warehouse-code">{code}</code> },
    {
      // Street and postcode, then the place: city, region (when it differs) and country in the interface language.
      title: t('warehouse:field.address'), key: 'address',
      render: (_: unknown, row) => (
        <span className="warehouse-address">
          <span className="warehouse-street">{[row.address, row.postcode].filter(Boolean).join(' · ') || '—'}</span>
          <span className="warehouse-place">{[row.city, row.region !== row.city ? row.region : '', countryName(row.country, i18n.language)].filter(Boolean).join(', ')}</span>
        </span>
      ),
    },
    {
      title: t('warehouse:field.contact'), key: 'contact', width: 150,
      render: (_: unknown, row) => (row.contactName || row.contactPhone ? (
        <span className="warehouse-contact"><span>{row.contactName || '—'}</span><span className="warehouse-phone">{row.contactPhone}</span></span>
      ) : '—'),
    },
    {
      title: t('warehouse:field.enabled'), dataIndex: 'enabled', width: 80,
      render: (enabled: boolean, row) => {
        const control = (
          <Switch
            checked={enabled}
            disabled={!can('setting_warehouse_status') || row.isDefault}
            loading={status.isPending && status.variables?.row.id === row.id}
            aria-label={t('warehouse:toggle', { name: row.name })}
            data-testid={`warehouse-status-${row.id}`}
            onChange={(checked) => status.mutate({ row, enabled: checked })}
          />
        );
        // The default warehouse stays enabled: say why the switch does not move.
        return row.isDefault ? <Tooltip title={t('warehouse:default_stays_enabled')}>{control}</Tooltip> : control;
      },
    },
    ...(can('setting_warehouse_edit') || can('setting_warehouse_del') ? [{
      title: t('common:actions'), key: 'actions', fixed: 'right' as const, width: 270,
      render: (_: unknown, row: WarehouseRow) => (
        <Space size={0} wrap>
          {can('setting_warehouse_edit') ? (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid={`warehouse-edit-${row.id}`}>{t('common:action.edit')}</Button>
          ) : null}
          {can('setting_warehouse_edit') && !row.isDefault && row.enabled ? (
            <Popconfirm
              title={t('warehouse:confirm_default', { name: row.name })}
              okText={t('warehouse:make_default')}
              cancelText={t('common:action.cancel')}
              okButtonProps={{ 'data-testid': `warehouse-make-default-confirm-${row.id}` }}
              onConfirm={() => makeDefault.mutateAsync(row).catch(() => undefined)}
            >
              <Button type="link" size="small" icon={<StarOutlined />} data-testid={`warehouse-make-default-${row.id}`}>{t('warehouse:make_default')}</Button>
            </Popconfirm>
          ) : null}
          {can('setting_warehouse_del') && !row.isDefault ? (
            <Popconfirm
              title={t('warehouse:confirm_delete', { name: row.name })}
              description={t('warehouse:confirm_delete_hint')}
              okText={t('common:action.delete')}
              cancelText={t('common:action.cancel')}
              okButtonProps={{ danger: true, 'data-testid': `warehouse-delete-confirm-${row.id}` }}
              onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`warehouse-delete-${row.id}`}>{t('common:action.delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    }] : []),
  ];

  return (
    <>
      <ListPage<WarehouseRow>
        title={t('warehouse:title')}
        testId="warehouse-list"
        actions={can('setting_warehouse_add')
          ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="warehouse-add">{t('warehouse:add')}</Button>
          : null}
        filterKeys={FILTER_KEYS}
        filters={
          <>
            <Form.Item name="keyword"><Input allowClear placeholder={t('warehouse:keyword_placeholder')} aria-label={t('warehouse:keyword_placeholder')} style={{ width: 220 }} /></Form.Item>
            <Form.Item name="status">
              <Select allowClear placeholder={t('warehouse:field.enabled')} aria-label={t('warehouse:field.enabled')} style={{ width: 130 }}
                options={[{ value: 'enabled', label: t('common:status.enabled') }, { value: 'disabled', label: t('common:status.disabled') }]} />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={warehouseKeys.list}
        fetch={fetchWarehouseList}
        scrollX={1000}
      />
      <WarehouseFormModal warehouse={editing} onClose={() => setEditing(null)} />
    </>
  );
}
