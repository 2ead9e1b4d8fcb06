import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { supplierSettings } from '@shop/shared/api/settings';
import type { Db } from '../../platform/db/database.ts';
import { isAmountOff } from '../../modules/supply/invoice/service.ts';
import { settledAmount } from '../../modules/supply/invoice/settled-repository.ts';
import { supplierInvoiceFiles, supplierInvoices } from '../../modules/supply/invoice/table.ts';
import { demoSupplierProfiles } from './bank.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A one-page PDF that says "Invoice <number>" (the smallest a viewer opens). */
export function demoInvoicePdf(number: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (Invoice ${number.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG (grey). */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgYAAAAAMAAWgmWQ0AAAAASUVORK5CYII=',
  'base64',
);

/** The month `back` months before now, YYYY-MM (UTC). */
function monthBefore(back: number): string {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return m.toISOString().slice(0, 7);
}

interface DemoInvoice {
  number: string;
  back: number;
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  file?: 'pdf' | 'png';
  /** the amount over the expected one, in percent (40: flagged amount_off) */
  overPercent?: number;
  reason?: string;
}

const PLAN: Record<string, DemoInvoice[]> = {
  'Demo Supplier A': [
    { number: 'A-INV-0001', back: 3, status: 'approved', file: 'pdf' },
    { number: 'A-INV-0002', back: 2, status: 'rejected', reason: 'The invoice title does not match the platform.' },
    { number: 'A-INV-0003', back: 1, status: 'pending', file: 'pdf', overPercent: 40 },
  ],
  'Demo Supplier B': [
    { number: 'B-2025-101', back: 3, status: 'withdrawn' },
    { number: 'B-2025-102', back: 2, status: 'rejected', file: 'png', reason: 'The scan is not readable.' },
    { number: 'B-2025-103', back: 1, status: 'pending' },
  ],
};

/**
 * Invoices of the demo suppliers in every state (pending, approved, rejected, withdrawn), with
 * files (PDF, PNG) and e-invoice links; Demo Supplier A's pending one is 40 % over its period's
 * settled amount (flagged amount_off). Amounts follow the settled amounts when orders are seeded
 * (a fixed amount otherwise). Nothing is added for a supplier that has invoices already.
 */
export async function seedInvoices(db: Db): Promise<void> {
  const profiles = await demoSupplierProfiles(db);
  const { commissionRate, invoiceToleranceBp } = supplierSettings.fields.parse({});
  for (const [name, plan] of Object.entries(PLAN)) {
    const profile = profiles.get(name);
    if (!profile) continue;
    const supplierId = profile.supplierId;
    const [existing] = await db
      .select({ id: supplierInvoices.id })
      .from(supplierInvoices)
      .where(eq(supplierInvoices.supplierId, supplierId))
      .limit(1);
    if (existing) continue;
    for (const inv of plan) {
      const period = monthBefore(inv.back);
      const { amount: expected, currency } = await settledAmount(db, supplierId, period, commissionRate);
      const base = expected > 0 ? expected : 1_250_000;
      const amount = Math.round(base * (1 + (inv.overPercent ?? 0) / 100));
      let fileId: number | null = null;
      if (inv.file) {
        const content = inv.file === 'pdf' ? demoInvoicePdf(inv.number) : DEMO_PNG;
        const [f] = await db
          .insert(supplierInvoiceFiles)
          .values({
            supplierId,
            name: `${inv.number}.${inv.file}`,
            mime: inv.file === 'pdf' ? 'application/pdf' : 'image/png',
            bytes: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
            content,
          })
          .returning({ id: supplierInvoiceFiles.id });
        fileId = f!.id;
      }
      const created = new Date(Date.now() - (inv.back * 30 - 5) * DAY);
      await db.insert(supplierInvoices).values({
        supplierId,
        period,
        number: inv.number,
        numberKey: inv.number.toUpperCase(),
        amount,
        currency,
        issueDate: `${period}-28`,
        fileId,
        link: fileId === null ? `https://einvoice.example.com/v/${inv.number}` : null,
        status: inv.status,
        expectedAmount: expected,
        amountOff: isAmountOff(amount, expected, invoiceToleranceBp),
        reviewerName: inv.status === 'approved' || inv.status === 'rejected' ? 'admin' : null,
        reason: inv.reason ?? '',
        decidedAt: inv.status === 'pending' ? null : new Date(created.getTime() + 2 * DAY),
        createdAt: created,
      });
    }
  }
}
