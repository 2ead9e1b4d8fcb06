import { eq, inArray } from 'drizzle-orm';
import { products } from '../modules/catalog/product/table.ts';
import type { Db } from '../platform/db/database.ts';
import { currencies, logisticsProviders } from '../modules/setting/commerce/table.ts';
import { taxClasses, taxRules } from '../modules/setting/tax/table.ts';
import { seedShipping } from './shipping.ts';

/**
 * Reference data orders need: currencies (USD is the base), shipping templates, tax rules and
 * logistics providers (SF, DHL and UPS carry batteries, EMS does not). Inserting again changes nothing.
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
  await seedTaxes(db);
  await db
    .insert(logisticsProviders)
    .values([
      {
        code: 'SF',
        name: 'SF Express',
        trackingUrl: 'https://www.sf-express.com/track?waybill={waybill}',
        sort: 10,
        carriesBatteries: true,
      },
      {
        code: 'DHL',
        name: 'DHL',
        trackingUrl: 'https://www.dhl.com/track?tracking-id={waybill}',
        sort: 20,
        carriesBatteries: true,
      },
      {
        code: 'UPS',
        name: 'UPS',
        trackingUrl: 'https://www.ups.com/track?tracknum={waybill}',
        sort: 30,
        carriesBatteries: true,
      },
      // the post takes no goods with a battery
      { code: 'EMS', name: 'China Post EMS', trackingUrl: '', sort: 40 },
    ])
    .onConflictDoNothing();
}

/**
 * Tax classes and rules: the standard class (made by the migration) with each country's standard
 * rate; a reduced-rate class; an electronics class whose per-item recycling fee (priority 0) is
 * itself taxed by VAT (priority 1 compounds on it). Only on a store without rules yet.
 */
async function seedTaxes(db: Db): Promise<void> {
  const existing = await db.select({ id: taxRules.id }).from(taxRules).limit(1);
  if (existing.length) return;
  const [standard] = await db.select({ id: taxClasses.id }).from(taxClasses).where(eq(taxClasses.isDefault, true));
  const classes = await db
    .insert(taxClasses)
    .values([
      { name: 'Reduced rate', description: 'Food, books and other goods taxed at a reduced rate' },
      { name: 'Electronics', description: 'Electrical goods that carry a recycling fee' },
    ])
    .onConflictDoNothing()
    .returning({ id: taxClasses.id, name: taxClasses.name });
  const standardId =
    standard?.id ?? (await db.insert(taxClasses).values({ name: 'Standard', isDefault: true }).returning())[0]!.id;
  const id = (name: string) => classes.find((c) => c.name === name)?.id ?? standardId;
  const rate = (name: string, country: string, bp: number, extra: Partial<typeof taxRules.$inferInsert> = {}) => ({
    name,
    country,
    type: 'percent' as const,
    rate: bp,
    priority: 1,
    classId: standardId,
    ...extra,
  });
  await db
    .insert(taxRules)
    .values([
      rate('China VAT', 'CN', 1300),
      rate('Spain IVA', 'ES', 2100),
      rate('Germany USt', 'DE', 1900),
      rate('Japan consumption tax', 'JP', 1000),
      rate('California sales tax', 'US', 725, { region: 'US-CA' }),
      rate('China VAT (reduced)', 'CN', 900, { classId: id('Reduced rate') }),
      rate('Spain IVA (reduced)', 'ES', 1000, { classId: id('Reduced rate') }),
      rate('Germany USt (reduced)', 'DE', 700, { classId: id('Reduced rate') }),
      rate('Japan consumption tax (reduced)', 'JP', 800, { classId: id('Reduced rate') }),
      rate('Spain RAEE recycling fee', 'ES', 50, { classId: id('Electronics'), type: 'fixed', priority: 0 }),
      rate('Spain IVA', 'ES', 2100, { classId: id('Electronics') }),
      rate('Germany USt', 'DE', 1900, { classId: id('Electronics') }),
      rate('China VAT', 'CN', 1300, { classId: id('Electronics') }),
      rate('Japan consumption tax', 'JP', 1000, { classId: id('Electronics') }),
    ]);
  // The phones, earbuds, power bank and speaker of the demo catalog are electronics; the kids' hoodie
  // is taxed at the reduced rate.
  const electronics = ['SKU-1008', 'SKU-1010', 'SKU-1011', 'SKU-1012', 'SKU-1027'];
  await db
    .update(products)
    .set({ taxClassId: id('Electronics') })
    .where(inArray(products.sku, electronics));
  await db
    .update(products)
    .set({ taxClassId: id('Reduced rate') })
    .where(eq(products.sku, 'SKU-1007'));
}
