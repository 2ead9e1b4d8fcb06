import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Drawer, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyApi, type CurrencyHistoryRow } from '@shop/shared/api/currency';
import { PAGER } from '@shop/shared/constants';
import { callApi } from '../../../lib/api-client.ts';
import { currencies } from './api.ts';
import { rateText } from './rates.ts';
import type { CurrencyDialog } from './use-currency-dialog.ts';

const REASON_COLOR = { add: 'green', edit: 'blue', default: 'purple' } as const;

/** The rate history, newest first: of one currency (`?action=history&code=EUR`) or of all. */
export function RateHistoryDrawer({ dialog }: { dialog: CurrencyDialog }): ReactNode {
  const { t } = useTranslation(['currency', 'common']);
  const open = dialog.action === 'history';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGER.defaultPageSize);
  const code = dialog.code ?? undefined;
  const read = useQuery({
    queryKey: [...currencies.keys.all, 'history', code ?? '', page, pageSize],
    queryFn: () => callApi(currencyApi.history, { code, page, pageSize }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<CurrencyHistoryRow> = [
    {
      title: t('currency:history_at'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => new Date(at).toLocaleString(),
    },
    ...(code ? [] : [{ title: t('currency:field.code'), dataIndex: 'code', width: 80 }]),
    {
      title: t('currency:history_reason'),
      dataIndex: 'reason',
      width: 130,
      render: (reason: CurrencyHistoryRow['reason']) => (
        <Tag color={REASON_COLOR[reason]}>{t(`currency:reason.${reason}`)}</Tag>
      ),
    },
    {
      title: t('currency:history_old'),
      dataIndex: 'oldRate',
      align: 'right',
      render: (rate: number | null) => (rate === null ? '—' : rateText(rate)),
    },
    {
      title: t('currency:history_new'),
      dataIndex: 'newRate',
      align: 'right',
      render: (rate: number) => rateText(rate),
    },
    { title: t('currency:history_base'), dataIndex: 'baseCode', width: 90 },
    { title: t('currency:history_actor'), dataIndex: 'actorName', width: 120 },
  ];
  return (
    <Drawer
      open={open}
      onClose={dialog.close}
      size={860}
      title={code ? t('currency:history_of', { code }) : t('currency:history_all')}
      destroyOnHidden
    >
      <Table<CurrencyHistoryRow>
        rowKey="id"
        size="small"
        data-testid="currency-history"
        loading={read.isFetching}
        columns={columns}
        dataSource={read.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('currency:history_empty')} /> }}
        pagination={{
          current: page,
          pageSize,
          total: read.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGER.pageSizes.map(String),
          showTotal: (total) => t('common:pager.total', { total }),
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        scroll={{ x: 760 }}
      />
    </Drawer>
  );
}
