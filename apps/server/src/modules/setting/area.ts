import { count, eq, gte, sql } from 'drizzle-orm';
import { auditCounter, auditLog } from '../../platform/audit/table.ts';
import { defineServerArea } from '../../platform/area.ts';
import { tagRoutes } from '../catalog/tag/routes.ts';
import { TagService } from '../catalog/tag/service.ts';
import { warehouseRoutes } from '../catalog/warehouse/routes.ts';
import { WarehouseService } from '../catalog/warehouse/service.ts';
import { adminRoutes } from './admin/routes.ts';
import { AdminService } from './admin/service.ts';
import { admins } from './admin/table.ts';
import { groupRoutes } from './group/routes.ts';
import { GroupService } from './group/service.ts';
import { adminGroups } from './group/table.ts';
import { logRoutes } from './log/routes.ts';
import { LogService } from './log/service.ts';
import { suppliers } from '../system/supplier/table.ts';
import { watermarkRoutes } from './watermark/routes.ts';
import { WatermarkService } from './watermark/service.ts';

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

/** Settings: administrators, management groups, the operation log, watermark, tags, warehouses. */
export const settingArea = defineServerArea({
  name: 'setting',
  services: ({ db, sessions, files }) => ({
    admins: new AdminService(db, sessions),
    groups: new GroupService(db, sessions),
    logs: new LogService(db),
    watermark: new WatermarkService(db, files),
    tags: new TagService(db),
    warehouses: new WarehouseService(db),
  }),
  routes: [adminRoutes, groupRoutes, logRoutes, watermarkRoutes, tagRoutes, warehouseRoutes],
  figures: ({ db, dashboard }) => {
    dashboard.register({ area: 'shezhi', key: 'admins', permission: 'setting_admin_index', value: () => n(db.select({ n: count() }).from(admins).where(eq(admins.enabled, true))) });
    dashboard.register({ area: 'shezhi', key: 'groups', permission: 'setting_group_index', value: () => n(db.select({ n: count() }).from(adminGroups)) });
    dashboard.register({
      area: 'shezhi', key: 'log_today', permission: 'log',
      value: () => n(db.select({ n: count() }).from(auditLog).where(gte(auditLog.createdAt, sql`date_trunc('day', now())`))),
    });
    dashboard.register({
      area: 'shezhi', key: 'log_total', permission: 'log',
      value: () => n(db.select({ n: sql<number>`coalesce(sum(${auditCounter.rows}),0)::int` }).from(auditCounter)),
    });
    dashboard.register({
      area: 'shezhi', key: 'suppliers', permission: 'setting_admin_index',
      value: () => n(db.select({ n: count() }).from(suppliers).where(eq(suppliers.enabled, true))),
    });
  },
});
