import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyRow } from '@shop/shared/api/currency';
import { EnabledFilter, KeywordFilter } from '../../../components/crud/filters.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { useCurrencyFormatsVersion } from '../../../lib/currency-formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { currencies } from './api.ts';
import { CurrencyFormModal } from './form.tsx';
import { DefaultSwitchDialog } from './default-dialog.tsx';
import { RateHistoryDrawer } from './history-drawer.tsx';
import { rateText } from './rates.ts';
import { useCurrencyDialog } from './use-currency-dialog.ts';

const SAMPLE = 123456789;

/**
 * /currency: the currencies orders are checked out in, the default first. The default is never
 * disabled nor deleted; making another one the default asks first and recomputes every rate. A
 * currency orders or products use is disabled rather than deleted.
 */
export function CurrencyListPage(): ReactNode {
  const { t, i18n } = useTranslation(['currency', 'common']);
  // the sample amounts are drawn with the money formats: drawn again when a change refreshes them
  useCurrencyFormatsVersion();
  const { message } = App.useApp();
  const dialog = useCurrencyDialog();
  const [switching, setSwitching] = useState<CurrencyRow | null>(null);
  const status = currencies.useChange('status', {
    onSuccess: (c) =>
      void message.success(t(c.enabled ? 'currency:enabled_done' : 'currency:disabled_done', { code: c.code })),
  });
  const remove = currencies.useChange('del', { onSuccess: () => void message.success(t('common:deleted')) });

  const deleteBlocked = (row: CurrencyRow): string | null => {
    if (row.isBase) return t('currency:default_locked');
    if (row.orderCount > 0 || row.productCount > 0)
      return t('currency:in_use', { orders: row.orderCount, products: row.productCount });
    return null;
  };

  const actions = (row: CurrencyRow) => {
    const blocked = deleteBlocked(row);
    return (
      <Space size={0} wrap>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => dialog.open('edit', row.code)}
          data-testid={`currency-edit-${row.code}`}
        >
          {t('common:action.edit')}
        </Button>
        {row.isBase ? null : (
          <Tooltip title={row.enabled ? null : t('currency:enable_first')}>
            <Button
              type="link"
              size="small"
              icon={<StarOutlined />}
              disabled={!row.enabled}
              onClick={() => setSwitching(row)}
              data-testid={`currency-default-${row.code}`}
            >
              {t('currency:make_default')}
            </Button>
          </Tooltip>
        )}
        <Button
          type="link"
          size="small"
          icon={<HistoryOutlined />}
          onClick={() => dialog.open('history', row.code)}
          data-testid={`currency-history-${row.code}`}
        >
          {t('currency:history')}
        </Button>
        {blocked ? (
          <Tooltip title={blocked}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled
              aria-label={`${t('common:action.delete')}: ${blocked}`}
            >
              {t('common:action.delete')}
            </Button>
          </Tooltip>
        ) : (
          <Popconfirm
            title={t('currency:confirm_delete', { code: row.code })}
            description={t('currency:confirm_delete_hint')}
            okText={t('common:action.delete')}
            cancelText={t('common:action.cancel')}
            okButtonProps={{ danger: true, 'data-testid': `currency-delete-confirm-${row.code}` }}
            onConfirm={() => remove.mutateAsync({ code: row.code }).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid={`currency-delete-${row.code}`}
            >
              {t('common:action.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

  const columns: TableColumnsType<CurrencyRow> = [
    {
      title: t('currency:field.code'),
      dataIndex: 'code',
      sorter: true,
      width: 110,
      render: (code: string, row) => (
        <Space size={4}>
          <code data-testid="currency-code">{code}</code>
          {row.isBase ? (
            <Tag color="blue" data-testid={`currency-is-default-${code}`}>
              {t('currency:default')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { title: t('currency:field.name'), dataIndex: 'name', sorter: true, width: 180 },
    {
      title: t('currency:field.symbol'),
      dataIndex: 'symbol',
      width: 120,
      render: (symbol: string, row) => (
        <Tooltip title={t(row.symbolRight ? 'currency:side.right' : 'currency:side.left')}>
          <span>{symbol}</span>
        </Tooltip>
      ),
    },
    { title: t('currency:field.decimals'), dataIndex: 'decimals', width: 90, align: 'right' },
    {
      title: t('currency:sample'),
      key: 'sample',
      width: 170,
      render: (_: unknown, row) => (
        <span data-testid={`currency-sample-${row.code}`}>{formatMoney(SAMPLE, row.code, i18n.language)}</span>
      ),
    },
    {
      title: t('currency:field.rate'),
      dataIndex: 'rate',
      sorter: true,
      width: 150,
      align: 'right',
      render: (rate: number, row) => <span data-testid={`currency-rate-${row.code}`}>{rateText(rate)}</span>,
    },
    {
      title: t('currency:usage'),
      key: 'usage',
      width: 150,
      render: (_: unknown, row) => t('currency:usage_text', { orders: row.orderCount, products: row.productCount }),
    },
    {
      title: t('currency:field.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, row) => (
        <Tooltip title={row.isBase ? t('currency:default_locked') : null}>
          <Switch
            size="small"
            checked={enabled}
            disabled={row.isBase}
            loading={status.isPending && status.variables?.code === row.code}
            aria-label={t('currency:toggle', { code: row.code })}
            onChange={(on) => status.mutate({ code: row.code, status: on, version: row.version })}
            data-testid={`currency-status-${row.code}`}
          />
        </Tooltip>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 300,
      render: (_: unknown, row) => actions(row),
    },
  ];

  return (
    <>
      <ListPage<CurrencyRow>
        title={t('currency:title')}
        testId="currency-list"
        filters={
          <>
            <KeywordFilter placeholder={t('currency:keyword_placeholder')} />
            <EnabledFilter label={t('currency:field.enabled')} />
          </>
        }
        filterKeys={['keyword', 'status']}
        actions={
          <>
            <Button
              icon={<HistoryOutlined />}
              onClick={() => dialog.open('history')}
              data-testid="currency-history-all"
            >
              {t('currency:history_all')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => dialog.open('add')}
              data-testid="currency-add"
            >
              {t('currency:add')}
            </Button>
          </>
        }
        columns={columns}
        rowKey="code"
        queryKey={currencies.keys.list}
        fetch={currencies.fetchList as never}
        scrollX={1300}
      />
      <CurrencyFormModal dialog={dialog} />
      <RateHistoryDrawer dialog={dialog} />
      <DefaultSwitchDialog currency={switching} onClose={() => setSwitching(null)} />
    </>
  );
}
