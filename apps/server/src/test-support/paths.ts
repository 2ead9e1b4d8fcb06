import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The PostgreSQL template of this test run. Named per run (global setup sets it for the workers)
 * so that two runs against one server never drop each other's template.
 */
export function templateDb(): string {
  return process.env.SHOP_TEST_TEMPLATE ?? 'shop_test_template';
}

/** The same template with the demo data (without orders) already loaded: what most test files start from. */
export function seededTemplateDb(): string {
  return `${templateDb()}_seeded`;
}
const TMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.tmp');

/** The dumped PGlite template of this test run (per run, like the PostgreSQL template). */
export function templateFile(): string {
  return process.env.SHOP_TEST_TEMPLATE_FILE ?? path.join(TMP, 'pglite-template.tar');
}

/** The dumped PGlite template with the demo data (without orders). */
export function seededTemplateFile(): string {
  return templateFile().replace(/\.tar$/, '-seeded.tar');
}

export function newTemplateFile(): string {
  return path.join(TMP, `pglite-template-${process.pid}.tar`);
}

/** The same server, database "postgres": where databases are created and dropped. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseUrlFor(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
