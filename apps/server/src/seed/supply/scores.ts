import type { Db } from '../../platform/db/database.ts';

export async function seedScores(db: Db): Promise<void> {
  void db;
}
