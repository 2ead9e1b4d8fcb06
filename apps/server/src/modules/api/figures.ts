import { count, eq, gte, sql } from 'drizzle-orm';
import { auditCounter, auditLog } from '../../platform/audit/table.ts';
import type { Services } from '../../services.ts';
import { feedback } from '../help/feedback/table.ts';
import { adminGroups } from '../setting/group/table.ts';
import { admins } from '../setting/admin/table.ts';
import { suppliers } from '../system/supplier/table.ts';

/** Counters and dashboard figures owned by the platform's own modules. */
export function registerFigures(s: Services): void {
  const { db } = s;
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

  s.counters.register('feedback', () => s.feedback.newCount());

  s.dashboard.register({ area: 'shezhi', key: 'admins', permission: 'setting_admin_index', value: () => n(db.select({ n: count() }).from(admins).where(eq(admins.enabled, true))) });
  s.dashboard.register({ area: 'shezhi', key: 'groups', permission: 'setting_group_index', value: () => n(db.select({ n: count() }).from(adminGroups)) });
  s.dashboard.register({
    area: 'shezhi', key: 'log_today', permission: 'log',
    value: () => n(db.select({ n: count() }).from(auditLog).where(gte(auditLog.createdAt, sql`date_trunc('day', now())`))),
  });
  s.dashboard.register({ area: 'shezhi', key: 'log_total', permission: 'log', value: () => n(db.select({ n: sql<number>`coalesce(sum(${auditCounter.rows}),0)::int` }).from(auditCounter)) });
  s.dashboard.register({ area: 'shezhi', key: 'suppliers', permission: 'setting_admin_index', value: () => n(db.select({ n: count() }).from(suppliers).where(eq(suppliers.enabled, true))) });
  s.dashboard.register({ area: 'help', key: 'feedback_new', permission: 'help_suggest', value: () => s.feedback.newCount() });
  s.dashboard.register({ area: 'help', key: 'feedback_total', permission: 'help_suggest', value: () => n(db.select({ n: count() }).from(feedback)) });
}
