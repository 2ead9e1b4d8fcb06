import type { SupplierSettings } from '@shop/shared/api/settings';
import { defineSupplyPart } from '../part.ts';
import { DemandService } from './demand-service.ts';
import { sealDemoBids } from './demo-seal.ts';
import { demandRoutes, tenderRoutes } from './routes.ts';
import { DEMO_BID_TERMS } from './seed.ts';
import { TenderService } from './tender-service.ts';
import { TenderSteps } from './tender-steps.ts';

/**
 * Supply and demand, and tenders with sealed bids: the board (posts, answers, suggestions from
 * shop searches without results and from low stock) and tenders (eligible invitations through the
 * rights link, sealed bids with receipts, a recorded opening that verifies them, weighted scoring,
 * award and notices).
 */
export const tenderPart = defineSupplyPart({
  services: (platform, core) => {
    const tenders = new TenderService(platform, core);
    const settings = () => platform.settings.get('supplier').current() as Promise<SupplierSettings>;
    return {
      demands: new DemandService(platform.db, settings),
      tenders,
      tenderSteps: new TenderSteps(platform, core, tenders),
    };
  },
  routes: [demandRoutes, tenderRoutes],
  start: (services) => sealDemoBids(services, DEMO_BID_TERMS),
});
