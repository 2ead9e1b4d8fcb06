import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { suppliers } from '../../platform/identity/table.ts';
import { DocumentStore } from '../../modules/supply/supplier/document-store.ts';
import {
  supplierDocuments,
  supplierEvents,
  supplierProfileChanges,
  supplierProfiles,
} from '../../modules/supply/supplier/table.ts';

const DAY_MS = 86_400_000;
const day = (fromNow: number) => new Date(Date.now() + fromNow * DAY_MS).toISOString().slice(0, 10);

type Profile = Omit<typeof supplierProfiles.$inferInsert, 'supplierId'>;

/** A one-page PDF naming the document, so the demo's documents open. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
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
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoSupplier {
  name: string;
  /** set for the suppliers this seed creates (A and B come with the demo accounts) */
  create?: { state: 'suspended' | 'passed'; untilDays?: number; reason?: string };
  profile: Profile;
  documents: { kind: string; number: string; expiresOn: string | null }[];
  /** a profile change of the merchant center, already decided */
  change?: { items: Record<string, { before: unknown; after: unknown }>; status: 'rejected'; reason: string };
}

const invoice = (title: string, taxId: string, address: string, phone: string) => ({
  title,
  taxId,
  address,
  phone,
  bankName: 'Bank of Hangzhou',
  bankAccount: '6222 0202 0000 1111',
});

function demoSuppliers(): DemoSupplier[] {
  return [
    {
      name: 'Demo Supplier A',
      profile: {
        enterpriseName: 'Hangzhou Lakeside Trading Co., Ltd.',
        registrationNumber: '330106000123456',
        taxId: '91330106MA2B0A001X',
        address: '88 Wensan Road, Xihu District, Hangzhou, Zhejiang',
        licenceNumber: 'ZJ-HZ-2019-004512',
        // expires within 20 days: the expiry warning and the highlighted document show
        licenceExpiresOn: day(18),
        legalPersonName: 'Chen Jun',
        legalPersonIdNumber: '330106198203150012',
        operatorName: 'Wang Fang',
        operatorPhone: '+86 138 0571 0001',
        operatorEmail: 'ops@lakeside.example.com',
        contactPhone: '+86 571 8888 0001',
        contacts: [
          { name: 'Liu Yang', role: 'Logistics', phone: '+86 138 0571 0002', email: 'logistics@lakeside.example.com' },
          { name: 'Zhao Min', role: 'Finance', phone: '+86 138 0571 0003', email: 'finance@lakeside.example.com' },
        ],
        invoiceInfo: invoice(
          'Hangzhou Lakeside Trading Co., Ltd.',
          '91330106MA2B0A001X',
          '88 Wensan Road, Hangzhou',
          '+86 571 8888 0001',
        ),
        bankName: 'Bank of Hangzhou',
        bankBranch: 'Wensan Road Branch',
        bankAccountName: 'Hangzhou Lakeside Trading Co., Ltd.',
        bankAccountNumber: '6222020200001111',
      },
      documents: [
        { kind: 'business_licence', number: 'ZJ-HZ-2019-004512', expiresOn: day(18) },
        { kind: 'tax_registration', number: '91330106MA2B0A001X', expiresOn: null },
        { kind: 'legal_person_id', number: '330106198203150012', expiresOn: day(1400) },
        { kind: 'bank_account_proof', number: 'BOH-2021-7781', expiresOn: null },
      ],
    },
    {
      name: 'Demo Supplier B',
      profile: {
        enterpriseName: 'Shenzhen Harbour Electronics Ltd.',
        registrationNumber: '440301000765432',
        taxId: '91440300MA5F0B002Y',
        address: '1 Keji South Road, Nanshan District, Shenzhen, Guangdong',
        licenceNumber: 'GD-SZ-2020-118830',
        licenceExpiresOn: day(700),
        legalPersonName: 'Huang Li',
        legalPersonIdNumber: '440305198807220034',
        operatorName: 'Sun Hao',
        operatorPhone: '+86 139 2755 0101',
        operatorEmail: 'ops@harbour.example.com',
        contactPhone: '+86 755 2666 0101',
        contacts: [{ name: 'Lin Qing', role: 'Sales', phone: '+86 139 2755 0102', email: 'sales@harbour.example.com' }],
        invoiceInfo: invoice(
          'Shenzhen Harbour Electronics Ltd.',
          '91440300MA5F0B002Y',
          '1 Keji South Road, Shenzhen',
          '+86 755 2666 0101',
        ),
        bankName: 'China Merchants Bank',
        bankBranch: 'Nanshan Branch',
        bankAccountName: 'Shenzhen Harbour Electronics Ltd.',
        bankAccountNumber: '6225880200002222',
      },
      documents: [
        { kind: 'business_licence', number: 'GD-SZ-2020-118830', expiresOn: day(700) },
        { kind: 'tax_registration', number: '91440300MA5F0B002Y', expiresOn: null },
        { kind: 'legal_person_id', number: '440305198807220034', expiresOn: day(2100) },
        { kind: 'bank_account_proof', number: 'CMB-2022-0412', expiresOn: null },
        { kind: 'brand_authorisation', number: 'BA-HARBOUR-2024', expiresOn: day(300) },
      ],
      change: {
        items: {
          address: { before: '1 Keji South Road, Nanshan District, Shenzhen, Guangdong', after: '1 Keji South Rd' },
          'doc:business_licence': {
            before: { number: 'GD-SZ-2020-118830', expiresOn: day(700) },
            after: { file: '0'.repeat(40), mime: 'application/pdf', number: 'GD-SZ-2020-118830', expiresOn: day(700) },
          },
        },
        status: 'rejected',
        reason: 'The new licence scan is illegible; the address must match the licence',
      },
    },
    {
      name: 'Demo Supplier C',
      create: { state: 'suspended', untilDays: 45, reason: 'Repeated late shipments under review' },
      profile: {
        enterpriseName: 'Ningbo Coastal Home Goods Co., Ltd.',
        registrationNumber: '330203000334455',
        taxId: '91330203MA2C0C003Z',
        address: '20 Zhongshan East Road, Haishu District, Ningbo, Zhejiang',
        licenceNumber: 'ZJ-NB-2018-220077',
        licenceExpiresOn: day(400),
        legalPersonName: 'Xu Gang',
        legalPersonIdNumber: '330203197911080056',
        operatorName: 'Ma Lin',
        operatorPhone: '+86 137 5740 0201',
        operatorEmail: 'ops@coastal.example.com',
        contactPhone: '+86 574 8777 0201',
        contacts: [],
        invoiceInfo: invoice('Ningbo Coastal Home Goods Co., Ltd.', '91330203MA2C0C003Z', '20 Zhongshan East Road', ''),
      },
      documents: [{ kind: 'business_licence', number: 'ZJ-NB-2018-220077', expiresOn: day(400) }],
    },
    {
      name: 'Demo Supplier D',
      create: { state: 'passed' },
      profile: {
        enterpriseName: 'Suzhou Silk Road Textiles Co., Ltd.',
        registrationNumber: '320508000998877',
        taxId: '91320508MA1D0D004W',
        address: '5 Renmin Road, Gusu District, Suzhou, Jiangsu',
        licenceNumber: 'JS-SZ-2023-550011',
        licenceExpiresOn: day(1500),
        legalPersonName: 'Zhou Yan',
        legalPersonIdNumber: '320508199002140078',
        operatorName: 'Gao Rui',
        operatorPhone: '+86 136 1512 0301',
        operatorEmail: 'ops@silkroad.example.com',
        contactPhone: '+86 512 6555 0301',
        contacts: [],
        invoiceInfo: invoice('Suzhou Silk Road Textiles Co., Ltd.', '91320508MA1D0D004W', '5 Renmin Road, Suzhou', ''),
      },
      documents: [{ kind: 'business_licence', number: 'JS-SZ-2023-550011', expiresOn: day(1500) }],
    },
  ];
}

