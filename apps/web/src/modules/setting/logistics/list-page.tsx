import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogisticsProviderInfo, LogisticsProviderRow } from '@shop/shared/api/logistics-provider';
import { useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { logisticsProviderScreen } from './api.ts';
import { LogisticsProviderFormModal } from './form.tsx';
import './logistics-provider.css';

/**
 * /logistics: the carriers shipments go with. A provider that shipments went with cannot be
 * deleted (the button says why); disabling it takes it out of the shipment form.
 */
export function LogisticsProviderListPage(): ReactNode {
  const { t } = useTranslation(['logistics-provider', 'common']);
  const status = useStatusColumn<LogisticsProviderRow, LogisticsProviderInfo>({
    screen: logisticsProviderScreen,
    title: t('logistics-provider:field.enabled'),
    width: 90,
    ariaLabel: (row) => t('logistics-provider:toggle', { name: row.name }),
    doneText: (saved) =>
      t(saved.enabled ? 'logistics-provider:enabled_done' : 'logistics-provider:disabled_done', { name: saved.name }),
  });
  const actions = useRowActionsColumn<LogisticsProviderRow>({
    screen: logisticsProviderScreen,
    remove: {
      confirm: (row) => t('logistics-provider:confirm_delete', { name: row.name }),
      description: t('logistics-provider:confirm_delete_hint'),
      blocked: (row) => (row.shipmentCount > 0 ? t('logistics-provider:in_use', { count: row.shipmentCount }) : null),
    },
  });
  const columns: TableColumnsType<LogisticsProviderRow> = [
    {
      title: t('logistics-provider:field.name'),
      dataIndex: 'name',
      sorter: true,
      width: 180,
      render: (name: string) => <span data-testid="provider-name">{name}</span>,
    },
    {
      title: t('logistics-provider:field.code'),
      dataIndex: 'code',
      sorter: true,
      width: 110,
      render: (code: string) => <code className="provider-code">{code}</code>,
    },
    {
      title: t('logistics-provider:field.trackingUrl'),
      dataIndex: 'trackingUrl',
      render: (url: string) =>
        url ? (
          <span className="provider-url" title={url}>
            {url}
          </span>
        ) : (
          <span className="provider-muted">{t('logistics-provider:no_tracking')}</span>
        ),
    },
    { title: t('logistics-provider:field.sort'), dataIndex: 'sort', width: 80, sorter: true },
    {
      title: t('logistics-provider:field.carriesBatteries'),
      dataIndex: 'carriesBatteries',
      width: 120,
      render: (carries: boolean) =>
        carries ? (
          <Tag color="blue" data-testid="provider-batteries">
            {t('logistics-provider:batteries_yes')}
          </Tag>
        ) : (
          <span className="provider-muted" data-testid="provider-batteries">
            {t('logistics-provider:batteries_no')}
          </span>
        ),
    },
    {
      title: t('logistics-provider:field.shipments'),
      dataIndex: 'shipmentCount',
      width: 100,
      align: 'right',
    },
    status,
    ...actions,
  ];

  return (
    <CrudListPage<LogisticsProviderRow> screen={logisticsProviderScreen} columns={columns} scrollX={1080}>
      <LogisticsProviderFormModal />
    </CrudListPage>
  );
}
