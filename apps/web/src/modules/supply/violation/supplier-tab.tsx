import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth-store.ts';
import type { SupplierTab } from '../supplier/extensions.ts';
import { EmbeddedLedger } from './embedded-ledger.tsx';
import { MarkHistory } from './mark-history.tsx';
import { Standing } from './parts.tsx';

/** The staff detail screen's tab: the supplier's standing and violations, and the marks given to it. */
function ViolationTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t } = useTranslation('violation');
  const can = useCan();
  return (
    <div data-testid="violation-supplier-tab">
      <Standing supplierId={supplierId} />
      <EmbeddedLedger supplierId={supplierId} />
      {can('supply_mark_footlist') ? (
        <>
          <Typography.Title level={5}>{t('mark.given')}</Typography.Title>
          <MarkHistory supplierId={supplierId} />
        </>
      ) : null}
    </div>
  );
}

export const supplierTab: SupplierTab = {
  key: 'violations',
  order: 50,
  labelKey: 'violation:tab.supplier',
  permission: 'supply_violation_index',
  Component: ViolationTab,
};
