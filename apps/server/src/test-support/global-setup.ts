import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../platform/db/database.ts';
import { TEMPLATE_DB, TEMPLATE_FILE, adminUrl, databaseUrlFor } from './paths.ts';

/**
 * Migrates one template per test run — a dumped PGlite data directory, or a PostgreSQL template
 * database when DATABASE_URL is set — so each test file starts from a fresh copy in well under a second.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
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
  const db = await openDatabase({});
  const blob = await db.dump!();
  await db.close();
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  return async () => undefined;
}
