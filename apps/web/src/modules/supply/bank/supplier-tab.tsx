import { Alert, Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bankAuditApi } from '@shop/shared/api/supply-bank';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { SupplierTab } from '../supplier/extensions.ts';
import { overviewKey } from './api.ts';
import { AccountDescriptions, HistoryTable, HoldAlert } from './parts.tsx';
import { BankReviewDialog } from './review-dialog.tsx';
import './bank.css';

/**
 * The bank tab of the supplier detail screen (staff, `supply_bank_audit`): the current account,
 * the payout hold and its reason, the change requests with a review of each (the dialog is in the
 * URL: `?tab=bank&action=review&id=N`, the approval queue links there).
 */
function BankTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t } = useTranslation(['bank', 'common']);
  const dialog = useActionDialog();
  const overview = useQuery({
    queryKey: overviewKey.staff(supplierId),
    queryFn: () => callApi(bankAuditApi.supplier, { supplierId }),
  });
  if (overview.isPending) return <Skeleton active />;
  if (overview.isError) return <Alert type="error" showIcon title={t('bank:load_failed')} />;
  const data = overview.data;
  return (
    <div data-testid="bank-tab">
      <div className="bank-block">
        <HoldAlert hold={data.hold} />
      </div>
      <div className="bank-block">
        <div className="bank-block-head">{t('bank:current')}</div>
        {data.hasProfile ? (
          <AccountDescriptions account={data.current} />
        ) : (
          <Alert type="info" showIcon title={t('bank:no_profile')} />
        )}
      </div>
      <div className="bank-block">
        <div className="bank-block-head">{t('bank:history')}</div>
        <HistoryTable
          rows={data.history}
          action={(row) => (
            <Button
              size="small"
              type={row.status === 'pending' ? 'primary' : 'default'}
              onClick={() => dialog.open('review', row.id)}
              data-testid={`bank-review-${row.id}`}
            >
              {row.status === 'pending' ? t('bank:review') : t('common:action.view')}
            </Button>
          )}
        />
      </div>
      <BankReviewDialog coolingDays={data.coolingDays} />
    </div>
  );
}

export const supplierTab: SupplierTab = {
  key: 'bank',
  order: 60,
  labelKey: 'bank:tab',
  permission: 'supply_bank_audit',
  Component: BankTab,
};
