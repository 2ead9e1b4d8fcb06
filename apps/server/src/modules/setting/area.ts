import type { DashboardFigureKey } from '@shop/shared';
import { defineServerArea } from '../../platform/area.ts';
import { tagRoutes } from './tag/routes.ts';
import { TagService } from './tag/service.ts';
import { warehouseRoutes } from './warehouse/routes.ts';
import { WarehouseService } from './warehouse/service.ts';
import { adminRoutes } from './admin/routes.ts';
import { AdminService } from './admin/service.ts';
import { adminRepository } from './admin/repository.ts';
import { groupRoutes } from './group/routes.ts';
import { GroupService } from './group/service.ts';
import { groupRepository } from './group/repository.ts';
import { logRoutes } from './log/routes.ts';
import { logRepository } from './log/repository.ts';
import { LogService } from './log/service.ts';
import { supplierRepository } from '../supply/supplier/repository.ts';
import { watermarkRoutes } from './watermark/routes.ts';
import { WatermarkService } from './watermark/service.ts';

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
    const figure = (key: DashboardFigureKey, permission: string, value: () => Promise<number>) =>
      dashboard.register({ area: 'shezhi', key, permission, value });
    figure('admins', 'setting_admin_index', () => adminRepository.enabledCount(db));
    figure('groups', 'setting_group_index', () => groupRepository.total(db));
    figure('log_today', 'log', () => logRepository.todayCount(db));
    figure('log_total', 'log', () => logRepository.total(db));
    figure('suppliers', 'setting_admin_index', () => supplierRepository.enabledCount(db));
  },
});
