import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { supplierApplicationFiles as f, type ApplicationFileRecord } from './table.ts';

/** The applicants' uploaded files: written by the upload, bound to an application when it uses them. */
export const applicationFilesRepository = {
  async insert(db: Db, row: Omit<ApplicationFileRecord, 'id' | 'createdAt' | 'applicationId'>): Promise<void> {
    await db.insert(f).values(row);
  },

  /** The files among `handles` that are free, or already this application's. */
  async usable(db: Db, handles: string[], applicationId: number | null): Promise<ApplicationFileRecord[]> {
    if (handles.length === 0) return [];
    const owner =
      applicationId === null
        ? isNull(f.applicationId)
        : or(isNull(f.applicationId), eq(f.applicationId, applicationId));
    return db
      .select()
      .from(f)
      .where(and(inArray(f.handle, handles), owner));
  },

  async bind(db: Db, handles: string[], applicationId: number): Promise<void> {
    if (handles.length === 0) return;
    await db
      .update(f)
      .set({ applicationId })
      .where(and(inArray(f.handle, handles), isNull(f.applicationId)));
  },

  /** One of the application's files by its handle. */
  async ofApplication(db: Db, applicationId: number, handle: string): Promise<ApplicationFileRecord | undefined> {
    const [row] = await db
      .select()
      .from(f)
      .where(and(eq(f.applicationId, applicationId), eq(f.handle, handle)));
    return row;
  },

  async byHandles(db: Db, handles: string[]): Promise<ApplicationFileRecord[]> {
    if (handles.length === 0) return [];
    return db.select().from(f).where(inArray(f.handle, handles));
  },

  /** Removes the rows of uploads no application took, made before `before`; answers their stored names. */
  async removeUnbound(db: Db, before: Date): Promise<string[]> {
    const rows = await db
      .delete(f)
      .where(and(isNull(f.applicationId), lt(f.createdAt, before)))
      .returning({ stored: f.stored });
    return rows.map((r) => r.stored);
  },
};
