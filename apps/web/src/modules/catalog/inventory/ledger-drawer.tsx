import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryRow, LedgerRow } from '@shop/shared/api/catalog-inventory';
import { PAGER } from '@shop/shared/constants';
import { pickLocalized } from '../../../components/localized.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { fetchLedger, inventoryKeys } from './api.ts';

/**
 * The stock ledger of one row's SKU in its warehouse, newest first: a variant row asks for that
 * variant's entries only; a single-specification product's row for the product's.
 */
export function LedgerDrawer({ row, onClose }: { row: InventoryRow | null; onClose: () => void }): ReactNode {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const small = useUi().stage === 'small';
  const [pager, setPager] = useState({ page: 1, pageSize: PAGER.defaultPageSize as number });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- page 1 for a new row; needs a keyed drawer
  useEffect(() => setPager({ page: 1, pageSize: PAGER.defaultPageSize }), [row]);
  const query = row
    ? { productId: row.productId, variantId: row.variantId ?? undefined, warehouseId: row.warehouseId, ...pager }
    : {};
  const ledger = useQuery({
    queryKey: inventoryKeys.ledger(query),
    queryFn: () => fetchLedger(query),
    enabled: row !== null,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<LedgerRow> = [
    {
      title: t('inventory:field.time'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('inventory:field.delta'),
      dataIndex: 'delta',
      width: 90,
      align: 'right',
      render: (v: number) => <span className={v < 0 ? 'stock-out' : 'stock-in'}>{v > 0 ? `+${v}` : v}</span>,
    },
    { title: t('inventory:field.balance'), dataIndex: 'balanceAfter', width: 90, align: 'right' },
    {
      title: t('inventory:field.reason'),
      dataIndex: 'reason',
      width: 110,
      render: (v: string) => t(`inventory:reason.${v}`),
    },
    { title: t('inventory:field.note'), dataIndex: 'note', width: 180, ellipsis: true },
    { title: t('inventory:field.actor'), dataIndex: 'actorName', width: 110, ellipsis: true },
  ];

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={small ? '100%' : 900}
      title={row ? t('inventory:ledger_of', { sku: row.sku, warehouse: row.warehouseName }) : t('inventory:ledger')}
      destroyOnHidden
    >
      {row ? <p className="form-hint">{pickLocalized(row.productName, i18n.language)}</p> : null}
      <Table<LedgerRow>
        data-testid="ledger-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={ledger.data?.list ?? []}
        loading={ledger.isFetching}
        scroll={{ x: 810 }}
        pagination={{
          current: pager.page,
          pageSize: pager.pageSize,
          total: ledger.data?.total ?? 0,
          pageSizeOptions: PAGER.pageSizes.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('common:pager.total', { total }),
          onChange: (page, pageSize) => setPager({ page: pageSize === pager.pageSize ? page : 1, pageSize }),
        }}
      />
    </Drawer>
  );
}
