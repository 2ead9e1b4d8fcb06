import { ArrowLeftOutlined, EditOutlined, ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Result, Skeleton, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { supplierRegisterApi } from '@shop/shared/api/supply-supplier';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { SupplierActions } from './actions-menu.tsx';
import { LIST_PATH, infoPath, suppliers } from './api.ts';
import { ChangesTab } from './changes-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { supplierTabs } from './extensions.ts';
import { DuplicateAlert, SupplierFormModal } from './form.tsx';
import { LicenceDate } from './list-page.tsx';
import { MerchantCenter } from './merchant-center.tsx';
import { ProductsTab, OrdersTab } from './linked-tabs.tsx';
import { ProfileView } from './profile-view.tsx';
import { StateTag } from './state-tag.tsx';
import { TrailTab } from './trail-tab.tsx';
import './supplier.css';

/**
 * /supplier/supplierinfo/:id: the supplier's standing and actions, then tabs: profile, documents,
 * products, orders, trail, profile changes, and the tabs the other supply parts add.
 * `?view=supplier` shows its merchant center read-only, as the supplier sees it (audited).
 */
export function SupplierDetailPage(): ReactNode {
  const extra = supplierTabs();
  // the parts' tab labels are in their own namespaces
  const { t } = useTranslation(['supplier', 'common', ...new Set(extra.map((x) => x.labelKey.split(':')[0]!))]);
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const can = useCan();
  const dialog = useActionDialog();
  const info = useQuery({
    queryKey: suppliers.keys.info(id),
    queryFn: () => callApi(supplierRegisterApi.info, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!Number.isInteger(id) || id <= 0 || info.isError)
    return <Result status="404" title={t('supplier:not_found')} extra={<Link to={LIST_PATH}>{t('title')}</Link>} />;
  if (!info.data) return <Skeleton active className="page-card" />;
  const s = info.data;

  if (search.get('view') === 'supplier')
    return (
      <section className="page-card" data-testid="supplier-view-as">
        <Alert
          type="info"
          showIcon
          message={t('supplier:view_as_notice', { name: s.name })}
          action={
            <Link to={infoPath(id)}>
              <Button size="small" icon={<ArrowLeftOutlined />}>
                {t('supplier:back_to_detail')}
              </Button>
            </Link>
          }
          style={{ marginBottom: 16 }}
        />
        <MerchantCenter supplierId={id} readOnly />
      </section>
    );

  const tab = search.get('tab') ?? 'profile';
  const items = [
    { key: 'profile', label: t('supplier:tab.profile'), children: <ProfileView profile={s.profile} /> },
    { key: 'documents', label: t('supplier:tab.documents'), children: <DocumentsTab supplierId={id} /> },
    { key: 'products', label: t('supplier:tab.products'), children: <ProductsTab supplierId={id} /> },
    { key: 'orders', label: t('supplier:tab.orders'), children: <OrdersTab supplierId={id} /> },
    { key: 'trail', label: t('supplier:tab.trail'), children: <TrailTab supplierId={id} /> },
    {
      key: 'changes',
      label: s.counts.pendingChanges
        ? `${t('supplier:tab.changes')} (${s.counts.pendingChanges})`
        : t('supplier:tab.changes'),
      children: <ChangesTab supplierId={id} />,
    },
    ...extra
      .filter((x) => !x.permission || can(x.permission))
      .map((x) => ({ key: x.key, label: t(x.labelKey), children: <x.Component supplierId={id} /> })),
  ];
  return (
    <section className="page-card supplier-detail" data-testid="supplier-detail">
      <div className="page-title-row">
        <h2>
          {s.name} <StateTag state={s.state} until={s.stateUntil} reason={s.stateReason} />
        </h2>
        <Space wrap>
          <Link to={`${infoPath(id)}?view=supplier`}>
            <Button icon={<ShopOutlined />} data-testid="supplier-view-as-button">
              {t('supplier:view_as')}
            </Button>
          </Link>
          {can('supply_supplier_edit') ? (
            <Button icon={<EditOutlined />} onClick={() => dialog.open('edit', id)} data-testid="supplier-edit">
              {t('common:action.edit')}
            </Button>
          ) : null}
          <SupplierActions supplier={s} size="middle" />
        </Space>
      </div>
      {s.standing.reason && (s.state === 'suspended' || s.state === 'banned' || s.state === 'disabled') ? (
        <Alert
          type={s.state === 'disabled' ? 'error' : 'warning'}
          showIcon
          style={{ marginBottom: 16 }}
          message={t(`supplier:standing.${s.state}`, {
            until: s.stateUntil
              ? t('supplier:until_short', { date: dayjs(s.stateUntil).format('YYYY-MM-DD HH:mm') })
              : t('supplier:until_staff'),
          })}
          description={t('supplier:standing_reason', { reason: s.standing.reason })}
        />
      ) : null}
      {s.duplicates.length > 0 ? <DuplicateAlert duplicates={s.duplicates} /> : null}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} className="supplier-summary">
        <Descriptions.Item label={t('supplier:field.enterpriseName')}>{s.enterpriseName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('supplier:field.level')}>{s.levelName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('supplier:field.group')}>{s.groupName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('supplier:field.licenceExpiresOn')}>
          <LicenceDate day={s.licenceExpiresOn} />
        </Descriptions.Item>
        <Descriptions.Item label={t('supplier:count.users')}>{s.counts.users}</Descriptions.Item>
        <Descriptions.Item label={t('supplier:count.products')}>{s.counts.products}</Descriptions.Item>
        <Descriptions.Item label={t('supplier:count.documents')}>{s.counts.documents}</Descriptions.Item>
        <Descriptions.Item label={t('supplier:field.createdAt')}>
          {dayjs(s.createdAt).format('YYYY-MM-DD')}
        </Descriptions.Item>
      </Descriptions>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch((p) => ({ ...Object.fromEntries(p), tab: key }), { replace: true })}
        items={items}
      />
      <SupplierFormModal />
    </section>
  );
}
