import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../platform/db/database.ts';
import { adminUrl, databaseUrlFor, newTemplateFile, templateDb } from './paths.ts';

/**
 * Migrates one template per test run — a dumped PGlite data directory, or a PostgreSQL template
 * database when DATABASE_URL is set — so each test file starts from a fresh copy in well under a second.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    process.env.SHOP_TEST_TEMPLATE = `shop_test_template_${process.pid}_${Date.now().toString(36)}`;
    const TEMPLATE_DB = templateDb();
    const dropTemplate = async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await c.end();
    };
    await dropTemplate();
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    await c.query(`create database ${TEMPLATE_DB}`);
    await c.end();
    const db = await openDatabase({ databaseUrl: databaseUrlFor(url, TEMPLATE_DB), poolSize: 1 });
    await db.close();
    return dropTemplate;
  }
  const file = newTemplateFile();
  process.env.SHOP_TEST_TEMPLATE_FILE = file;
  const db = await openDatabase({});
  const blob = await db.dump!();
  await db.close();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return async () => { rmSync(file, { force: true }); };
}
