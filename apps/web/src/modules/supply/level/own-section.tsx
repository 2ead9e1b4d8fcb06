import type { OwnSection } from '../supplier/extensions.ts';
import { StandingView } from './standing-view.tsx';

/** The supplier's own level, rights, quota use and scorecard (staff viewing as the supplier: no actions). */
export const ownSection: OwnSection = {
  key: 'level',
  order: 30,
  labelKey: 'level:tab',
  Component: ({ supplierId }) => <StandingView supplierId={supplierId} mayOverride={false} />,
};
