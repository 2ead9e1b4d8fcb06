import type { Db } from '../../platform/db/database.ts';
import { seedApplications } from './applications.ts';
import { seedBankChanges } from './bank.ts';
import { seedInvoices } from './invoices.ts';
import { seedLevels } from './levels.ts';
import { placeDemoSuppliers } from './scores.ts';
import { seedSupplierProfiles } from './suppliers.ts';
import { seedViolations } from './violations.ts';

/**
 * The supply chain's demo data, after the catalog, settings and (when seeded) the orders: levels
 * and groups, the demo suppliers' profiles and documents, applications in every state, violations,
 * appeals and marks, bank changes and invoices, then the suppliers placed in their level and group
 * (the scorecards are computed last of the demo data: `seedScores`).
 * Running it again changes nothing.
 */
export async function seedSupply(db: Db, opts: { filesDir?: string } = {}): Promise<void> {
  await seedLevels(db);
  await seedSupplierProfiles(db, opts.filesDir);
  await seedApplications(db, opts.filesDir);
  await seedViolations(db);
  await seedBankChanges(db);
  await seedInvoices(db);
  await placeDemoSuppliers(db);
}
