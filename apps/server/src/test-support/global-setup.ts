import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { useTestHashCost } from '../platform/auth/passwords.ts';
import { openDatabase } from '../platform/db/database.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedGeography } from '../modules/setting/geo/service.ts';
import {
  adminUrl,
  databaseUrlFor,
  newTemplateFile,
  seededTemplateDb,
  seededTemplateFile,
  templateDb,
} from './paths.ts';

/**
 * Migrates one template per test run — a dumped PGlite data directory, or a PostgreSQL template
 * database when DATABASE_URL is set — so each test file starts from a fresh copy in well under a second.
 * A second template holds the demo data as well (without orders, as `createTestApp()` seeds it), so
 * that the files that want it do not each seed it again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The demo accounts of the seeded template get the cheap test cost, so logins in tests verify fast.
  useTestHashCost();
  const url = process.env.DATABASE_URL;
  if (url) {
    process.env.SHOP_TEST_TEMPLATE = `shop_test_template_${process.pid}_${Date.now().toString(36)}`;
    const TEMPLATE_DB = templateDb();
    const SEEDED_DB = seededTemplateDb();
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    const dropTemplates = async () => {
      await admin(`drop database if exists ${SEEDED_DB} with (force)`);
      await admin(`drop database if exists ${TEMPLATE_DB} with (force)`);
    };
    await dropTemplates();
    await admin(`create database ${TEMPLATE_DB}`);
    const db = await openDatabase({ databaseUrl: databaseUrlFor(url, TEMPLATE_DB), poolSize: 1 });
    await seedGeography(db.db);
    await db.close();
    await admin(`create database ${SEEDED_DB} template ${TEMPLATE_DB}`);
    const seeded = await openDatabase({ databaseUrl: databaseUrlFor(url, SEEDED_DB), migrate: false, poolSize: 1 });
    await seedDemo(seeded.db, { orders: false });
    await seeded.close();
    return dropTemplates;
  }
  const file = newTemplateFile();
  process.env.SHOP_TEST_TEMPLATE_FILE = file;
  const seededFile = seededTemplateFile();
  const db = await openDatabase({});
  await seedGeography(db.db);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
  await seedDemo(db.db, { orders: false });
  writeFileSync(seededFile, Buffer.from(await (await db.dump!()).arrayBuffer()));
  await db.close();
  return async () => {
    rmSync(file, { force: true });
    rmSync(seededFile, { force: true });
  };
}
