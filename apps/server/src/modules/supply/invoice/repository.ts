import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery } from '@shop/shared/api/supply-invoice';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierProfiles } from '../supplier/table.ts';
import { supplierInvoiceFiles as f, supplierInvoices as i } from './table.ts';

export type InvoiceRecord = typeof i.$inferSelect;
export type InvoiceFileRecord = typeof f.$inferSelect;
export type InvoiceFileMeta = Pick<InvoiceFileRecord, 'id' | 'name' | 'mime' | 'bytes'>;
export type InvoiceView = InvoiceRecord & {
  supplierName: string;
  fileName: string | null;
  fileMime: string | null;
  fileBytes: number | null;
};

export const invoiceTable = versionedTable({
  table: i,
  entity: 'supplier_invoice',
  actions: 'invoice',
  snapshot: (r) => ({
    supplierId: r.supplierId,
    period: r.period,
    settlementId: r.settlementId,
    number: r.number,
    amount: r.amount,
    currency: r.currency,
    issueDate: r.issueDate,
    fileId: r.fileId,
    link: r.link,
    status: r.status,
    expectedAmount: r.expectedAmount,
    amountOff: r.amountOff,
    reason: r.reason,
    version: r.version,
  }),
  audit: (r) => ({ supplierId: r.supplierId }),
  unique: { supplier_invoices_number_key: { code: 'invoice.duplicate_number', field: 'number' } },
  defaultOrder: () => [desc(i.id)],
});

const withNames = (db: Db) =>
  db
    .select({
      ...getTableColumns(i),
      supplierName: suppliers.name,
      fileName: f.name,
      fileMime: f.mime,
      fileBytes: f.bytes,
    })
    .from(i)
    .innerJoin(suppliers, eq(suppliers.id, i.supplierId))
    .leftJoin(f, eq(f.id, i.fileId))
    .$dynamic();

/** An invoice number as compared: without case and spaces. */
export const numberKey = (n: string) => n.replace(/\s+/g, '').toUpperCase();

export const invoiceRepository = {
  async page(db: Db, q: InvoiceListQuery, ownerId?: number): Promise<{ list: InvoiceView[]; total: number }> {
    const w: SQL[] = [];
    const owner = ownerId ?? q.supplierId;
    if (owner) w.push(eq(i.supplierId, owner));
    if (q.status) w.push(eq(i.status, q.status));
    if (q.period) w.push(eq(i.period, q.period));
    if (q.keyword) w.push(ilike(i.number, likePattern(q.keyword)));
    return invoiceTable.page<InvoiceView>(db, q, w.length ? and(...w) : undefined, withNames);
  },

  async find(db: Db, id: number): Promise<InvoiceView | undefined> {
    const [row] = await withNames(db).where(eq(i.id, id));
    return row;
  },

  async pending(db: Db, q: { supplierId?: number; limit: number }): Promise<InvoiceView[]> {
    return withNames(db)
      .where(and(eq(i.status, 'pending'), q.supplierId ? eq(i.supplierId, q.supplierId) : undefined))
      .orderBy(asc(i.createdAt), asc(i.id))
      .limit(q.limit);
  },

  async pendingCount(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(i).where(eq(i.status, 'pending'));
    return Number(row?.n ?? 0);
  },

  /**
   * Whether a pending or approved invoice has the number already: of the same supplier, or of
   * another supplier registered with the same tax id. Takes a lock on the number first, so two
   * submissions of one number run one after the other.
   */
  async numberTaken(tx: Db, supplierId: number, key: string, exceptId?: number): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier_invoice:${key}`}))`);
    const sameTax = tx
      .select({ id: supplierProfiles.supplierId })
      .from(supplierProfiles)
      .where(
        sql`${supplierProfiles.taxId} <> '' and lower(${supplierProfiles.taxId}) = (
          select lower(tax_id) from supplier_profiles where supplier_id = ${supplierId})`,
      );
    const [row] = await tx
      .select({ id: i.id })
      .from(i)
      .where(
        and(
          eq(i.numberKey, key),
          inArray(i.status, ['pending', 'approved']),
          or(eq(i.supplierId, supplierId), inArray(i.supplierId, sameTax)),
          exceptId ? ne(i.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async addFile(db: Db, v: typeof f.$inferInsert): Promise<InvoiceFileMeta> {
    const [row] = await db.insert(f).values(v).returning({ id: f.id, name: f.name, mime: f.mime, bytes: f.bytes });
    return row!;
  },

  async fileMeta(db: Db, id: number): Promise<(InvoiceFileMeta & { supplierId: number }) | undefined> {
    const [row] = await db
      .select({ id: f.id, name: f.name, mime: f.mime, bytes: f.bytes, supplierId: f.supplierId })
      .from(f)
      .where(eq(f.id, id));
    return row;
  },

  async fileContent(db: Db, id: number): Promise<InvoiceFileRecord | undefined> {
    const [row] = await db.select().from(f).where(eq(f.id, id));
    return row;
  },

  /** Uploads older than `before` that no invoice names: removed. */
  async removeOrphanFiles(db: Db, before: Date): Promise<number> {
    const gone = await db
      .delete(f)
      .where(and(lt(f.createdAt, before), sql`not exists (select 1 from ${i} where ${i.fileId} = ${f.id})`))
      .returning({ id: f.id });
    return gone.length;
  },

  /** Suppliers that have invoices (the staff list's filter). */
  async suppliersWithInvoices(db: Db): Promise<{ id: number; name: string }[]> {
    return db
      .selectDistinct({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .innerJoin(i, eq(i.supplierId, suppliers.id))
      .orderBy(suppliers.name);
  },
};
