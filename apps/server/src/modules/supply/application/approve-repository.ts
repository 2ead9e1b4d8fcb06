import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { supplierDocuments, supplierProfiles } from '../supplier/table.ts';
import type { StoredApplicationDocument } from './table.ts';

/** What an approved application becomes: the supplier, its profile and documents, and its first user. */
export const approveRepository = {
  async supplierNamed(db: Db, name: string): Promise<boolean> {
    const [row] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(sql`lower(${suppliers.name}) = lower(${name})`);
    return row !== undefined;
  },

  async usernameTaken(db: Db, username: string): Promise<boolean> {
    const [row] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${username})`);
    return row !== undefined;
  },

  /** The supplier, passed (enabled once its first user accepts the supplier agreement). */
  async insertSupplier(tx: Db, name: string): Promise<number> {
    const [row] = await tx
      .insert(suppliers)
      .values({ name, state: 'passed', enabled: true })
      .returning({ id: suppliers.id });
    return row!.id;
  },

  async insertProfile(tx: Db, supplierId: number, v: Record<string, string>): Promise<void> {
    await tx.insert(supplierProfiles).values({
      supplierId,
      enterpriseName: v.enterpriseName ?? '',
      registrationNumber: v.registrationNumber ?? '',
      taxId: v.taxId ?? '',
      address: v.address ?? '',
      licenceNumber: v.licenceNumber ?? '',
      licenceExpiresOn: v.licenceExpiresOn || null,
      legalPersonName: v.legalPersonName ?? '',
      legalPersonIdNumber: v.legalPersonIdNumber ?? '',
      operatorName: v.operatorName ?? '',
      operatorPhone: v.operatorPhone ?? '',
      operatorEmail: v.operatorEmail ?? '',
      contactPhone: v.contactPhone ?? '',
      contacts: [
        { name: v.operatorName ?? '', role: 'operator', phone: v.operatorPhone ?? '', email: v.operatorEmail ?? '' },
      ],
      bankName: v.bankName ?? '',
      bankBranch: v.bankBranch ?? '',
      bankAccountName: v.bankAccountName ?? '',
      bankAccountNumber: v.bankAccountNumber ?? '',
    });
  },

  async insertDocuments(
    tx: Db,
    supplierId: number,
    docs: { kind: string; doc: StoredApplicationDocument; file: string; mime: string }[],
  ): Promise<void> {
    if (docs.length === 0) return;
    await tx.insert(supplierDocuments).values(
      docs.map((d) => ({
        supplierId,
        kind: d.kind,
        file: d.file,
        mime: d.mime,
        number: d.doc.number,
        expiresOn: d.doc.expiresOn || null,
      })),
    );
  },

  async insertUser(
    tx: Db,
    row: { username: string; passwordHash: string; truename: string; email: string; phone: string; supplierId: number },
  ): Promise<number> {
    const [created] = await tx.insert(admins).values(row).returning({ id: admins.id });
    return created!.id;
  },

  async setPassword(tx: Db, adminId: number, passwordHash: string): Promise<void> {
    await tx
      .update(admins)
      .set({ passwordHash, updatedAt: sql`now()`, version: sql`${admins.version} + 1` })
      .where(eq(admins.id, adminId));
  },
};
