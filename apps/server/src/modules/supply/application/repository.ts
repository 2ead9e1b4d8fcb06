import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@shop/shared/api/supply-application';
import type { Db } from '../../../platform/db/database.ts';
import { offsetOf } from '../../../platform/db/pagination.ts';
import { saveVersioned } from '../../../platform/db/versioned.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  supplierApplicationRounds as r,
  supplierApplications as a,
  type ApplicationRecord,
  type ApplicationRoundRecord,
} from './table.ts';

export type NewApplication = Pick<
  ApplicationRecord,
  'email' | 'username' | 'lang' | 'accessTokenHash' | 'accessTokenSealed' | 'values' | 'documents'
>;

/** The open-application duplicates: the JSON paths compared, as findDuplicates compares the profiles. */
const PROBE_PATHS = {
  taxId: sql`lower(replace(${a.values}->>'taxId', ' ', ''))`,
  legalPersonIdNumber: sql`lower(replace(${a.values}->>'legalPersonIdNumber', ' ', ''))`,
  bankAccountNumber: sql`lower(replace(${a.values}->>'bankAccountNumber', ' ', ''))`,
  contactPhone: sql`lower(replace(${a.values}->>'contactPhone', ' ', ''))`,
} as const;

/** Supplier applications and their rounds. */
export const applicationRepository = {
  /** Adds an application with its reference SA-<year>-<id, 5 digits at least>. */
  async insert(db: Db, row: NewApplication): Promise<ApplicationRecord> {
    const [created] = await db
      .insert(a)
      .values({ ...row, reference: `new-${row.accessTokenHash}` })
      .returning();
    const reference = `SA-${new Date().getUTCFullYear()}-${String(created!.id).padStart(5, '0')}`;
    const [named] = await db.update(a).set({ reference }).where(eq(a.id, created!.id)).returning();
    return named!;
  },

  async byReference(db: Db, reference: string): Promise<ApplicationRecord | undefined> {
    const [row] = await db.select().from(a).where(eq(a.reference, reference));
    return row;
  },

  async byId(db: Db, id: number): Promise<ApplicationRecord | undefined> {
    const [row] = await db.select().from(a).where(eq(a.id, id));
    return row;
  },

  /** The row locked for a decision inside `tx`. */
  async lock(tx: Db, id: number): Promise<ApplicationRecord | undefined> {
    const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
    return row;
  },

  save(db: Db, id: number, version: number, set: PgUpdateSetSource<typeof a>) {
    return saveVersioned(db, a, id, version, set);
  },

  async insertRound(db: Db, row: typeof r.$inferInsert): Promise<void> {
    await db.insert(r).values(row);
  },

  async rounds(db: Db, applicationId: number): Promise<ApplicationRoundRecord[]> {
    return db.select().from(r).where(eq(r.applicationId, applicationId)).orderBy(asc(r.round));
  },

  async decideRound(
    tx: Db,
    applicationId: number,
    round: number,
    set: Pick<ApplicationRoundRecord, 'decisions' | 'decidedById' | 'decidedByName'>,
  ): Promise<void> {
    await tx
      .update(r)
      .set({ ...set, decidedAt: sql`now()` })
      .where(and(eq(r.applicationId, applicationId), eq(r.round, round)));
  },

  async page(db: Db, q: { page: number; pageSize: number; status?: ApplicationStatus; keyword?: string }) {
    const conds: SQL[] = [];
    if (q.status) conds.push(eq(a.status, q.status));
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(
        or(ilike(a.reference, like), ilike(a.email, like), sql`${a.values}->>'enterpriseName' ilike ${like}`)!,
      );
    }
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(a).where(where).orderBy(desc(a.submittedAt), desc(a.id)).limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(a).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Pending applications, oldest first. */
  async pending(db: Db, limit: number): Promise<ApplicationRecord[]> {
    return db.select().from(a).where(eq(a.status, 'pending')).orderBy(asc(a.submittedAt), asc(a.id)).limit(limit);
  },

  async pendingCount(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(a).where(eq(a.status, 'pending'));
    return row?.n ?? 0;
  },

  /** Open applications (pending or failed) other than `exceptId` sharing a probed value. */
  async openDuplicates(
    db: Db,
    probe: Partial<Record<keyof typeof PROBE_PATHS, string>>,
    exceptId: number,
  ): Promise<{ id: number; reference: string; field: keyof typeof PROBE_PATHS }[]> {
    const wanted = (Object.keys(PROBE_PATHS) as (keyof typeof PROBE_PATHS)[])
      .map((k) => [k, (probe[k] ?? '').replace(/\s+/g, '').toLowerCase()] as const)
      .filter(([, v]) => v !== '');
    if (wanted.length === 0) return [];
    const rows = await db
      .select({ id: a.id, reference: a.reference, values: a.values })
      .from(a)
      .where(
        and(
          inArray(a.status, ['pending', 'failed']),
          ne(a.id, exceptId),
          or(...wanted.map(([k, v]) => sql`${PROBE_PATHS[k]} = ${v}`)),
        ),
      )
      .limit(50);
    return rows.flatMap((row) =>
      wanted
        .filter(([k, v]) => (row.values[k] ?? '').replace(/\s+/g, '').toLowerCase() === v)
        .map(([k]) => ({ id: row.id, reference: row.reference, field: k })),
    );
  },

  async supplierName(db: Db, id: number | null): Promise<string | null> {
    if (!id) return null;
    const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
    return row?.name ?? null;
  },

  async accountOf(db: Db, adminId: number | null): Promise<{ id: number; username: string } | undefined> {
    if (!adminId) return undefined;
    const [row] = await db
      .select({ id: admins.id, username: admins.username })
      .from(admins)
      .where(eq(admins.id, adminId));
    return row;
  },
};
