import type { Db } from '../platform/db/database.ts';
import { settings } from '../platform/settings/table.ts';

/**
 * A filled store profile for the demo. The base address, default language, currency and time zone
 * are left to the configuration (STORE_BASE_URL, ...) until someone saves the store info.
 */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({
      section: 'store',
      version: 1,
      value: {
        name: { 'zh-CN': '好物商城', en: 'Goodies Market', es: 'Mercado Goodies', ja: 'グッディーズ・マーケット' },
        email: 'service@goodies.example.com',
        phone: '+86 21 5555 0100',
        address: '88 Century Avenue, Pudong, Shanghai 200120, China',
        seoTitle: 'Goodies Market: home, kitchen and outdoor goods from trusted suppliers',
        seoDescription:
          'Goodies Market brings home, kitchen, garden and outdoor goods from audited suppliers, ' +
          'with tracked delivery to China, Japan, Europe and the rest of the world.',
        seoKeywords: 'home,kitchen,garden,outdoor,tableware,storage,lighting,gifts',
        maintenance: false,
      },
    })
    .onConflictDoNothing();
}
