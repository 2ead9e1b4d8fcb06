import type { Db } from '../platform/db/database.ts';
import { currencies, logisticsProviders, shippingMethods, taxRules } from '../modules/setting/commerce/table.ts';

/**
 * Reference data orders need: currencies (USD is the base), shipping methods, tax rules and
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
  await db
    .insert(shippingMethods)
    .values([
      {
        code: 'standard',
        name: { 'zh-CN': '标准快递', en: 'Standard', es: 'Estándar', ja: '通常配送' },
        baseFee: 800,
        perKgFee: 200,
        freeOver: 9900,
        sort: 1,
      },
      {
        code: 'express',
        name: { 'zh-CN': '特快专递', en: 'Express', es: 'Exprés', ja: '速達' },
        baseFee: 1800,
        perKgFee: 400,
        freeOver: null,
        sort: 2,
      },
      {
        code: 'pickup',
        name: { 'zh-CN': '到店自提', en: 'Store pickup', es: 'Recogida en tienda', ja: '店舗受け取り' },
        baseFee: 0,
        perKgFee: 0,
        freeOver: null,
        sort: 3,
      },
    ])
    .onConflictDoNothing();
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
