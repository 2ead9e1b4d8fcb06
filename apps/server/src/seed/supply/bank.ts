import type { Db } from '../../platform/db/database.ts';

export async function seedBankChanges(db: Db): Promise<void> {
  void db;
}
