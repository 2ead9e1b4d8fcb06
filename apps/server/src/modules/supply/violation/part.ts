import { defineSupplyPart } from '../part.ts';
import { MarkService } from './mark-service.ts';
import { appealQueueSource } from './queue-source.ts';
import { markRoutes, violationRoutes, violationTypeRoutes } from './routes.ts';
import { ViolationService } from './service.ts';
import { ViolationTypeService } from './type-service.ts';

/**
 * Violations and marks: the catalogue and sanction ladder, the append-only ledger with its bans
 * through the lifecycle, appeals (a kind of the approval queue) and staff marks of orders and
 * months. `activeBidBan` (bid-ban.ts) tells the rights service about a ladder's bid ban.
 */
export const violationPart = defineSupplyPart({
  services: (platform, core) => {
    const violationTypes = new ViolationTypeService(platform.db);
    const violations = new ViolationService(platform, core, violationTypes);
    core.approvalQueue.register(appealQueueSource(violations));
    return { violationTypes, violations, marks: new MarkService(platform.db, core) };
  },
  routes: [violationTypeRoutes, violationRoutes, markRoutes],
});
