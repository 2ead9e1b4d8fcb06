import '../catalog-screens.css';
import { HistoryOutlined, SlidersOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { InventoryRow } from '@shop/shared/api/catalog-inventory';
import { ListPage } from '../../../components/list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { fetchInventory, fetchWarehouses, inventoryKeys } from './api.ts';
import { LedgerDrawer } from './ledger-drawer.tsx';

// `low` is the query string of the top bar's stock-warning counter (/product/inventory?low=1).
const FILTER_KEYS = ['keyword', 'warehouseId', 'productId', 'low'] as const;

/** /product/inventory: stock per SKU and warehouse, the low-stock view, adjustments and the ledger. */
export function InventoryListPage(): ReactNode {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const [ledgerOf, setLedgerOf] = useState<InventoryRow | null>(null);
  const warehouses = useQuery({ queryKey: inventoryKeys.warehouses, queryFn: fetchWarehouses, staleTime: 60_000 });
  const low = search.get('low') === '1' || search.get('low') === 'true';

  const setView = (lowOnly: boolean) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (lowOnly) next.set('low', '1');
    else next.delete('low');
    setSearch(next);
  };

  const columns: TableColumnsType<InventoryRow> = [
    {
      title: t('inventory:field.product'),
      key: 'product',
      width: 180,
      ellipsis: true,
      render: (_: unknown, row) => pickLocalized(row.productName, i18n.language),
    },
    { title: t('inventory:field.sku'), dataIndex: 'sku', width: 130 },
    { title: t('inventory:field.warehouse'), dataIndex: 'warehouseName', width: 130 },
    {
      title: t('inventory:field.quantity'),
      dataIndex: 'quantity',
      width: 110,
      align: 'right',
      sorter: true,
      render: (v: number, row) => <span data-testid={`stock-${row.id}`}>{v}</span>,
    },
    { title: t('inventory:field.product_stock'), dataIndex: 'productStock', width: 110, align: 'right' },
    { title: t('inventory:field.threshold'), dataIndex: 'lowStockThreshold', width: 90, align: 'right' },
    {
      title: t('inventory:field.state'),
      key: 'state',
      width: 100,
      render: (_: unknown, row) =>
        row.productStock === 0 ? (
          <Tag color="red" className="catalog-tag">
            {t('inventory:out_of_stock')}
          </Tag>
        ) : row.low ? (
          <Tag color="gold" className="catalog-tag">
            {t('inventory:low')}
          </Tag>
        ) : (
          <Tag color="success" className="catalog-tag">
            {t('inventory:normal')}
          </Tag>
        ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('catalog_product_inventory_adjust') ? (
            <Button
              type="link"
              size="small"
              icon={<SlidersOutlined />}
              onClick={() => setAdjusting(row)}
              data-testid={`adjust-${row.id}`}
            >
              {t('inventory:adjust')}
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => setLedgerOf(row)}
            data-testid={`ledger-${row.id}`}
          >
            {t('inventory:ledger')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<InventoryRow>
        title={low ? t('inventory:low_title') : t('inventory:title')}
        testId="inventory-list"
        actions={
          <Radio.Group
            optionType="button"
            value={low ? 'low' : 'all'}
            onChange={(e) => setView(e.target.value === 'low')}
            options={[
              { value: 'all', label: t('inventory:view_all') },
              { value: 'low', label: t('inventory:view_low') },
            ]}
            data-testid="inventory-view"
          />
        }
        filterKeys={FILTER_KEYS}
        filters={
          <>
            <Form.Item name="keyword">
              <Input allowClear placeholder={t('inventory:keyword_placeholder')} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="warehouseId">
              <Select
                allowClear
                placeholder={t('inventory:field.warehouse')}
                aria-label={t('inventory:field.warehouse')}
                style={{ width: 170 }}
                options={(warehouses.data ?? []).map((w) => ({
                  value: String(w.id),
                  label: w.enabled ? w.name : t('inventory:disabled_warehouse', { name: w.name }),
                }))}
              />
            </Form.Item>
            <Form.Item name="productId" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="low" hidden>
              <Input />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={inventoryKeys.list}
        fetch={fetchInventory}
        scrollX={1080}
      />
      <AdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />
      <LedgerDrawer row={ledgerOf} onClose={() => setLedgerOf(null)} />
    </>
  );
}
