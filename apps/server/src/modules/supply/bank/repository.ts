import { and, asc, count, desc, eq, getTableColumns, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BankListQuery } from '@shop/shared/api/supply-bank';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { bumped } from '../../../platform/db/versioned.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierProfiles as p } from '../supplier/table.ts';
import { maskAccountNumber } from './account-check.ts';
import { supplierBankChanges as c } from './table.ts';

export type BankChangeRecord = typeof c.$inferSelect;
export type BankChangeView = BankChangeRecord & { supplierName: string };

/** The profile columns a bank change reads and writes. */
export interface ProfileBank {
  supplierId: number;
  supplierName: string;
  enterpriseName: string;
  legalPersonName: string;
  bankName: string;
  bankBranch: string;
  bankAccountName: string;
  bankAccountNumber: string;
}

export const bankChangeTable = versionedTable({
  table: c,
  entity: 'supplier_bank_change',
  actions: 'bank_change',
  // the operation log keeps the number masked but its last 4
  snapshot: (r) => ({
    supplierId: r.supplierId,
    bankName: r.bankName,
    bankBranch: r.bankBranch,
    accountName: r.accountName,
    accountNumber: maskAccountNumber(r.accountNumber),
    status: r.status,
    legalPersonMatch: r.legalPersonMatch,
    enterpriseMatch: r.enterpriseMatch,
    reason: r.reason,
    holdUntil: r.holdUntil,
    version: r.version,
  }),
  audit: (r) => ({ supplierId: r.supplierId }),
  unique: { supplier_bank_changes_one_pending_key: 'bank.pending_exists' },
  defaultOrder: () => [desc(c.id)],
});

const withSupplier = (db: Db) =>
  db
    .select({ ...getTableColumns(c), supplierName: suppliers.name })
    .from(c)
    .innerJoin(suppliers, eq(suppliers.id, c.supplierId))
    .$dynamic();

const profileColumns = {
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  enterpriseName: sql<string>`coalesce(${p.enterpriseName}, '')`,
  legalPersonName: sql<string>`coalesce(${p.legalPersonName}, '')`,
  bankName: sql<string>`coalesce(${p.bankName}, '')`,
  bankBranch: sql<string>`coalesce(${p.bankBranch}, '')`,
  bankAccountName: sql<string>`coalesce(${p.bankAccountName}, '')`,
  bankAccountNumber: sql<string>`coalesce(${p.bankAccountNumber}, '')`,
  hasProfile: sql<boolean>`${p.supplierId} is not null`,
};

export const bankRepository = {
  async page(db: Db, q: BankListQuery, supplierId?: number): Promise<{ list: BankChangeView[]; total: number }> {
    const w: SQL[] = [];
    const owner = supplierId ?? q.supplierId;
    if (owner) w.push(eq(c.supplierId, owner));
    if (q.status) w.push(eq(c.status, q.status));
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(c.bankName, like), ilike(c.accountName, like), ilike(c.accountNumber, like))!);
    }
    return bankChangeTable.page<BankChangeView>(db, q, w.length ? and(...w) : undefined, withSupplier);
  },

  async find(db: Db, id: number): Promise<BankChangeView | undefined> {
    const [row] = await withSupplier(db).where(eq(c.id, id));
    return row;
  },

  async pendingOf(db: Db, supplierId: number): Promise<BankChangeView | undefined> {
    const [row] = await withSupplier(db).where(and(eq(c.supplierId, supplierId), eq(c.status, 'pending')));
    return row;
  },

  async history(db: Db, supplierId: number, limit: number): Promise<BankChangeView[]> {
    return withSupplier(db).where(eq(c.supplierId, supplierId)).orderBy(desc(c.id)).limit(limit);
  },

  /** The latest approved change whose hold ends after `now`. */
  async coolingOf(db: Db, supplierId: number, now: Date): Promise<{ holdUntil: Date } | undefined> {
    const [row] = await db
      .select({ holdUntil: c.holdUntil })
      .from(c)
      .where(and(eq(c.supplierId, supplierId), eq(c.status, 'approved'), gt(c.holdUntil, now)))
      .orderBy(desc(c.holdUntil))
      .limit(1);
    return row?.holdUntil ? { holdUntil: row.holdUntil } : undefined;
  },

  async hasPending(db: Db, supplierId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.supplierId, supplierId), eq(c.status, 'pending')))
      .limit(1);
    return row !== undefined;
  },

  /** Pending changes, oldest first (the approval queue). */
  async pending(db: Db, q: { supplierId?: number; limit: number }): Promise<BankChangeView[]> {
    const w = [eq(c.status, 'pending'), q.supplierId ? eq(c.supplierId, q.supplierId) : undefined];
    return withSupplier(db)
      .where(and(...w))
      .orderBy(asc(c.createdAt), asc(c.id))
      .limit(q.limit);
  },

  async pendingCount(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(c).where(eq(c.status, 'pending'));
    return Number(row?.n ?? 0);
  },

  /** The supplier's names and current account (the profile's fields '' when it has none); `lock` locks the supplier. */
  async profile(
    db: Db,
    supplierId: number,
    lock = false,
  ): Promise<(ProfileBank & { hasProfile: boolean }) | undefined> {
    const q = db
      .select(profileColumns)
      .from(suppliers)
      .leftJoin(p, eq(p.supplierId, suppliers.id))
      .where(eq(suppliers.id, supplierId));
    const [row] = lock ? await q.for('update', { of: suppliers }) : await q;
    return row;
  },

  /** Copies an approved change to the profile (its version raised). */
  async setProfileBank(
    tx: Db,
    supplierId: number,
    v: { bankName: string; bankBranch: string; bankAccountName: string; bankAccountNumber: string },
  ): Promise<void> {
    await tx
      .update(p)
      .set({ ...v, ...bumped(p) })
      .where(eq(p.supplierId, supplierId));
  },
};
