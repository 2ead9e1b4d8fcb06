import type { Db } from '../../platform/db/database.ts';

export async function seedViolations(db: Db): Promise<void> {
  void db;
}
