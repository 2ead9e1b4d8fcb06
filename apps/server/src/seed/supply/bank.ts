import { eq, inArray } from 'drizzle-orm';
import { supplierSettings } from '@shop/shared/api/settings';
import type { Db } from '../../platform/db/database.ts';
import { suppliers } from '../../platform/identity/table.ts';
import { supplierBankChanges } from '../../modules/supply/bank/table.ts';
import { compareNames } from '../../modules/supply/bank/name-match.ts';
import { supplierEvents, supplierProfiles } from '../../modules/supply/supplier/table.ts';

const DAY = 24 * 60 * 60 * 1000;
const REJECTED = 'The verified bank card information is incorrect, please re-authenticate';

/** The names and ids the demo data needs when the profiles' own demo data has not made them. */
const FALLBACK: Record<string, { enterprise: string; legal: string; tax: string; idNo: string; phone: string }> = {
  'Demo Supplier A': {
    enterprise: 'Demo Supplier A Co., Ltd.',
    legal: 'Zhang Wei',
    tax: '91330106MA2DEMOA01',
    idNo: '330106198001010011',
    phone: '+86 571 8800 0001',
  },
  'Demo Supplier B': {
    enterprise: 'Demo Supplier B Trading Co., Ltd.',
    legal: 'Maria Lopez',
    tax: 'ESB12345678',
    idNo: 'X1234567L',
    phone: '+34 910 000 002',
  },
};

/** The demo suppliers by name, with a profile each (a minimal one when none was seeded). */
export async function demoSupplierProfiles(db: Db) {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.name, Object.keys(FALLBACK)));
  for (const s of rows) {
    const f = FALLBACK[s.name]!;
    await db
      .insert(supplierProfiles)
      .values({
        supplierId: s.id,
        enterpriseName: f.enterprise,
        registrationNumber: f.tax,
        taxId: f.tax,
        address: '',
        licenceNumber: f.tax,
        legalPersonName: f.legal,
        legalPersonIdNumber: f.idNo,
        operatorName: f.legal,
        operatorPhone: f.phone,
        operatorEmail: '',
        contactPhone: f.phone,
      })
      .onConflictDoNothing();
  }
  const profiles = await db
    .select()
    .from(supplierProfiles)
    .where(
      inArray(
        supplierProfiles.supplierId,
        rows.map((r) => r.id),
      ),
    );
  return new Map(rows.map((r) => [r.name, profiles.find((p) => p.supplierId === r.id)!]));
}

/**
 * Bank card changes: Demo Supplier A's change approved 3 days ago (its cooling-off hold shows),
 * Demo Supplier B's pending change whose holder is a partial match of its enterprise name, after
 * an older rejected one. Nothing is added for a supplier that has changes already.
 */
export async function seedBankChanges(db: Db): Promise<void> {
  const profiles = await demoSupplierProfiles(db);
  const { bankChangeCoolingDays } = supplierSettings.fields.parse({});
  const now = Date.now();
  const a = profiles.get('Demo Supplier A');
  const b = profiles.get('Demo Supplier B');
  const fresh = async (supplierId: number) =>
    (
      await db
        .select({ id: supplierBankChanges.id })
        .from(supplierBankChanges)
        .where(eq(supplierBankChanges.supplierId, supplierId))
        .limit(1)
    ).length === 0;
  const compared = (holder: string, p: { legalPersonName: string; enterpriseName: string }) => ({
    accountName: holder,
    legalPersonName: p.legalPersonName,
    legalPersonMatch: compareNames(holder, p.legalPersonName),
    enterpriseName: p.enterpriseName,
    enterpriseMatch: compareNames(holder, p.enterpriseName),
  });

  if (a && (await fresh(a.supplierId))) {
    const decidedAt = new Date(now - 3 * DAY);
    const account = {
      bankName: 'Industrial and Commercial Bank of China',
      bankBranch: 'Hangzhou Xihu Sub-branch',
      accountNumber: '6222021202041234567',
    };
    const [row] = await db
      .insert(supplierBankChanges)
      .values({
        supplierId: a.supplierId,
        ...account,
        ...compared(a.enterpriseName, a),
        status: 'approved',
        reviewerName: 'admin',
        reason: '',
        decidedAt,
        holdUntil: new Date(decidedAt.getTime() + bankChangeCoolingDays * DAY),
        createdAt: new Date(now - 4 * DAY),
      })
      .returning({ id: supplierBankChanges.id });
    await db
      .update(supplierProfiles)
      .set({
        bankName: account.bankName,
        bankBranch: account.bankBranch,
        bankAccountName: a.enterpriseName,
        bankAccountNumber: account.accountNumber,
      })
      .where(eq(supplierProfiles.supplierId, a.supplierId));
    await db.insert(supplierEvents).values({
      supplierId: a.supplierId,
      action: 'bank_changed',
      reason: '',
      detail: { changeId: row!.id, bankName: account.bankName, last4: account.accountNumber.slice(-4) },
      actorName: 'admin',
      at: decidedAt,
    });
  }

  if (b && (await fresh(b.supplierId))) {
    await db.insert(supplierBankChanges).values({
      supplierId: b.supplierId,
      bankName: 'Banco Demo',
      bankBranch: 'Madrid Centro',
      accountNumber: 'ES9121000418450200051332',
      ...compared('Someone Else SL', b),
      status: 'rejected',
      reviewerName: 'admin',
      reason: REJECTED,
      decidedAt: new Date(now - 9 * DAY),
      createdAt: new Date(now - 10 * DAY),
    });
    // the enterprise's name shortened word by word until it is only contained in it: a partial match
    let holder = `${b.enterpriseName} Holdings`;
    const words = b.enterpriseName.split(/\s+/);
    for (let n = words.length - 1; n > 0; n--) {
      const shorter = words.slice(0, n).join(' ');
      if (compareNames(shorter, b.enterpriseName) === 'partial') {
        holder = shorter;
        break;
      }
    }
    await db.insert(supplierBankChanges).values({
      supplierId: b.supplierId,
      bankName: 'Banco Demo',
      bankBranch: 'Barcelona Diagonal',
      accountNumber: 'ES7921000813610123456789',
      ...compared(holder, b),
      status: 'pending',
      createdAt: new Date(now - DAY),
    });
  }
}
