import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { systemContext } from '../platform/http/context.ts';
import { PlannedService } from '../modules/setting/planned/service.ts';
import { plannedTasks } from '../modules/setting/planned/table.ts';

const DAY = 86_400_000;
const NAME = 'Storefront activity';

/**
 * One enabled planned task (orders to the demo customers' countries, by weight) and its first runs,
 * made by the task's own generator: a handful of generated orders, marked as such in every list.
 * Runs once: a database that has the task keeps it as it is.
 */
export async function seedPlanned(db: Db): Promise<void> {
  const [existing] = await db.select({ id: plannedTasks.id }).from(plannedTasks).where(eq(plannedTasks.name, NAME));
  if (existing) return;
  const planned = new PlannedService(db);
  const now = Date.now();
  const task = await planned.add(systemContext('seed'), {
    name: NAME,
    startsAt: new Date(now - DAY).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
    everyMinutes: 120,
    perRun: 3,
    maxTotal: 60,
    countries: [
      { country: 'US', weight: 5 },
      { country: 'DE', weight: 3 },
      { country: 'ES', weight: 2 },
    ],
    activities: ['customer_group_discount'],
    enabled: true,
  });
  await planned.run(task.id);
  await planned.run(task.id);
}
