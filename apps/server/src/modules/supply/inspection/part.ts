import { defineSupplyPart } from '../part.ts';
import { inspectionLink } from './opening.ts';
import { InspectionPointService } from './point-service.ts';
import { inspectionRoutes } from './routes.ts';
import { InspectionService } from './service.ts';

/**
 * Inspections: control points and sampling stages, lots opened when goods are received (the
 * `inspections` link the logistics part calls) or requested by a supplier, results that put a lot
 * into stock or fail it (a drafted violation, a chargeback line, the scorecard recomputed).
 */
export const inspectionPart = defineSupplyPart({
  services: (platform, core) => {
    const link = inspectionLink();
    core.links.inspections = link;
    const inspections = new InspectionService(platform, core);
    return { inspectionLink: link, inspections, inspectionPoints: new InspectionPointService(platform.db) };
  },
  routes: [inspectionRoutes],
});
