import type { Db } from '../../platform/db/database.ts';

export async function seedApplications(db: Db): Promise<void> {
  void db;
}
