import { Form, Select, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_MODES, type ShippingTemplateInfo, type ShippingTemplateRow } from '@shop/shared/api/shipping';
import { useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { shippingPaths, shippingTemplateScreen } from './api.ts';
import { estimateText } from './format.ts';
import './shipping.css';

/**
 * /shipping: the shipping templates. A template that orders were placed with cannot be deleted
 * (the button says why); disabling it takes it out of the order form.
 */
export function ShippingListPage(): ReactNode {
  const { t, i18n } = useTranslation(['shipping', 'common']);
  const nameOf = (row: ShippingTemplateRow) => pickLocalized(row.name, i18n.language) || row.code;
  const status = useStatusColumn<ShippingTemplateRow, ShippingTemplateInfo>({
    screen: shippingTemplateScreen,
    title: t('shipping:field.enabled'),
    width: 90,
    ariaLabel: (row) => t('shipping:toggle', { name: nameOf(row) }),
    doneText: (saved) => t(saved.enabled ? 'shipping:enabled_done' : 'shipping:disabled_done', { name: nameOf(saved) }),
  });
  const actions = useRowActionsColumn<ShippingTemplateRow>({
    screen: shippingTemplateScreen,
    editTo: (row) => shippingPaths.edit(row.id),
    remove: {
      confirm: (row) => t('shipping:confirm_delete', { name: nameOf(row) }),
      description: t('shipping:confirm_delete_hint'),
      blocked: (row) => (row.used ? t('shipping:in_use') : null),
    },
  });
  const columns: TableColumnsType<ShippingTemplateRow> = [
    {
      title: t('shipping:field.name'),
      key: 'name',
      width: 200,
      render: (_: unknown, row) => <span data-testid="shipping-name">{nameOf(row)}</span>,
    },
    {
      title: t('shipping:field.code'),
      dataIndex: 'code',
      sorter: true,
      width: 120,
      render: (code: string) => <code className="shipping-code">{code}</code>,
    },
    {
      title: t('shipping:field.mode'),
      dataIndex: 'mode',
      width: 120,
      render: (mode: ShippingTemplateRow['mode']) => (
        <Tag color={mode === 'weight' ? 'blue' : 'purple'}>{t(`shipping:mode.${mode}`)}</Tag>
      ),
    },
    { title: t('shipping:field.areas'), dataIndex: 'areaCount', width: 90, align: 'right' },
    {
      title: t('shipping:field.estimate'),
      key: 'estimate',
      width: 130,
      render: (_: unknown, row) =>
        estimateText(t, row.estimateMinDays, row.estimateMaxDays) || <span className="shipping-muted">—</span>,
    },
    { title: t('shipping:field.sort'), dataIndex: 'sort', width: 80, sorter: true },
    status,
    ...actions,
  ];

  return (
    <CrudListPage<ShippingTemplateRow>
      screen={shippingTemplateScreen}
      columns={columns}
      scrollX={1000}
      addTo={shippingPaths.add}
      filterKeys={['mode']}
      filters={
        <Form.Item name="mode">
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t('shipping:field.mode')}
            aria-label={t('shipping:field.mode')}
            options={SHIPPING_MODES.map((mode) => ({ value: mode, label: t(`shipping:mode.${mode}`) }))}
            data-testid="shipping-mode-filter"
          />
        </Form.Item>
      }
    />
  );
}
