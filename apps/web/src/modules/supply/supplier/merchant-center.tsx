import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierRegisterApi } from '@shop/shared/api/supply-supplier';
import { supplierOwnApi, supplierViewAsApi, type OwnView } from '@shop/shared/api/supply-supplier-own';
import { callApi } from '../../../lib/api-client.ts';
import { ChangeCard } from './changes-tab.tsx';
import { DocumentTable, openFile } from './documents-tab.tsx';
import { ownSections } from './extensions.ts';
import { OwnEditDialog } from './own-edit-dialog.tsx';
import { ProfileView } from './profile-view.tsx';
import { StateTag } from './state-tag.tsx';
import './supplier.css';

/**
 * The merchant center: the supplier's standing, profile (edited through a re-audit), documents and
 * the sections of the other supply parts. `supplierId` null: the signed-in supplier's own view;
 * a number: staff viewing it read-only (each view audited by the server).
 */
export function MerchantCenter({ supplierId, readOnly }: { supplierId: number | null; readOnly: boolean }): ReactNode {
  const sections = ownSections();
  const { t } = useTranslation(['supplier', 'common', ...new Set(sections.map((s) => s.labelKey.split(':')[0]!))]);
  const [editing, setEditing] = useState(false);
  const view = useQuery<OwnView>({
    queryKey: supplierId === null ? ['supplier-own'] : ['supplier-view-as', supplierId],
    queryFn: () =>
      supplierId === null ? callApi(supplierOwnApi.view) : callApi(supplierViewAsApi.viewAs, { id: supplierId }),
    // a staff view is audited: read once per visit, not on every focus
    staleTime: supplierId === null ? 0 : Infinity,
    refetchOnWindowFocus: supplierId === null,
    retry: false,
  });
  if (view.isError) return <Result status="warning" title={t('supplier:not_found')} />;
  if (!view.data) return <Skeleton active />;
  const v = view.data;
  const pending = v.change?.status === 'pending';
  const restricted = v.standing.state === 'suspended' || v.standing.state === 'banned';
  const open = (id: number) =>
    void openFile(
      supplierId === null ? callApi(supplierOwnApi.file, { id }) : callApi(supplierRegisterApi.file, { id }),
    );
  return (
    <div className="merchant-center" data-testid="merchant-center">
      <div className="page-title-row">
        <h2>
          {v.name} <StateTag state={v.standing.state} until={v.standing.until} reason={v.standing.reason} />
        </h2>
        {!readOnly ? (
          <Button
            type="primary"
            icon={<EditOutlined />}
            disabled={pending || restricted}
            title={pending ? t('supplier:pending_hint') : undefined}
            onClick={() => setEditing(true)}
            data-testid="merchant-edit"
          >
            {t('supplier:edit_profile')}
          </Button>
        ) : null}
      </div>
      {/* the shell's banner tells the supplier itself; staff viewing as the supplier see it here */}
      {restricted && readOnly ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(`supplier:standing.${v.standing.state}`, {
            until: v.standing.until
              ? t('supplier:until_short', { date: dayjs(v.standing.until).format('YYYY-MM-DD HH:mm') })
              : t('supplier:until_staff'),
          })}
          description={v.standing.reason ? t('supplier:standing_reason', { reason: v.standing.reason }) : undefined}
        />
      ) : v.standing.state === 'passed' ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('supplier:passed_hint')} />
      ) : null}
      {v.change ? (
        <div className="supplier-block">
          {pending ? (
            <Alert type="info" showIcon message={t('supplier:pending_hint')} style={{ marginBottom: 8 }} />
          ) : null}
          <ChangeCard change={v.change} readOnly />
        </div>
      ) : null}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <section>
          <h3 className="supplier-form-group">{t('supplier:tab.profile')}</h3>
          <ProfileView profile={v.profile} />
        </section>
        <section>
          <h3 className="supplier-form-group">{t('supplier:tab.documents')}</h3>
          <DocumentTable documents={v.documents} requiredKinds={v.requiredKinds} open={(d) => open(d.id)} />
        </section>
        {sections.map((s) => (
          <section key={s.key}>
            <h3 className="supplier-form-group">{t(s.labelKey)}</h3>
            <s.Component supplierId={supplierId} readOnly={readOnly} />
          </section>
        ))}
      </Space>
      {!readOnly && editing ? <OwnEditDialog view={v} open onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

/** /profile/merchant: the supplier user's own merchant center. */
export function MerchantCenterPage(): ReactNode {
  return (
    <section className="page-card" data-testid="merchant-page">
      <MerchantCenter supplierId={null} readOnly={false} />
    </section>
  );
}
