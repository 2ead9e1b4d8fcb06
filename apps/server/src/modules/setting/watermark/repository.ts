import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { saveVersioned } from '../../../platform/db/versioned.ts';
import { watermarkSettings } from './table.ts';

/** The settings live in one row, with this id. */
export const WATERMARK_ROW_ID = 1;

export type WatermarkRecord = typeof watermarkSettings.$inferSelect;
const theRow = () => eq(watermarkSettings.id, WATERMARK_ROW_ID);

/** The watermark settings' single row. */
export const watermarkRepository = {
  /** The row; undefined before the first edit. */
  async find(db: Db): Promise<WatermarkRecord | undefined> {
    const [row] = await db.select().from(watermarkSettings).where(theRow());
    return row;
  },

  /** Creates the row (version 0) unless it exists, and locks it for the transaction. */
  async lock(db: Db): Promise<WatermarkRecord | undefined> {
    await db.insert(watermarkSettings).values({ id: WATERMARK_ROW_ID }).onConflictDoNothing();
    const [row] = await db.select().from(watermarkSettings).where(theRow()).for('update');
    return row;
  },

  /** Saves the settings with the version read; undefined when the version moved on meanwhile. */
  saveVersion(
    db: Db,
    version: number,
    set: Partial<typeof watermarkSettings.$inferInsert>,
  ): Promise<WatermarkRecord | undefined> {
    return saveVersioned(db, watermarkSettings, WATERMARK_ROW_ID, version, set);
  },
};
