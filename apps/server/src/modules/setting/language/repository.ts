import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Language } from '@shop/shared';
import { type SelectOption } from '@shop/shared/api/lookup';
import type { Db } from '../../../platform/db/database.ts';
import { categories } from '../../catalog/category/table.ts';
import { products } from '../../catalog/product/table.ts';
import { languages } from './table.ts';

export type LanguageRecord = typeof languages.$inferSelect;

/** Each language by its own name, as a language picker shows it whatever the interface language. */
const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': '简体中文', en: 'English', es: 'Español', ja: '日本語' };

/** The catalog records whose required name the completeness view checks, per kind. */
const CATALOG = [
  { area: 'products', table: products, name: products.name, id: products.id },
  { area: 'categories', table: categories, name: categories.name, id: categories.id },
] as const;

const empty = (name: AnyPgColumn, l: Language) => sql`coalesce(btrim(${name} ->> ${l}), '') = ''`;

export const languageRepository = {
  async all(db: Db): Promise<LanguageRecord[]> {
    return db.select().from(languages).orderBy(asc(languages.sort), asc(languages.code));
  },

  /** The option list `languages` (POST /admin/api/selectlist): in their order, disabled ones marked. */
  async options(db: Db): Promise<SelectOption[]> {
    const rows = await this.all(db);
    return rows.map((l) => ({
      value: l.code,
      label: LANGUAGE_LABELS[l.code as Language] ?? l.code,
      ...(l.enabled ? {} : { disabled: true }),
    }));
  },

  async find(db: Db, code: string, lock = false): Promise<LanguageRecord | undefined> {
    const q = db.select().from(languages).where(eq(languages.code, code));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async defaultLanguage(db: Db): Promise<Language | undefined> {
    const [row] = await db.select({ code: languages.code }).from(languages).where(eq(languages.isDefault, true));
    return row?.code as Language | undefined;
  },

  /** Makes an enabled language the default (false when it is not enabled). */
  async makeDefault(db: Db, code: Language): Promise<boolean> {
    const rows = await this.lockAll(db);
    const next = rows.find((l) => l.code === code);
    if (!next?.enabled) return false;
    if (next.isDefault) return true;
    for (const l of rows.filter((r) => r.isDefault)) await this.update(db, l.code, { isDefault: false });
    await this.update(db, code, { isDefault: true });
    return true;
  },

  /**
   * The configured store language (STORE_LANGUAGE) becomes the default while nobody has changed the
   * languages yet (every row at version 0): a new store starts in the language it was set up with.
   * Answers whether it changed anything.
   */
  async adoptConfigured(db: Db, code: Language): Promise<boolean> {
    const rows = await this.lockAll(db);
    if (rows.some((r) => r.version > 0) || rows.find((r) => r.code === code)?.isDefault !== false) return false;
    for (const l of rows.filter((r) => r.isDefault))
      await db.update(languages).set({ isDefault: false }).where(eq(languages.code, l.code));
    await db.update(languages).set({ isDefault: true, enabled: true }).where(eq(languages.code, code));
    return true;
  },

  async lockAll(db: Db): Promise<LanguageRecord[]> {
    return db.select().from(languages).orderBy(asc(languages.code)).for('update');
  },

  async update(db: Db, code: string, values: Partial<Pick<LanguageRecord, 'enabled' | 'isDefault'>>) {
    const [row] = await db
      .update(languages)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${languages.version} + 1` })
      .where(eq(languages.code, code))
      .returning();
    return row!;
  },

  /** The four languages, zh-CN the default; inserting again changes nothing. */
  async seed(db: Db): Promise<void> {
    await db
      .insert(languages)
      .values(LANGUAGES.map((code, i) => ({ code, enabled: true, isDefault: code === 'zh-CN', sort: (i + 1) * 10 })))
      .onConflictDoNothing();
  },

  /**
   * Per kind of catalog record and language: how many records there are and how many have an
   * empty name in it, with the first few ids lacking it.
   */
  async catalogGaps(db: Db, langs: readonly Language[]) {
    const out: { language: Language; area: string; total: number; missing: number; sample: string[] }[] = [];
    for (const kind of CATALOG) {
      const counts = await db
        .select({
          total: sql<number>`count(*)::int`,
          ...Object.fromEntries(
            langs.map((l) => [l, sql<number>`(count(*) filter (where ${empty(kind.name, l)}))::int`]),
          ),
        })
        .from(kind.table);
      const row = (counts[0] ?? {}) as Record<string, number>;
      for (const l of langs) {
        const missing = Number(row[l] ?? 0);
        const sample = missing
          ? (
              await db
                .select({ id: kind.id })
                .from(kind.table)
                .where(empty(kind.name, l))
                .orderBy(asc(kind.id))
                .limit(10)
            ).map((r) => String(r.id))
          : [];
        out.push({ language: l, area: kind.area, total: Number(row.total ?? 0), missing, sample });
      }
    }
    return out;
  },
};
