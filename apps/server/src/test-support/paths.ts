import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_DB = 'shop_test_template';
export const TEMPLATE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.tmp/pglite-template.tar');

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
