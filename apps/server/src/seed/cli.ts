import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../platform/db/lock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { FileService } from '../platform/files/file-service.ts';
import { admins } from '../platform/identity/table.ts';
import { seedDemo } from './demo.ts';
import { seedAuditRows, seedCustomerRows, seedOrderRows, seedProducts } from './scale.ts';

// npm run seed [-- --audit-rows N] [-- --products N] [-- --customers N] [-- --orders N]: demo data, plus N generated
// operation-log rows, products, customers and/or orders.
const config = loadConfig();
const args = process.argv.slice(2);
const argValue = (flag: string) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1] ?? 0) || 0 : 0);
const auditRows = argValue('--audit-rows');
const productRows = argValue('--products');
const customerRows = argValue('--customers');
const orderRows = argValue('--orders');
const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
});
try {
  // Demo product pictures go where the app serves uploads from (DATA_DIR/files).
  const files = new FileService(database.db, path.resolve(config.DATA_DIR, 'files'));
  const { created } = await seedDemo(database.db, { files });
  console.log(created ? 'Demo data created.' : 'Demo data already present.');
  if (auditRows > 0) {
    const [admin] = await database.db.select({ id: admins.id }).from(admins).where(eq(admins.username, 'admin'));
    await seedAuditRows(database.db, auditRows, admin!.id, 'admin');
    console.log(`Added ${auditRows} operation-log rows.`);
  }
  if (productRows > 0) {
    await seedProducts(database.db, productRows);
    console.log(`Added ${productRows} products.`);
  }
  if (customerRows > 0) {
    await seedCustomerRows(database.db, customerRows);
    console.log(`Added ${customerRows} customers.`);
  }
  if (orderRows > 0) {
    await seedOrderRows(database.db, orderRows);
    console.log(`Added ${orderRows} orders.`);
  }
} finally {
  await database.close();
  release();
}