/**
 * The demo suppliers' profiles and documents (A's licence expires within 20 days), and two more
 * suppliers without users: C suspended until a later date with its reason, D passed (not yet
 * enabled), each with its trail. `filesDir` (the app's file store) gets the documents' PDF files.
 * Running it again changes nothing.
 */
export async function seedSupplierProfiles(db: Db, filesDir?: string): Promise<void> {
  const store = filesDir ? new DocumentStore(filesDir) : null;
  for (const s of demoSuppliers()) {
    const files = new Map<string, { file: string; mime: string }>();
    for (const d of s.documents) {
      const data = demoPdf(`${s.profile.enterpriseName} - ${d.kind} ${d.number}`);
      const stored = store ? await store.save(data) : null;
      files.set(d.kind, { file: stored?.file ?? '0'.repeat(40), mime: 'application/pdf' });
    }
    await db.transaction(async (tx) => {
      let [row] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, s.name));
      if (!row && s.create) {
        const until = s.create.untilDays ? new Date(Date.now() + s.create.untilDays * DAY_MS) : null;
        [row] = await tx
          .insert(suppliers)
          .values({ name: s.name, state: s.create.state, stateUntil: until, stateReason: s.create.reason ?? null })
          .returning({ id: suppliers.id });
        const actor = { actorId: null, actorName: 'system' };
        await tx.insert(supplierEvents).values({ supplierId: row!.id, action: 'created', reason: '', ...actor });
        if (s.create.state === 'suspended') {
          await tx.insert(supplierEvents).values({
            supplierId: row!.id,
            action: 'enable',
            fromState: 'passed',
            toState: 'enabled',
            reasonCode: 'agreement_accepted',
            reason: '',
            ...actor,
          });
          await tx.insert(supplierEvents).values({
            supplierId: row!.id,
            action: 'suspend',
            fromState: 'enabled',
            toState: 'suspended',
            reason: s.create.reason ?? '',
            until,
            ...actor,
          });
        }
      }
      if (!row) return;
      const added = await tx
        .insert(supplierProfiles)
        .values({ ...s.profile, supplierId: row.id })
        .onConflictDoNothing()
        .returning({ id: supplierProfiles.supplierId });
      if (added.length === 0) return;
      for (const d of s.documents)
        await tx.insert(supplierDocuments).values({ supplierId: row.id, ...d, ...files.get(d.kind)! });
      if (s.change)
        await tx.insert(supplierProfileChanges).values({
          supplierId: row.id,
          items: Object.fromEntries(
            Object.entries(s.change.items).map(([k, v]) =>
              k.startsWith('doc:')
                ? [k, { ...v, after: { ...(v.after as object), file: files.get(k.slice(4))!.file } }]
                : [k, v],
            ),
          ),
          status: s.change.status,
          reason: s.change.reason,
          submittedByName: 'Supplier B Operator',
          submittedAt: new Date(Date.now() - 3 * DAY_MS),
          decidedByName: 'admin',
          decidedAt: new Date(Date.now() - 2 * DAY_MS),
        });
    });
  }
}
