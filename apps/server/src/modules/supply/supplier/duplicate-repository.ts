import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierProfiles as p } from './table.ts';

/** The fields two suppliers must not share without a reviewer noticing. */
export const DUPLICATE_FIELDS = ['taxId', 'legalPersonIdNumber', 'bankAccountNumber', 'contactPhone'] as const;
export type DuplicateField = (typeof DUPLICATE_FIELDS)[number];

export type DuplicateProbe = Partial<Record<DuplicateField, string | null | undefined>>;

/** Another supplier sharing one of the probe's values. */
export interface DuplicateHit {
  supplierId: number;
  supplierName: string;
  field: DuplicateField;
}

/** Values compared without case and spacing: "91 3301-06" is "913301-06". */
export function normaliseProbe(v: string | null | undefined): string {
  return (v ?? '').replace(/\s+/g, '').toLowerCase();
}

/**
 * Suppliers that share a tax id, legal person id, bank account or contact phone with the probe
 * (an application, a profile edit, a bank change), but `exceptSupplierId` itself; each shared
 * field is one hit. Empty values never match. At most 50 hits.
 */
export async function findDuplicates(
  db: Db,
  probe: DuplicateProbe,
  exceptSupplierId?: number,
): Promise<DuplicateHit[]> {
  const columns: Record<DuplicateField, SQL> = {
    taxId: sql`lower(${p.taxId})`,
    legalPersonIdNumber: sql`lower(${p.legalPersonIdNumber})`,
    bankAccountNumber: sql`lower(${p.bankAccountNumber})`,
    contactPhone: sql`${p.contactPhone}`,
  };
  const wanted = DUPLICATE_FIELDS.map((f) => [f, normaliseProbe(probe[f])] as const).filter(([, v]) => v !== '');
  if (wanted.length === 0) return [];
  const conds = wanted.map(([f, v]) => sql`replace(${columns[f]}, ' ', '') = ${v}`);
  const rows = await db
    .select({
      supplierId: p.supplierId,
      supplierName: suppliers.name,
      taxId: p.taxId,
      legalPersonIdNumber: p.legalPersonIdNumber,
      bankAccountNumber: p.bankAccountNumber,
      contactPhone: p.contactPhone,
    })
    .from(p)
    .innerJoin(suppliers, eq(suppliers.id, p.supplierId))
    .where(and(or(...conds), exceptSupplierId ? ne(p.supplierId, exceptSupplierId) : undefined))
    .limit(50);
  const hits: DuplicateHit[] = [];
  for (const r of rows)
    for (const [f, v] of wanted)
      if (normaliseProbe(r[f]) === v) hits.push({ supplierId: r.supplierId, supplierName: r.supplierName, field: f });
  return hits;
}
