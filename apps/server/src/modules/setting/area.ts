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
import { LOG_RETENTION_JOB, LogService } from './log/service.ts';
import { supplierRepository } from '../supply/supplier/repository.ts';
import { watermarkRoutes } from './watermark/routes.ts';
import { mailSettings, memberSettings, storeSettings, supplierSettings, systemSettings } from '@shop/shared';
import { mailTestRoute } from './store/mail-test.ts';
import { sectionRoutes } from '../../platform/settings/routes.ts';
import { storeSections } from './store/sections.ts';
import { WatermarkService } from './watermark/service.ts';
import { logisticsProviderRoutes } from './logistics/routes.ts';
import { LogisticsProviderService } from './logistics/service.ts';
import { shippingRoutes } from './shipping/routes.ts';
import { ShippingAreaService } from './shipping/area-service.ts';
import { ShippingTemplateService } from './shipping/service.ts';
import { paymentRoutes } from './payment/routes.ts';
import { PaymentService } from './payment/service.ts';
import { agreementRoutes } from './agreement/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { GeoService } from './geo/service.ts';
import { lookupRoutes } from './lookup/routes.ts';
import { AgreementService } from './agreement/service.ts';
import { pushServices, registerPushJobs } from './push/part.ts';
import { pushRoutes } from './push/routes.ts';
import { plannedRoutes } from './planned/routes.ts';
import { PLANNED_RUN_JOB, PLANNED_TICK_JOB, PlannedService } from './planned/service.ts';
import { currencyRoutes } from './currency/routes.ts';
import { CurrencyService } from './currency/service.ts';
import { languageRoutes } from './language/routes.ts';
import { LanguageService } from './language/service.ts';
import { taxRoutes } from './tax/routes.ts';
import { TaxService } from './tax/service.ts';

/**
 * Settings: administrators, management groups, the operation log, watermark, tags, warehouses,
 * logistics providers, payment methods, shipping, agreements and the settings sections.
 */
export const settingArea = defineServerArea({
  name: 'setting',
  services: (platform) => ({
    ...storeSections(platform),
    admins: new AdminService(platform.db, platform.sessions),
    groups: new GroupService(platform.db, platform.sessions),
    logs: new LogService(platform.db),
    watermark: new WatermarkService(platform.db, platform.files),
    tags: new TagService(platform.db),
    warehouses: new WarehouseService(platform.db),
    logisticsProviders: new LogisticsProviderService(platform.db),
    shippingTemplates: new ShippingTemplateService(platform.db),
    shippingAreas: new ShippingAreaService(platform.db),
    payments: new PaymentService(platform.db, platform.secrets),
    agreements: new AgreementService(platform.db),
    geo: new GeoService(platform.db),
    ...pushServices(platform),
    planned: new PlannedService(platform.db, platform.jobs),
    currencies: new CurrencyService(platform.db),
    languages: new LanguageService(platform.db),
    taxes: new TaxService(platform.db),
  }),
  routes: [
    sectionRoutes(storeSettings),
    sectionRoutes(memberSettings),
    sectionRoutes(supplierSettings),
    sectionRoutes(systemSettings),
    sectionRoutes(mailSettings),
    mailTestRoute,
    adminRoutes,
    groupRoutes,
    logRoutes,
    watermarkRoutes,
    tagRoutes,
    warehouseRoutes,
    logisticsProviderRoutes,
    shippingRoutes,
    paymentRoutes,
    agreementRoutes,
    geoRoutes,
    lookupRoutes,
    pushRoutes,
    plannedRoutes,
    currencyRoutes,
    languageRoutes,
    taxRoutes,
  ],
  // A new store starts in its configured language (STORE_LANGUAGE) until the languages are changed.
  start: ({ languages, config }) => languages.adoptConfigured(config.STORE_LANGUAGE),
  jobs: ({ jobs, system, logs, planned, pushes, pushSender }) => {
    registerPushJobs(jobs, { pushes, pushSender });
    // Planned auto-order tasks: each minute the due runs are taken and each becomes a job of its own.
    jobs.schedule(PLANNED_TICK_JOB, '* * * * *', async () => ({ result: { started: await planned.tick() } }), {
      policy: 'stately',
    });
    jobs.register(PLANNED_RUN_JOB, async ({ job, progress }) => {
      const result = await planned.run(Number(job.payload.taskId), (done, total) => progress(done, total));
      return { result: { taskId: job.payload.taskId, ...(result ?? { status: 'deleted' }) } };
    });
    jobs.schedule(LOG_RETENTION_JOB, '20 3 * * *', async () => {
      const { logRetentionDays } = await system.current();
      return { result: { deleted: await logs.prune(logRetentionDays), days: logRetentionDays } };
    });
  },
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
