import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SupplierListQuery } from '@shop/shared/api/supply-supplier';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf, orderBy } from '../../../platform/db/pagination.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { products } from '../../catalog/product/table.ts';
import { supplierGroups, supplierLevels } from '../level/table.ts';
import { supplierDocuments, supplierEvents, supplierProfileChanges, supplierProfiles as p } from './table.ts';

export type ProfileRecord = typeof p.$inferSelect;
export type ProfileValues = Omit<typeof p.$inferInsert, 'supplierId' | 'createdAt' | 'updatedAt' | 'version'>;

const rowColumns = {
  id: suppliers.id,
  name: suppliers.name,
  state: suppliers.state,
  stateUntil: suppliers.stateUntil,
  stateReason: suppliers.stateReason,
  createdAt: suppliers.createdAt,
  enterpriseName: sql<string>`coalesce(${p.enterpriseName}, '')`,
  taxId: sql<string>`coalesce(${p.taxId}, '')`,
  contactPhone: sql<string>`coalesce(${p.contactPhone}, '')`,
  licenceExpiresOn: p.licenceExpiresOn,
  levelId: sql<number | null>`coalesce(${p.levelOverrideId}, ${p.levelId})`.mapWith(Number),
  levelName: supplierLevels.name,
  groupId: p.groupId,
  groupName: supplierGroups.name,
};
export interface SupplierRowRecord {
  id: number;
  name: string;
  state: (typeof suppliers.$inferSelect)['state'];
  stateUntil: Date | null;
  stateReason: string | null;
  createdAt: Date;
  enterpriseName: string;
  taxId: string;
  contactPhone: string;
  licenceExpiresOn: string | null;
  levelId: number | null;
  levelName: string | null;
  groupId: number | null;
  groupName: string | null;
}

/** Supplier rows and their profiles. */
export const supplierRepository = {
  /** Every supplier's id, name and state, by name (at most 1,000). */
  async options(db: Db): Promise<{ id: number; name: string; enabled: boolean }[]> {
    return db
      .select({ id: suppliers.id, name: suppliers.name, enabled: suppliers.enabled })
      .from(suppliers)
      .orderBy(asc(suppliers.name))
      .limit(1000);
  },

  /** Suppliers enabled. */
  async enabledCount(db: Db): Promise<number> {
    const [r] = await db.select({ n: count() }).from(suppliers).where(eq(suppliers.enabled, true));
    return Number(r?.n ?? 0);
  },

  /** One page of the register with the exact total. */
  async page(db: Db, q: SupplierListQuery): Promise<{ list: SupplierRowRecord[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(
        or(
          ilike(suppliers.name, like),
          ilike(p.enterpriseName, like),
          ilike(p.taxId, like),
          ilike(p.contactPhone, like),
          ilike(p.operatorPhone, like),
        )!,
      );
    }
    if (q.state) w.push(eq(suppliers.state, q.state));
    if (q.levelId) w.push(sql`coalesce(${p.levelOverrideId}, ${p.levelId}) = ${q.levelId}`);
    if (q.groupId) w.push(eq(p.groupId, q.groupId));
    if (q.licenceWithin !== undefined)
      w.push(
        isNotNull(p.licenceExpiresOn),
        lte(p.licenceExpiresOn, sql`(current_date + ${q.licenceWithin}::int)::date`),
      );
    const where = w.length ? and(...w) : undefined;
    const order = orderBy(
      q.sort,
      { id: suppliers.id, createdAt: suppliers.createdAt, licenceExpiresOn: p.licenceExpiresOn },
      [desc(suppliers.id)],
      suppliers.id,
    );
    const [list, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(suppliers)
        .leftJoin(p, eq(p.supplierId, suppliers.id))
        .leftJoin(supplierLevels, eq(supplierLevels.id, sql`coalesce(${p.levelOverrideId}, ${p.levelId})`))
        .leftJoin(supplierGroups, eq(supplierGroups.id, p.groupId))
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(suppliers).leftJoin(p, eq(p.supplierId, suppliers.id)).where(where),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },

  async row(db: Db, id: number): Promise<SupplierRowRecord | undefined> {
    const [row] = await db
      .select(rowColumns)
      .from(suppliers)
      .leftJoin(p, eq(p.supplierId, suppliers.id))
      .leftJoin(supplierLevels, eq(supplierLevels.id, sql`coalesce(${p.levelOverrideId}, ${p.levelId})`))
      .leftJoin(supplierGroups, eq(supplierGroups.id, p.groupId))
      .where(eq(suppliers.id, id));
    return row;
  },

  async profile(db: Db, supplierId: number, lock = false): Promise<ProfileRecord | undefined> {
    const q = db.select().from(p).where(eq(p.supplierId, supplierId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async supplier(db: Db, id: number, lock = false) {
    const q = db.select().from(suppliers).where(eq(suppliers.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** Inserts the supplier in state passed; undefined when the name is taken. */
  async insertSupplier(db: Db, name: string): Promise<number | undefined> {
    const [row] = await db
      .insert(suppliers)
      .values({ name, state: 'passed', enabled: true })
      .onConflictDoNothing()
      .returning({ id: suppliers.id });
    return row?.id;
  },

  async nameTaken(db: Db, name: string, exceptId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(sql`lower(${suppliers.name})`, name.toLowerCase()), sql`${suppliers.id} <> ${exceptId}`));
    return row !== undefined;
  },

  async rename(db: Db, id: number, name: string): Promise<void> {
    await db
      .update(suppliers)
      .set({ name, updatedAt: new Date(), version: sql`${suppliers.version} + 1` })
      .where(eq(suppliers.id, id));
  },

  async insertProfile(db: Db, supplierId: number, values: ProfileValues): Promise<ProfileRecord> {
    const [row] = await db
      .insert(p)
      .values({ ...values, supplierId })
      .returning();
    return row!;
  },

  /** Writes profile values with the version raised. */
  async updateProfile(db: Db, supplierId: number, values: Partial<ProfileValues>): Promise<ProfileRecord> {
    const [row] = await db
      .update(p)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${p.version} + 1` })
      .where(eq(p.supplierId, supplierId))
      .returning();
    return row!;
  },

  async counts(db: Db, id: number) {
    const n = (r: { n: number }[]) => Number(r[0]?.n ?? 0);
    const [users, productCount, documents, pending] = await Promise.all([
      db.select({ n: count() }).from(admins).where(eq(admins.supplierId, id)),
      db.select({ n: count() }).from(products).where(eq(products.supplierId, id)),
      db
        .select({ n: count() })
        .from(supplierDocuments)
        .where(and(eq(supplierDocuments.supplierId, id), sql`${supplierDocuments.replacedAt} is null`)),
      db
        .select({ n: count() })
        .from(supplierProfileChanges)
        .where(and(eq(supplierProfileChanges.supplierId, id), eq(supplierProfileChanges.status, 'pending'))),
    ]);
    return { users: n(users), products: n(productCount), documents: n(documents), pendingChanges: n(pending) };
  },

  async trail(db: Db, supplierId: number, page: { page: number; pageSize: number }) {
    const where = eq(supplierEvents.supplierId, supplierId);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(supplierEvents)
        .where(where)
        .orderBy(desc(supplierEvents.id))
        .limit(page.pageSize)
        .offset(offsetOf(page)),
      db.select({ n: count() }).from(supplierEvents).where(where),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },

  /** Names of suppliers by id. */
  async names(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(inArray(suppliers.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
};
