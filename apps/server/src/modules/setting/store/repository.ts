import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { files } from '../../../platform/files/table.ts';
import { customerGroups } from '../../customer/table.ts';
import { currencies } from '../commerce/table.ts';

/** What the settings sections check their values against. */
export const storeSettingsRepository = {
  /** Stored pictures by url, with their size. */
  async pictures(db: Db, urls: string[]): Promise<Map<string, { width: number | null; height: number | null }>> {
    if (urls.length === 0) return new Map();
    const rows = await db
      .select({ name: files.name, width: files.width, height: files.height })
      .from(files)
      .where(
        inArray(
          files.name,
          urls.map((u) => u.replace(/^\/files\//, '')),
        ),
      );
    return new Map(rows.map((r) => [`/files/${r.name}`, { width: r.width, height: r.height }]));
  },

  async currencyEnabled(db: Db, code: string): Promise<boolean> {
    const [row] = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(and(eq(currencies.code, code), eq(currencies.enabled, true)));
    return row !== undefined;
  },

  /** The base currency's code (the store's first default currency). */
  async baseCurrency(db: Db): Promise<string | undefined> {
    const [row] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true));
    return row?.code;
  },

  async groupExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, id));
    return row !== undefined;
  },
};
