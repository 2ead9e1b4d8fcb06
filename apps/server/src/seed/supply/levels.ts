import type { Db } from '../../platform/db/database.ts';

export async function seedLevels(db: Db): Promise<void> {
  void db;
}
