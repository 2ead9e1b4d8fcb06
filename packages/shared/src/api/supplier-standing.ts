import { z } from 'zod';

/**
 * A supplier's standing: the state of the supplier record and the actions that move it. A status
 * is never edited directly; each move is an action with a reason, audited in the supplier's trail.
 *
 * - `passed`: created from an approved application; its users may sign in and must accept the
 *   supplier agreement, which enables it (or staff enable it).
 * - `enabled`: works normally.
 * - `suspended`: by staff, with a reason and optionally an end date; reinstated by staff.
 * - `banned`: until a date, from violations; lifted when the date passes or an appeal is granted.
 * - `disabled`: its users cannot sign in at all.
 *
 * Users of a suspended or banned supplier sign in and read, but change nothing (except what a
 * contract marks `whileRestricted`: appeals, the agreement, their own password); the refusal says
 * why and until when.
 */
export const SUPPLIER_STATES = ['passed', 'enabled', 'suspended', 'banned', 'disabled'] as const;
export type SupplierState = (typeof SUPPLIER_STATES)[number];

export const SUPPLIER_ACTIONS = ['enable', 'suspend', 'reinstate', 'ban', 'lift_ban', 'disable'] as const;
export type SupplierAction = (typeof SUPPLIER_ACTIONS)[number];

/** The states in which a supplier's users may only read. */
export const RESTRICTED_STATES: readonly SupplierState[] = ['suspended', 'banned'];

/**
 * The whole state × action table: the state an action leads to from each state, or nothing where
 * the move is illegal (refused with `supplier.illegal_move`). Banning a suspended supplier keeps
 * the ban (the stronger restriction); lifting a ban returns to enabled.
 */
export const SUPPLIER_TRANSITIONS: Readonly<Record<SupplierState, Partial<Record<SupplierAction, SupplierState>>>> = {
  passed: { enable: 'enabled', disable: 'disabled' },
  enabled: { suspend: 'suspended', ban: 'banned', disable: 'disabled' },
  suspended: { reinstate: 'enabled', ban: 'banned', disable: 'disabled' },
  banned: { lift_ban: 'enabled', ban: 'banned', disable: 'disabled' },
  disabled: { enable: 'enabled' },
};

/** The state an action leads to, or null when the move is illegal. */
export function nextSupplierState(from: SupplierState, action: SupplierAction): SupplierState | null {
  return SUPPLIER_TRANSITIONS[from][action] ?? null;
}

/** Actions that need an end date (`until`): a ban always; a suspension may have one. */
export const ACTIONS_NEEDING_UNTIL: readonly SupplierAction[] = ['ban'];

/** What a restricted supplier's users are told, and what the console's banner shows. */
export const supplierStanding = z.object({
  state: z.enum(SUPPLIER_STATES),
  /** ISO time the restriction ends; null = until staff act */
  until: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SupplierStanding = z.infer<typeof supplierStanding>;
