import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { admins, suppliers } from '../../platform/identity/table.ts';
import { hashSecret, newSecret } from '../../modules/supply/application/deps.ts';
import { applicationFilesRepository as files } from '../../modules/supply/application/files-repository.ts';
import { applicationRepository as repo } from '../../modules/supply/application/repository.ts';
import type { StoredApplicationDocument, StoredDecision } from '../../modules/supply/application/table.ts';

const HOUR = 3_600_000;
const DOCS = ['business_licence', 'tax_registration', 'legal_person_id', 'bank_account_proof'] as const;

interface Demo {
  email: string;
  name: string;
  n: string;
  /** hours since the current round was submitted */
  age: number;
  rounds: { items?: string[]; rejected?: Record<string, [string, string]>; values?: Record<string, string> }[];
  /** the last round stays undecided */
  open: boolean;
  supplier?: string;
  phone?: string;
}

const DEMOS: Demo[] = [
  {
    email: 'lumen.textiles@example.com',
    name: 'Lumen Textiles Co.',
    n: '101',
    age: 30,
    rounds: [{}],
    open: true,
    phone: '+34 611 200 300',
  },
  {
    email: 'harbor.foods@example.com',
    name: 'Harbor Foods S.L.',
    n: '102',
    age: 20,
    rounds: [{ rejected: { taxId: ['invalid_format', ''], business_licence: ['illegible', 'The scan is cut off'] } }],
    open: false,
    phone: '+34 611 200 300',
  },
  {
    email: 'north.ceramics@example.com',
    name: 'North Ceramics Ltd',
    n: '103',
    age: 60,
    rounds: [
      { rejected: { licenceExpiresOn: ['expired', ''] } },
      { items: ['licenceExpiresOn'], values: { licenceExpiresOn: '2031-06-30' } },
    ],
    open: true,
  },
  {
    email: 'supplier-a@example.com',
    name: 'Demo Supplier A',
    n: '104',
    age: 400,
    rounds: [{}],
    open: false,
    supplier: 'Demo Supplier A',
  },
];

function valuesOf(d: Demo): Record<string, string> {
  return {
    enterpriseName: d.name,
    registrationNumber: `REG-2024-${d.n}`,
    taxId: `ESB${d.n}45678`,
    address: `${d.n} Avenida del Puerto, Valencia`,
    licenceNumber: `LIC-${d.n}-7788`,
    licenceExpiresOn: '2028-12-31',
    legalPersonName: 'Marta García',
    legalPersonIdNumber: `X${d.n}2233Z`,
    operatorName: 'Luis Pérez',
    operatorPhone: '+34 622 100 200',
    operatorEmail: `operator.${d.n}@example.com`,
    contactPhone: d.phone ?? `+34 633 ${d.n} 000`,
    bankName: 'Banco Demo',
    bankBranch: 'Valencia Centro',
    bankAccountName: d.name,
    bankAccountNumber: `ES00 0000 0000 ${d.n}0 0000 0000`,
  };
}

/** A small PNG standing for a scanned document: the kind's name on a light card. */
function scan(label: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="300"><rect width="100%" height="100%" fill="#f4f1e8"/>` +
    `<rect x="12" y="12" width="396" height="276" fill="none" stroke="#8a7f62" stroke-width="3"/>` +
    `<text x="210" y="150" font-size="24" text-anchor="middle" font-family="sans-serif" fill="#333">` +
    `${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function documents(db: Db, dir: string | undefined, d: Demo): Promise<Record<string, StoredApplicationDocument>> {
  const out: Record<string, StoredApplicationDocument> = {};
  for (const kind of DOCS) {
    const handle = randomBytes(20).toString('hex');
    const stored = `${randomBytes(20).toString('hex')}.png`;
    if (dir) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, stored), await scan(`${d.name}: ${kind.replace(/_/g, ' ')}`));
    }
    await files.insert(db, { handle, name: `${kind}.png`, mime: 'image/png', bytes: 1, stored });
    out[kind] = { file: handle, number: `${kind.slice(0, 3).toUpperCase()}-${d.n}`, expiresOn: '' };
  }
  return out;
}

/**
 * Applications in every state: pending in round 1 (sharing a contact phone with the failed one,
 * so the reviewer sees a duplicate), failed with two rejected items, pending in round 2 after a
 * resubmission (late), and passed, linked to Demo Supplier A and its user. Nobody knows their
 * status tokens. Runs once: an application of a demo e-mail already there is left as it is.
 */
export async function seedApplications(db: Db, filesDir?: string): Promise<void> {
  const dir = filesDir ? path.join(filesDir, '..', 'supplier-applications') : undefined;
  for (const d of DEMOS) {
    const [found] = (await repo.page(db, { page: 1, pageSize: 10, keyword: d.email })).rows;
    if (found) continue;
    await db.transaction(async (tx) => {
      const docs = await documents(tx, dir, d);
      const values = valuesOf(d);
      const app = await repo.insert(tx, {
        email: d.email,
        username: '',
        lang: 'en',
        accessTokenHash: hashSecret(newSecret()),
        accessTokenSealed: null,
        values,
        documents: docs,
      });
      await files.bind(
        tx,
        Object.values(docs).map((x) => x.file),
        app.id,
      );
      const now = Date.now();
      let current = { ...values };
      for (const [i, r] of d.rounds.entries()) {
        const round = i + 1;
        const last = round === d.rounds.length;
        const items = r.items ?? [...Object.keys(values), ...Object.keys(docs)];
        current = { ...current, ...r.values };
        const submittedAt = new Date(now - (last ? d.age : d.age + 48) * HOUR);
        const decided = !(last && d.open);
        const decisions: StoredDecision[] | null = decided
          ? items.map((item) => {
              const no = r.rejected?.[item];
              return no
                ? { item, ok: false, reasonCode: no[0], note: no[1] }
                : { item, ok: true, reasonCode: null, note: '' };
            })
          : null;
        await repo.insertRound(tx, {
          applicationId: app.id,
          round,
          items,
          values: r.items
            ? Object.fromEntries(r.items.filter((k) => k in current).map((k) => [k, current[k]!]))
            : values,
          documents: r.items ? {} : docs,
          submittedAt,
          decisions,
          decidedByName: decided ? 'admin' : null,
          decidedAt: decided ? new Date(submittedAt.getTime() + 5 * HOUR) : null,
        });
      }
      const rejected = d.rounds.at(-1)?.rejected;
      const status = d.open ? 'pending' : rejected ? 'failed' : 'passed';
      const supplierId = d.supplier
        ? (await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, d.supplier)))[0]?.id
        : undefined;
      const adminId = supplierId
        ? (await tx.select({ id: admins.id }).from(admins).where(eq(admins.supplierId, supplierId)))[0]?.id
        : undefined;
      await repo.save(tx, app.id, app.version, {
        values: current,
        status,
        round: d.rounds.length,
        submittedAt: new Date(now - d.age * HOUR),
        decidedAt: status === 'pending' ? null : new Date(now - (d.age - 5) * HOUR),
        supplierId: supplierId ?? null,
        adminId: adminId ?? null,
        activatedAt: adminId ? new Date(now - (d.age - 6) * HOUR) : null,
      });
    });
  }
}
