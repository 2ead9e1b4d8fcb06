import type { Localized } from '@shop/shared';
import type { Db } from '../platform/db/database.ts';
import { shippingAreas, shippingMethods } from '../modules/setting/shipping/table.ts';

type Area = Omit<typeof shippingAreas.$inferInsert, 'templateId'>;
interface Template {
  code: string;
  name: Localized;
  mode: 'weight' | 'quantity';
  estimateMinDays: number;
  estimateMaxDays: number;
  sort: number;
  areas: Area[];
}

const EUROPE = ['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'IE', 'PL', 'SE', 'DK', 'FI', 'GB', 'CH', 'NO'];

/**
 * The demo shipping templates (amounts in minor units of the base currency, USD): "Standard" by
 * weight, with China, Japan, an Osaka region area (it wins over Japan), Europe and the rest of the
 * world; "Bulky goods" by the piece, with China and the rest of the world. 2.5 kg to Osaka costs
 * 10.00 + 4 x 2.50 = 20.00 with Standard.
 */
export const DEMO_SHIPPING: readonly Template[] = [
  {
    code: 'standard',
    name: { 'zh-CN': '标准快递', en: 'Standard', es: 'Estándar', ja: '通常配送' },
    mode: 'weight',
    estimateMinDays: 3,
    estimateMaxDays: 7,
    sort: 1,
    areas: [
      {
        name: 'China',
        countries: ['CN'],
        firstUnit: 1000,
        firstFee: 800,
        additionalUnit: 1000,
        additionalFee: 200,
        freeOver: 9900,
      },
      {
        name: 'Japan',
        countries: ['JP'],
        firstUnit: 500,
        firstFee: 1200,
        additionalUnit: 500,
        additionalFee: 300,
        freeOver: 15000,
      },
      {
        name: 'Osaka',
        regions: [
          { country: 'JP', region: 'Osaka' },
          { country: 'JP', region: '大阪府' },
        ],
        firstUnit: 500,
        firstFee: 1000,
        additionalUnit: 500,
        additionalFee: 250,
        freeOver: 15000,
      },
      { name: 'Europe', countries: EUROPE, firstUnit: 1000, firstFee: 1800, additionalUnit: 1000, additionalFee: 400 },
      {
        name: 'Rest of the world',
        isDefault: true,
        firstUnit: 1000,
        firstFee: 2500,
        additionalUnit: 1000,
        additionalFee: 800,
      },
    ],
  },
  {
    code: 'bulky',
    name: { 'zh-CN': '大件物流', en: 'Bulky goods', es: 'Mercancía voluminosa', ja: '大型貨物' },
    mode: 'quantity',
    estimateMinDays: 7,
    estimateMaxDays: 15,
    sort: 2,
    areas: [
      {
        name: 'China',
        countries: ['CN'],
        firstUnit: 1,
        firstFee: 1500,
        additionalUnit: 1,
        additionalFee: 500,
        freeOver: 50000,
      },
      {
        name: 'Rest of the world',
        isDefault: true,
        firstUnit: 1,
        firstFee: 4500,
        additionalUnit: 1,
        additionalFee: 2000,
      },
    ],
  },
];

/** The demo shipping templates with their areas; a template whose code exists is left as it is. */
export async function seedShipping(db: Db): Promise<void> {
  for (const { areas, ...template } of DEMO_SHIPPING) {
    const [made] = await db.insert(shippingMethods).values(template).onConflictDoNothing().returning();
    if (made) await db.insert(shippingAreas).values(areas.map((a) => ({ ...a, templateId: made.id })));
  }
}
