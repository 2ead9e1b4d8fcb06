import { defineServerArea } from '../../platform/area.ts';
import { applicationPart } from './application/part.ts';
import { bankPart } from './bank/part.ts';
import { inspectionPart } from './inspection/part.ts';
import { invoicePart } from './invoice/part.ts';
import { levelPart } from './level/part.ts';
import { logisticsPart } from './logistics/part.ts';
import { missingLinks, type SupplyCore } from './part.ts';
import { ApprovalQueue } from './queue/queue.ts';
import { settlementPart } from './settlement/part.ts';
import { SupplierLifecycle } from './supplier/lifecycle.ts';
import { supplierPart } from './supplier/part.ts';
import { tenderPart } from './tender/part.ts';
import { violationPart } from './violation/part.ts';

const PARTS = [
  supplierPart,
  applicationPart,
  levelPart,
  violationPart,
  bankPart,
  invoicePart,
  settlementPart,
  tenderPart,
  inspectionPart,
  logisticsPart,
] as const;

/**
 * Suppliers and the supply chain: the core every part shares (the lifecycle, the approval queue)
 * and the parts, each in its own folder with its `part.ts`.
 */
export const supplyArea = defineServerArea({
  name: 'supply',
  services: (platform) => {
    const core: SupplyCore = {
      supplierLifecycle: new SupplierLifecycle(platform.db, platform.sessions),
      approvalQueue: new ApprovalQueue(),
      links: missingLinks(),
    };
    return {
      ...core,
      ...supplierPart.services(platform, core),
      ...applicationPart.services(platform, core),
      ...levelPart.services(platform, core),
      ...violationPart.services(platform, core),
      ...bankPart.services(platform, core),
      ...invoicePart.services(platform, core),
      ...settlementPart.services(platform, core),
      ...tenderPart.services(platform, core),
      ...inspectionPart.services(platform, core),
      ...logisticsPart.services(platform, core),
    };
  },
  routes: PARTS.flatMap((p) => p.routes),
  jobs: (services) => {
    for (const p of PARTS) p.jobs?.(services as never);
  },
  figures: (services) => {
    for (const p of PARTS) p.figures?.(services as never);
  },
  start: async (services) => {
    for (const p of PARTS) await p.start?.(services as never);
  },
});
