import type { Db } from '../platform/db/database.ts';
import { currencies, logisticsProviders, taxRules } from '../modules/setting/commerce/table.ts';
import { seedShipping } from './shipping.ts';

/**
 * Reference data orders need: currencies (USD is the base), shipping templates, tax rules and
 * logistics providers. Inserting again changes nothing.
 */
export async function seedCommerce(db: Db): Promise<void> {
  await db
    .insert(currencies)
    .values([
      { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, rate: 1, isBase: true },
      { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', decimals: 2, rate: 7.12 },
      { code: 'EUR', name: 'Euro', symbol: '€', symbolRight: true, decimals: 2, rate: 0.92 },
      { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0, rate: 151.3 },
    ])
    .onConflictDoNothing();
  await seedShipping(db);
  const existing = await db.select({ id: taxRules.id }).from(taxRules).limit(1);
  if (!existing.length) {
    await db.insert(taxRules).values([
      { name: 'China VAT', country: 'CN', type: 'percent', rate: 1300, priority: 1 },
      { name: 'Spain IVA', country: 'ES', type: 'percent', rate: 2100, priority: 1 },
      { name: 'Germany USt', country: 'DE', type: 'percent', rate: 1900, priority: 1 },
      { name: 'Japan consumption tax', country: 'JP', type: 'percent', rate: 1000, priority: 1 },
      { name: 'California sales tax', country: 'US', region: 'CA', type: 'percent', rate: 725, priority: 1 },
    ]);
  }
  await db
    .insert(logisticsProviders)
    .values([
      { code: 'SF', name: 'SF Express', trackingUrl: 'https://www.sf-express.com/track?waybill={waybill}', sort: 10 },
      { code: 'DHL', name: 'DHL', trackingUrl: 'https://www.dhl.com/track?tracking-id={waybill}', sort: 20 },
      { code: 'UPS', name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={waybill}', sort: 30 },
      { code: 'EMS', name: 'China Post EMS', trackingUrl: '', sort: 40 },
    ])
    .onConflictDoNothing();
}
