import { asc } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from './table.ts';

/** The minimal supplier register: names for account forms. */
export class SupplierService {
  constructor(private readonly db: Db) {}

  async options(): Promise<{ list: { id: number; name: string; enabled: boolean }[] }> {
    const list = await this.db.select({ id: suppliers.id, name: suppliers.name, enabled: suppliers.enabled })
      .from(suppliers).orderBy(asc(suppliers.name)).limit(1000);
    return { list };
  }
}
