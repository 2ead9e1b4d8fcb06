import { sql } from 'drizzle-orm';
import type { DiffEntry } from '@shop/shared';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import { AUDIT_COUNTER_SLOTS, auditCounter, auditLog } from './table.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** the supplier whose data changed, when it is supplier-owned */
  supplierId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'tokenHash', 'token', 'currentPassword', 'newPassword']);

/** Plain JSON of a row, without secrets: dates as ISO text, secrets masked. */
export function auditable(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (SECRET_FIELDS.has(k)) out[k] = '••••••';
    else out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** Writes one operation-log row; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: ctx.scope.adminId || null,
    actorName: ctx.scope.username,
    supplierId: entry.supplierId ?? ctx.scope.supplierId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: auditable(entry.before),
    after: auditable(entry.after),
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const slot = Math.floor(Math.random() * AUDIT_COUNTER_SLOTS);
  await db
    .insert(auditCounter)
    .values({ slot, rows: 1 })
    .onConflictDoUpdate({ target: auditCounter.slot, set: { rows: sql`${auditCounter.rows} + 1` } });
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Field-by-field before/after of two snapshots; bookkeeping fields are left out. */
export function diffSnapshots(before: unknown, after: unknown): DiffEntry[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const skip = new Set(['updatedAt', 'version']);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !skip.has(f));
  return fields
    .filter((f) => !same(b[f], a[f]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
