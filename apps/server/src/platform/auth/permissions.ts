import { ALL_PERMISSIONS, IMPLICIT_PERMISSIONS, SUPPLIER_PERMISSIONS, isPermissionKey } from '@shop/shared';
import { adminGroups, suppliers } from '../identity/table.ts';

export interface PermissionSource {
  supplierId: number | null;
  supplierEnabled: boolean | null;
  groupIsSuper: boolean | null;
  groupEnabled: boolean | null;
  groupPermissions: string[] | null;
}

/**
 * What an account may do, computed from its group (or its supplier flag) at every request, so a
 * change of group rights applies at once.
 */
export function permissionsOf(src: PermissionSource): Set<string> {
  if (src.supplierId !== null) {
    return new Set(src.supplierEnabled ? SUPPLIER_PERMISSIONS : IMPLICIT_PERMISSIONS);
  }
  if (src.groupIsSuper && src.groupEnabled) return new Set([...ALL_PERMISSIONS, ...IMPLICIT_PERMISSIONS]);
  const granted = src.groupEnabled ? (src.groupPermissions ?? []).filter(isPermissionKey) : [];
  return new Set([...granted, ...IMPLICIT_PERMISSIONS]);
}

/** The columns an account's rights are computed from (join the account's group and supplier). */
export const accessColumns = {
  supplierEnabled: suppliers.enabled,
  groupIsSuper: adminGroups.isSuper,
  groupEnabled: adminGroups.enabled,
  groupPermissions: adminGroups.permissions,
};
