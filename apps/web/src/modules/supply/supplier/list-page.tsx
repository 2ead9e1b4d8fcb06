import { EditOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPLIER_STATES } from '@shop/shared/api/supplier-standing';
import type { SupplierRow } from '@shop/shared/api/supply-supplier';
import { dateTimeColumn, idColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { SupplierActions } from './actions-menu.tsx';
import { infoPath, supplierScreen } from './api.ts';
import { SupplierFormModal } from './form.tsx';
import { StateTag } from './state-tag.tsx';
import './supplier.css';

const FILTER_KEYS = ['state', 'licenceWithin'] as const;
const LICENCE_WINDOWS = [0, 30, 60, 90];

/** A licence expiry: red once expired, orange within 30 days. */
export function LicenceDate({ day }: { day: string | null }): ReactNode {
  const { t } = useTranslation('supplier');
  if (!day) return <span className="supplier-muted">—</span>;
  const left = dayjs(day).diff(dayjs().startOf('day'), 'day');
  const cls = left < 0 ? 'supplier-expired' : left <= 30 ? 'supplier-expiring' : undefined;
  return (
    <span className={cls} title={left < 0 ? t('expired') : left <= 30 ? t('expires_in', { count: left }) : undefined}>
      {day}
    </span>
  );
}

/** /supplier/supplierlist: the register with its standing, level, group and licence expiry. */
export function SupplierListPage(): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const can = useCan();
  const dialog = useActionDialog();
  const columns: TableColumnsType<SupplierRow> = [
    idColumn(t('supplier:field.id')),
    {
      title: t('supplier:field.name'),
      key: 'name',
      width: 240,
      render: (_: unknown, row) => (
        <div className="supplier-name-cell">
          {can('supply_supplier_info') ? (
            <Link to={infoPath(row.id)} data-testid={`supplier-name-${row.id}`}>
              {row.name}
            </Link>
          ) : (
            row.name
          )}
          <div className="supplier-muted">{row.enterpriseName || '—'}</div>
        </div>
      ),
    },
    { title: t('supplier:field.taxId'), dataIndex: 'taxId', width: 190, render: (v: string) => v || '—' },
    {
      title: t('supplier:field.state'),
      key: 'state',
      width: 170,
      render: (_: unknown, row) => <StateTag state={row.state} until={row.stateUntil} reason={row.stateReason} />,
    },
    { title: t('supplier:field.level'), dataIndex: 'levelName', width: 100, render: (v: string | null) => v ?? '—' },
    { title: t('supplier:field.group'), dataIndex: 'groupName', width: 110, render: (v: string | null) => v ?? '—' },
    {
      title: t('supplier:field.licenceExpiresOn'),
      dataIndex: 'licenceExpiresOn',
      width: 130,
      sorter: true,
      render: (v: string | null) => <LicenceDate day={v} />,
    },
    dateTimeColumn(t('supplier:field.createdAt'), 'createdAt', { sorter: true, width: 150 }),
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('supply_supplier_edit') ? (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => dialog.open('edit', row.id)}
              data-testid={`supplier-edit-${row.id}`}
            >
              {t('common:action.edit')}
            </Button>
          ) : null}
          <SupplierActions supplier={row} />
        </Space>
      ),
    },
  ];
  return (
    <CrudListPage<SupplierRow>
      screen={supplierScreen}
      columns={columns}
      scrollX={1250}
      filterKeys={FILTER_KEYS}
      filters={
        <>
          <SelectFilter
            name="state"
            placeholder={t('supplier:field.state')}
            label={t('supplier:field.state')}
            width={150}
            testId="supplier-state-filter"
            options={SUPPLIER_STATES.map((s) => ({ value: s, label: t(`supplier:state.${s}`) }))}
          />
          <SelectFilter
            name="licenceWithin"
            placeholder={t('supplier:licence_filter')}
            label={t('supplier:licence_filter')}
            width={190}
            options={LICENCE_WINDOWS.map((d) => ({
              value: String(d),
              label: d === 0 ? t('supplier:licence_expired') : t('supplier:licence_within', { count: d }),
            }))}
          />
        </>
      }
    >
      <SupplierFormModal />
    </CrudListPage>
  );
}
