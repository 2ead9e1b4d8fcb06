import { eq, sql } from 'drizzle-orm';
import { PERMISSIONS, normalisePermissions } from '@shop/shared';
import { hashPassword } from '../platform/auth/passwords.ts';
import { recordAudit } from '../platform/audit/audit.ts';
import type { Db } from '../platform/db/database.ts';
import type { FileService } from '../platform/files/file-service.ts';
import { systemContext } from '../platform/http/context.ts';
import { feedback } from '../modules/help/feedback/table.ts';
import { seedScores } from './supply/scores.ts';
import { seedSupply } from './supply/index.ts';
import { seedShopSearches, seedTenders } from '../modules/supply/tender/seed.ts';
import { seedInspections } from '../modules/supply/inspection/seed-repository.ts';
import { admins, adminGroups, suppliers } from '../platform/identity/table.ts';
import { seedCatalog } from './catalog.ts';
import { seedCustomers } from './customers.ts';
import { seedShipments } from '../modules/supply/logistics/seed.ts';
import { seedSettlements } from '../modules/supply/settlement/seed.ts';
import { seedCommerce } from './commerce.ts';
import { seedCurrencyHistory } from './currencies.ts';
import { seedSettings } from './settings.ts';
import { seedPayments } from './payments.ts';
import { seedOrders } from './orders.ts';
import { seedCheckouts } from './checkouts.ts';
import { seedPlanned } from './planned.ts';
import { seedPushes } from './push.ts';
import { seedAgreements } from './agreements.ts';
import { seedGeographyAndCodes } from './geography.ts';
import { seedGeography } from '../modules/setting/geo/service.ts';

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123456', truename: 'Platform Administrator', group: 'Super administrators' },
  { username: 'sales', password: 'sales123456', truename: 'Sales Staff', group: 'Sales' },
  { username: 'supplier', password: 'supplier123456', truename: 'Supplier A Operator', supplier: 'Demo Supplier A' },
  { username: 'supplier2', password: 'supplier123456', truename: 'Supplier B Operator', supplier: 'Demo Supplier B' },
] as const;

/** The Sales group: orders, customers, catalog read and statistics. */
export function salesPermissions(): string[] {
  const wanted = PERMISSIONS.filter(
    (p) =>
      p.key === 'index' ||
      p.key.startsWith('catalog_order') ||
      p.key.startsWith('customer_') ||
      p.key.startsWith('statistics') ||
      [
        'catalog_product_index',
        'catalog_product_inventory',
        'catalog_category_index',
        'catalog_review_index',
        'catalog_review_info',
      ].includes(p.key),
  ).map((p) => p.key);
  return normalisePermissions(wanted).keys;
}

async function idOf(db: Db, table: typeof suppliers | typeof adminGroups, name: string): Promise<number> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(sql`lower(${table.name})`, name.toLowerCase()));
  if (!row) throw new Error(`seed: ${name} missing`);
  return row.id;
}

/**
 * Demo suppliers, groups, accounts, a little feedback, the catalog and customers. Running it again changes nothing.
 * `orders: false` leaves out the demo orders and checkouts (server tests make their own). `files`
 * (the app's file store) gives the demo products generated pictures; without it they have none.
 */
export async function seedDemo(
  db: Db,
  opts: { orders?: boolean; files?: FileService } = {},
): Promise<{ created: boolean }> {
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, 'admin'));
  const ctx = systemContext('seed');
  await db.transaction(async (tx) => {
    await tx
      .insert(suppliers)
      .values([{ name: 'Demo Supplier A' }, { name: 'Demo Supplier B' }])
      .onConflictDoNothing();
    await tx
      .insert(adminGroups)
      .values([
        { name: 'Super administrators', description: 'Every permission, always', isSuper: true, permissions: [] },
        {
          name: 'Sales',
          description: 'Orders, customers, catalog (read) and statistics',
          permissions: salesPermissions(),
        },
      ])
      .onConflictDoNothing();
    for (const account of DEMO_ACCOUNTS) {
      const groupId = 'group' in account ? await idOf(tx, adminGroups, account.group) : null;
      const supplierId = 'supplier' in account ? await idOf(tx, suppliers, account.supplier) : null;
      const inserted = await tx
        .insert(admins)
        .values({
          username: account.username,
          passwordHash: await hashPassword(account.password),
          truename: account.truename,
          email: `${account.username}@example.com`,
          groupId,
          supplierId,
        })
        .onConflictDoNothing()
        .returning({ id: admins.id });
      if (inserted[0])
        await recordAudit(tx, ctx, {
          action: 'admin.add',
          entity: 'admin',
          entityId: inserted[0].id,
          supplierId,
          after: { username: account.username, truename: account.truename, groupId, supplierId },
        });
    }
    if (!existing) {
      const a = await idOf(tx, suppliers, 'Demo Supplier A');
      const b = await idOf(tx, suppliers, 'Demo Supplier B');
      const [supplierUser] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.username, 'supplier'));
      const [supplier2User] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.username, 'supplier2'));
      await tx.insert(feedback).values([
        {
          adminId: supplierUser!.id,
          supplierId: a,
          authorName: 'Supplier A Operator',
          suggest: 'Please allow exporting the settlement list to Excel.',
          mail: 'supplier@example.com',
          status: 'new',
        },
        {
          adminId: supplier2User!.id,
          supplierId: b,
          authorName: 'Supplier B Operator',
          suggest: 'The shipping screen should remember the last logistics provider I used.',
          mail: '',
          status: 'processing',
          reply: 'Thanks, we are looking into it.',
        },
        {
          adminId: supplierUser!.id,
          supplierId: a,
          authorName: 'Supplier A Operator',
          suggest: 'Invoice upload failed once with a large PDF.',
          mail: '',
          status: 'resolved',
          reply: 'Fixed: the limit is now shown before upload.',
        },
      ]);
    }
  });
  await seedGeography(db);
  await seedCatalog(db, { files: opts.files });
  await seedCustomers(db);
  // demo addresses written as text get their region codes before orders copy them
  await seedGeographyAndCodes(db);
  await seedCommerce(db);
  await seedCurrencyHistory(db);
  await seedSettings(db);
  await seedAgreements(db);
  await seedPayments(db);
  if (opts.orders !== false) {
    await seedOrders(db);
    // Abandoned checkouts, some converted by the demo orders: after them.
    await seedCheckouts(db);
    // A planned task and the orders its first runs generated (they convert no checkout).
    await seedPlanned(db);
  }
  await seedSupply(db, { filesDir: opts.files?.dir });
  await seedSettlements(db);
  await seedTenders(db);
  await seedShopSearches(db);
  await seedInspections(db);
  await seedPushes(db);
  await seedShipments(db);
  // the scorecards last: they read orders, violations, marks and inspections
  await seedScores(db);
  return { created: !existing };
}
