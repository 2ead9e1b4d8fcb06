import type { SupplierSettings } from '@shop/shared/api/settings';
import type { StoreSettings } from '@shop/shared/api/settings';
import type { PlatformServices } from '../../../platform/area.ts';
import { defineSupplyPart, type SupplyCore } from '../part.ts';
import { GroupService } from './group-service.ts';
import { licenceSweep } from './licence-job.ts';
import { LevelService } from './level-service.ts';
import type { SupplySettingsSource } from './period.ts';
import { RightsService } from './rights.ts';
import { levelRoutes } from './routes.ts';
import { ScorecardService } from './scorecard.ts';
import { StandingService } from './standing-service.ts';

/** Settings > suppliers and the store's time zone, read through the cached sections at the time of use. */
export function platformSettings({ settings }: PlatformServices): SupplySettingsSource {
  return {
    supplier: () => settings.get('supplier').current() as Promise<SupplierSettings>,
    timeZone: async () => ((await settings.get('store').current()) as StoreSettings).timeZone,
  };
}

/**
 * Levels and their rights, groups, the rights service with its quota ledger, scorecards and
 * standing bands. Fills the core's `rights` and `scorecards` links for the other parts.
 */
export const levelPart = defineSupplyPart({
  services: (platform: PlatformServices, core: SupplyCore) => {
    const settings = platformSettings(platform);
    const supplierRights = new RightsService(settings);
    const scorecards = new ScorecardService({
      settings,
      lifecycle: core.supplierLifecycle,
      notifications: platform.notifications,
    });
    core.links.rights = supplierRights;
    core.links.scorecards = scorecards;
    return {
      supplierRights,
      scorecards,
      supplierLevels: new LevelService(platform.db, scorecards),
      supplierGroups: new GroupService(platform.db, settings),
      supplierStanding: new StandingService(platform.db, settings, supplierRights, scorecards),
    };
  },
  routes: [levelRoutes],
  jobs: (s) => {
    // this month's scorecards for every supplier, nightly (the month's figures grow day by day)
    s.jobs.schedule('supply.scorecard.compute', '40 1 * * *', async ({ progress }) => ({
      result: await s.scorecards.runAll(s.db, { progress }),
    }));
    // quota write-offs, licence step-downs and suspensions, every morning
    s.jobs.schedule('supply.licence.step', '20 1 * * *', async () => ({
      result: await licenceSweep({
        db: s.db,
        settings: platformSettings(s),
        rights: s.supplierRights,
        lifecycle: s.supplierLifecycle,
      }),
    }));
  },
});
