import type { SupplierTab } from '../supplier/extensions.ts';
import { StandingView } from './standing-view.tsx';

/** The supplier detail's "Level and score" tab: staff read, with the override actions. */
export const supplierTab: SupplierTab = {
  key: 'level',
  order: 30,
  labelKey: 'level:tab',
  Component: ({ supplierId }) => <StandingView supplierId={supplierId} mayOverride />,
};
