import { eq } from 'drizzle-orm';
import { currencyRateHistory } from '../modules/setting/currency/table.ts';
import type { Db } from '../platform/db/database.ts';
import { admins } from '../platform/identity/table.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo rate history: the four demo currencies as they were added a month ago, then the
 * administrator's later rate updates up to today's rates. Only while the history is empty.
 */
export async function seedCurrencyHistory(db: Db): Promise<void> {
  const [any] = await db.select({ id: currencyRateHistory.id }).from(currencyRateHistory).limit(1);
  if (any) return;
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, 'admin'));
  const at = (days: number) => new Date(Date.now() - days * DAY);
  const by = { actorId: admin?.id ?? null, actorName: 'admin', baseCode: 'USD' };
  await db.insert(currencyRateHistory).values([
    { code: 'USD', oldRate: null, newRate: 1, reason: 'add', createdAt: at(30), ...by },
    { code: 'CNY', oldRate: null, newRate: 7.18, reason: 'add', createdAt: at(30), ...by },
    { code: 'EUR', oldRate: null, newRate: 0.93, reason: 'add', createdAt: at(30), ...by },
    { code: 'JPY', oldRate: null, newRate: 149.8, reason: 'add', createdAt: at(30), ...by },
    { code: 'CNY', oldRate: 7.18, newRate: 7.12, reason: 'edit', createdAt: at(12), ...by },
    { code: 'EUR', oldRate: 0.93, newRate: 0.92, reason: 'edit', createdAt: at(5), ...by },
    { code: 'JPY', oldRate: 149.8, newRate: 151.3, reason: 'edit', createdAt: at(2), ...by },
  ]);
}
