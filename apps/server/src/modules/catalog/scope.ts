import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { pgError } from '../../platform/db/pg-error.ts';
import type { Scope } from '../../platform/http/context.ts';

/** The supplier condition of a scope: supplier users see their own rows only; platform staff see all. */
export function supplierCond(column: AnyColumn, scope: Pick<Scope, 'supplierId'>): SQL | undefined {
  return scope.supplierId === null ? undefined : eq(column, scope.supplierId);
}

/** The constraint a unique violation names, as both drivers report it. */
export function violatedConstraint(err: unknown): string | undefined {
  const e = pgError(err);
  return e?.code === '23505' ? e.constraint : undefined;
}

/** The first filled name, in the preferred language first. */
export function nameIn(name: Record<string, string> | null | undefined, lang: string): string {
  if (!name) return '';
  return name[lang] || name.en || name['zh-CN'] || Object.values(name).find((v) => v) || '';
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
