import type { Db } from '../../../platform/db/database.ts';
import { supplierRepository } from './repository.ts';

/** The minimal supplier register: names for account forms. */
export class SupplierService {
  constructor(private readonly db: Db) {}

  async options(): Promise<{ list: { id: number; name: string; enabled: boolean }[] }> {
    const list = await supplierRepository.options(this.db);
    return { list };
  }
}
