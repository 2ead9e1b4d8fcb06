import { Alert, Button, Popconfirm, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bankAuditApi, bankOwnApi } from '@shop/shared/api/supply-bank';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import type { OwnSection } from '../supplier/extensions.ts';
import { bankOwn, overviewKey } from './api.ts';
import { AccountDescriptions, HistoryTable, HoldAlert, MatchList, StatusTag, when } from './parts.tsx';
import { RequestForm } from './request-form.tsx';
import './bank.css';

/**
 * The bank account in the supplier's own view: the current account (number masked but its last
 * 4), the pending change, the payout hold and its reason, the requests, and (for the supplier's
 * users) a change request and the withdrawal of a pending one. Staff see it read-only.
 */
function BankOwnSection({ supplierId, readOnly }: { supplierId: number | null; readOnly: boolean }): ReactNode {
  const { t } = useTranslation(['bank', 'common']);
  const can = useCan();
  const [requesting, setRequesting] = useState(false);
  const staff = supplierId !== null;
  const allowed = staff ? can(bankAuditApi.supplier.permission) : can(bankOwnApi.overview.permission);
  const overview = useQuery({
    queryKey: staff ? overviewKey.staff(supplierId) : overviewKey.own,
    queryFn: () => (staff ? callApi(bankAuditApi.supplier, { supplierId }) : callApi(bankOwnApi.overview)),
    enabled: allowed,
  });
  const withdraw = bankOwn.useChange('withdraw', { onSuccess: () => notify.success(t('bank:withdrawn_done')) });
  if (!allowed) return null;
  if (overview.isPending) return <Skeleton active />;
  if (overview.isError) return <Alert type="error" showIcon title={t('bank:load_failed')} />;
  const data = overview.data;
  const acts = !readOnly && !staff && data.hasProfile;
  const pending = data.pending;
  return (
    <div data-testid="bank-own">
      <div className="bank-block">
        <HoldAlert hold={data.hold} />
      </div>
      <div className="bank-block">
        <div className="bank-block-head">
          <span>{t('bank:current')}</span>
          {acts && !pending ? (
            <Button type="primary" onClick={() => setRequesting(true)} data-testid="bank-request">
              {t('bank:request')}
            </Button>
          ) : null}
        </div>
        {data.hasProfile ? (
          <AccountDescriptions account={data.current} />
        ) : (
          <Alert type="info" showIcon title={t('bank:no_profile')} />
        )}
      </div>
      {pending ? (
        <div className="bank-block" data-testid="bank-pending">
          <div className="bank-block-head">
            <Space wrap>
              <span>{t('bank:pending')}</span>
              <StatusTag status={pending.status} />
              <span className="bank-muted">{when(pending.createdAt)}</span>
            </Space>
            {acts ? (
              <Popconfirm
                title={t('bank:withdraw_confirm')}
                okText={t('bank:withdraw')}
                cancelText={t('common:action.cancel')}
                onConfirm={() => withdraw.mutateAsync({ id: pending.id })}
              >
                <Button danger loading={withdraw.isPending} data-testid="bank-withdraw">
                  {t('bank:withdraw')}
                </Button>
              </Popconfirm>
            ) : null}
          </div>
          <AccountDescriptions account={pending} />
          <div style={{ marginTop: 8 }}>
            <span className="bank-muted">{t('bank:compared_with')}</span>
            <MatchList row={pending} />
          </div>
        </div>
      ) : null}
      <div className="bank-block">
        <div className="bank-block-head">{t('bank:history')}</div>
        <HistoryTable rows={data.history} />
      </div>
      {acts ? (
        <RequestForm open={requesting} coolingDays={data.coolingDays} onClose={() => setRequesting(false)} />
      ) : null}
    </div>
  );
}

export const ownSection: OwnSection = {
  key: 'bank',
  order: 60,
  labelKey: 'bank:section',
  Component: BankOwnSection,
};
