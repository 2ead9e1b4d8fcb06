import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import type { AgreementKind } from '@shop/shared/api/agreement';
import type { Db } from '../../../platform/db/database.ts';
import { agreementAcceptances, agreements } from './table.ts';

export type AgreementRecord = typeof agreements.$inferSelect;
/** A version with the number of supplier users who accepted it. */
export type AgreementWithCount = AgreementRecord & { acceptances: number };

const withCount = { ...getTableColumns(agreements), acceptances: count(agreementAcceptances.id) };

/** The published agreement versions and the acceptances of them. */
export const agreementRepository = {
  /** The current (highest) version of a kind, or undefined before the first publication. */
  async current(db: Db, kind: AgreementKind): Promise<AgreementRecord | undefined> {
    const [row] = await db
      .select()
      .from(agreements)
      .where(eq(agreements.kind, kind))
      .orderBy(desc(agreements.version))
      .limit(1);
    return row;
  },

  /** Every version of a kind, newest first, with its acceptance count (a handful of rows per kind). */
  async history(db: Db, kind: AgreementKind): Promise<AgreementWithCount[]> {
    return db
      .select(withCount)
      .from(agreements)
      .leftJoin(agreementAcceptances, eq(agreementAcceptances.agreementId, agreements.id))
      .where(eq(agreements.kind, kind))
      .groupBy(agreements.id)
      .orderBy(desc(agreements.version));
  },

  async find(db: Db, id: number): Promise<AgreementWithCount | undefined> {
    const [row] = await db
      .select(withCount)
      .from(agreements)
      .leftJoin(agreementAcceptances, eq(agreementAcceptances.agreementId, agreements.id))
      .where(eq(agreements.id, id))
      .groupBy(agreements.id);
    return row;
  },

  async insert(
    db: Db,
    values: { kind: AgreementKind; version: number; content: Localized; publishedBy: number | null; name: string },
  ): Promise<AgreementRecord> {
    const [row] = await db
      .insert(agreements)
      .values({
        kind: values.kind,
        version: values.version,
        content: values.content,
        publishedBy: values.publishedBy,
        publishedByName: values.name,
      })
      .returning();
    return row!;
  },

  /** When this account accepted this version, or undefined. */
  async acceptance(db: Db, agreementId: number, adminId: number): Promise<{ acceptedAt: Date } | undefined> {
    const [row] = await db
      .select({ acceptedAt: agreementAcceptances.acceptedAt })
      .from(agreementAcceptances)
      .where(and(eq(agreementAcceptances.agreementId, agreementId), eq(agreementAcceptances.adminId, adminId)));
    return row;
  },

  /** Records an acceptance unless there is one already; answers the new row, or undefined when it existed. */
  async recordAcceptance(
    db: Db,
    values: { agreementId: number; adminId: number; ip: string },
  ): Promise<{ id: number; acceptedAt: Date } | undefined> {
    const [row] = await db
      .insert(agreementAcceptances)
      .values(values)
      .onConflictDoNothing({ target: [agreementAcceptances.agreementId, agreementAcceptances.adminId] })
      .returning({ id: agreementAcceptances.id, acceptedAt: agreementAcceptances.acceptedAt });
    return row;
  },

  /** The current supplier agreement when this account has not accepted it; null when none or accepted. */
  async pendingSupplierAgreement(db: Db, adminId: number): Promise<{ id: number; version: number } | null> {
    const current = await this.current(db, 'supplier');
    if (!current) return null;
    return (await this.acceptance(db, current.id, adminId)) ? null : { id: current.id, version: current.version };
  },
};
