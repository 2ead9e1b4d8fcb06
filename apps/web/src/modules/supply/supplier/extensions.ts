import type { ComponentType } from 'react';

/**
 * Tabs of the supplier detail screen (/supplier/supplierinfo/:id) and sections of the supplier's
 * own view (merchant center, and staff's read-only "view as supplier") contributed by the parts of
 * the supply area: each part that has one exports it from `<part>/supplier-tab.tsx`
 * (`export const supplierTab: SupplierTab`) or `<part>/own-section.tsx`
 * (`export const ownSection: OwnSection`). They are found by themselves and shown in `order`.
 */
export interface SupplierTab {
  key: string;
  order: number;
  /** i18n key of the tab's label ('level:tab.rights') */
  labelKey: string;
  /** the permission key the viewer needs for this tab (besides supply_supplier_info) */
  permission?: string;
  Component: ComponentType<{ supplierId: number }>;
}

export interface OwnSection {
  key: string;
  order: number;
  labelKey: string;
  /**
   * `supplierId` null: the signed-in supplier user's own view (may act); a number: staff viewing
   * that supplier read-only (`readOnly` true: no action buttons, staff-side reads with supplierId)
   */
  Component: ComponentType<{ supplierId: number | null; readOnly: boolean }>;
}

const tabFiles = import.meta.glob<{ supplierTab: SupplierTab }>('../*/supplier-tab.tsx', { eager: true });
const sectionFiles = import.meta.glob<{ ownSection: OwnSection }>('../*/own-section.tsx', { eager: true });

/** Every part's detail tab, in order. */
export function supplierTabs(): SupplierTab[] {
  return Object.values(tabFiles)
    .map((m) => m.supplierTab)
    .sort((a, b) => a.order - b.order);
}

/** Every part's own-view section, in order. */
export function ownSections(): OwnSection[] {
  return Object.values(sectionFiles)
    .map((m) => m.ownSection)
    .sort((a, b) => a.order - b.order);
}
