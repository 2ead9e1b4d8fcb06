import type { Db } from '../../platform/db/database.ts';

export async function seedInvoices(db: Db): Promise<void> {
  void db;
}
