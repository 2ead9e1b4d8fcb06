import { StarOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TaxClassRow } from '@shop/shared/api/tax';
import { useRowActionsColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import { taxClasses, taxClassScreen } from './api.ts';
import { TaxClassFormModal } from './class-form.tsx';
import './tax.css';

/**
 * /taxclass: the classes products are taxed by. One class is the default (products without a class
 * of their own are taxed by it); it cannot be deleted, nor can a class a product or rule uses.
 */
export function TaxClassListPage(): ReactNode {
  const { t } = useTranslation(['tax-class', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const makeDefault = taxClasses.useChange('default', {
    onSuccess: (saved) => void message.success(t('tax-class:default_done', { name: saved.name })),
  });
  const actions = useRowActionsColumn<TaxClassRow>({
    screen: taxClassScreen,
    width: 310,
    extra: [
      {
        permission: 'setting_taxclass',
        render: (row) =>
          row.isDefault ? null : (
            <Popconfirm
              title={t('tax-class:confirm_default', { name: row.name })}
              description={
                <span className="tax-confirm">{t('tax-class:confirm_default_hint', { name: row.name })}</span>
              }
              okText={t('tax-class:make_default')}
              cancelText={t('common:action.cancel')}
              okButtonProps={{ 'data-testid': `tax-class-make-default-confirm-${row.id}` }}
              onConfirm={() => makeDefault.mutateAsync({ id: row.id, version: row.version }).catch(() => undefined)}
            >
              <Button type="link" size="small" icon={<StarOutlined />} data-testid={`tax-class-make-default-${row.id}`}>
                {t('tax-class:make_default')}
              </Button>
            </Popconfirm>
          ),
      },
    ],
    remove: {
      confirm: (row) => t('tax-class:confirm_delete', { name: row.name }),
      description: t('tax-class:confirm_delete_hint'),
      blocked: (row) =>
        row.isDefault
          ? t('tax-class:default_locked')
          : row.productCount > 0 || row.ruleCount > 0
            ? t('tax-class:in_use', { products: row.productCount, rules: row.ruleCount })
            : null,
    },
  });
  const columns: TableColumnsType<TaxClassRow> = [
    {
      title: t('tax-class:field.name'),
      dataIndex: 'name',
      sorter: true,
      width: 200,
      render: (name: string, row) => (
        <span className="tax-name">
          <span data-testid="tax-class-name">{name}</span>
          {row.isDefault ? (
            <Tag color="blue" data-testid={`tax-class-default-${row.id}`}>
              {t('tax-class:default')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('tax-class:field.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (text: string) => text || <span className="tax-muted">{t('tax-class:no_description')}</span>,
    },
    {
      title: t('tax-class:field.rules'),
      dataIndex: 'ruleCount',
      width: 100,
      align: 'right',
      render: (count: number, row) =>
        can('setting_tax') ? (
          <Link to={`/tax?classId=${row.id}`} data-testid={`tax-class-rules-${row.id}`}>
            {count}
          </Link>
        ) : (
          count
        ),
    },
    { title: t('tax-class:field.products'), dataIndex: 'productCount', width: 100, align: 'right' },
    ...actions,
  ];

  return (
    <CrudListPage<TaxClassRow> screen={taxClassScreen} columns={columns} scrollX={960}>
      <TaxClassFormModal />
    </CrudListPage>
  );
}
