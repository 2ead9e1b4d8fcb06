import type { Db } from '../../platform/db/database.ts';

export async function seedSupplierProfiles(db: Db): Promise<void> {
  void db;
}
