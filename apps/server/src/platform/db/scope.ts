import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '../http/context.ts';
import { pgError } from './pg-error.ts';

/**
 * Data isolation: the supplier condition of a scope. Supplier users see and change their own
 * supplier's rows only; platform staff see all. Every repository that reads supplier-owned rows
 * adds it to its WHERE clause.
 */
export function supplierCond(column: AnyColumn, scope: Pick<Scope, 'supplierId'>): SQL | undefined {
  return scope.supplierId === null ? undefined : eq(column, scope.supplierId);
}

/** The constraint a unique violation names, as both drivers report it. */
export function violatedConstraint(err: unknown): string | undefined {
  const e = pgError(err);
  return e?.code === '23505' ? e.constraint : undefined;
}

/** A value beyond its column's range (PostgreSQL 22003), as both drivers report it. */
export function isOutOfRange(err: unknown): boolean {
  let cur: unknown = err;
  for (let i = 0; i < 3 && cur; i++) {
    if ((cur as { code?: string }).code === '22003') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
