import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { settings } from './table.ts';

export type SettingsRecord = typeof settings.$inferSelect;

/** The rows of the settings sections. */
export const settingsRepository = {
  async find(db: Db, section: string): Promise<SettingsRecord | undefined> {
    const [row] = await db.select().from(settings).where(eq(settings.section, section));
    return row;
  },

  /** Creates the section's row (version 0, the values given) unless it exists, and locks it. */
  async lock(db: Db, section: string, initial: Record<string, unknown>): Promise<SettingsRecord> {
    await db.insert(settings).values({ section, value: initial }).onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.section, section)).for('update');
    return row!;
  },

  /** Saves the values with the version read; undefined when the version moved on meanwhile. */
  async save(
    db: Db,
    section: string,
    version: number,
    value: Record<string, unknown>,
    updatedBy: number | null,
  ): Promise<SettingsRecord | undefined> {
    const [row] = await db
      .update(settings)
      .set({ value, updatedBy, version: sql`${settings.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(settings.section, section), eq(settings.version, version)))
      .returning();
    return row;
  },
};
