import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViolationRow } from '@shop/shared/api/supply-violation';
import type { OwnSection } from '../supplier/extensions.ts';
import { AppealModal } from './appeal-modal.tsx';
import { EmbeddedLedger } from './embedded-ledger.tsx';
import { RowButton } from './ledger-columns.tsx';
import { Standing } from './parts.tsx';

/**
 * The supplier's violations in its own view: active points, the next sanction, when points
 * expire, its lines with their appeals and an Appeal button (its own view only, also while banned).
 */
function OwnViolations({ supplierId, readOnly }: { supplierId: number | null; readOnly: boolean }): ReactNode {
  const { t } = useTranslation('violation');
  const [appealing, setAppealing] = useState<ViolationRow | null>(null);
  const canAct = supplierId === null && !readOnly;
  return (
    <div data-testid="violation-own">
      <Standing supplierId={supplierId} />
      <EmbeddedLedger
        supplierId={supplierId}
        action={
          canAct
            ? (row) =>
                row.canAppeal ? (
                  <RowButton onClick={() => setAppealing(row)} testId={`violation-appeal-${row.id}-open`}>
                    {t('appeal.action')}
                  </RowButton>
                ) : null
            : undefined
        }
      />
      {canAct ? <AppealModal row={appealing} onClose={() => setAppealing(null)} /> : null}
    </div>
  );
}

export const ownSection: OwnSection = {
  key: 'violations',
  order: 50,
  labelKey: 'violation:section',
  Component: OwnViolations,
};
