import type { PlatformServices, RouteRegistrar } from '../../platform/area.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ApprovalQueue } from './queue/queue.ts';
import type { SupplierLifecycle } from './supplier/lifecycle.ts';

/** What a supplier may be allowed or refused: rights with a monthly quota, and plain permissions. */
export type SupplierRight = 'inspection' | 'order' | 'bid' | 'new_product' | 'on_shelf' | 'flash_sale';
/** The rights counted in the quota ledger. */
export type QuotaRight = 'inspection' | 'order' | 'bid';

/** The rights service's answer: allowed, or refused with an error code and its params (why, until when). */
export type RightCheck =
  { ok: true; left: number | null } | { ok: false; code: string; params: Record<string, unknown> };

/** "May this supplier do X now, and if not why": the levels part implements it, every part calls it. */
export interface RightsApi {
  check(db: Db, supplierId: number, right: SupplierRight): Promise<RightCheck>;
  /** checks and records one use in the quota ledger inside `tx`; refuses with an AppError */
  use(tx: Db, supplierId: number, right: QuotaRight, ref: string): Promise<void>;
  /** gives one use back (a withdrawn bid, a cancelled inspection) */
  release(tx: Db, supplierId: number, right: QuotaRight, ref: string): Promise<void>;
}

/** Scorecards: the levels part implements it; appeals and marks recompute through it. */
export interface ScorecardApi {
  /** recomputes the supplier's current period (score, band, level) after its inputs changed */
  recompute(db: Db, supplierId: number): Promise<void>;
}

/** A line another part writes in the suppliers' earnings ledger (the settlement part owns the ledger). */
export interface LedgerEntry {
  supplierId: number;
  kind: 'penalty' | 'chargeback' | 'promotion_share';
  /** signed minor units of the default currency: negative takes from the supplier */
  amount: number;
  /** unique per kind: the same kind and ref written twice is one line (a retried job writes nothing more) */
  ref: string;
  /** what the supplier's statement says of it, e.g. "Inspection 12 failed: lot L-0042" */
  note: string;
}

/** The earnings ledger as the other parts see it: append only. */
export interface LedgerApi {
  append(tx: Db, entry: LedgerEntry): Promise<void>;
}

/** Goods of a supplier received at a platform warehouse (the logistics part), waiting for inspection. */
export interface GoodsReceipt {
  supplierId: number;
  warehouseId: number;
  /** the supply-chain shipment the goods came with */
  shipmentId: number;
  lines: { productId: number; variantId: number | null; quantity: number; lot: string }[];
}

/** Inspections as the other parts see them: the inspection part implements it. */
export interface InspectionApi {
  /** opens the inspections the control points in force ask for (goods not inspected go to stock at once) */
  received(tx: Db, receipt: GoodsReceipt): Promise<void>;
}

/** Services one part offers the others, filled in when the owning part builds its services. */
export interface SupplyLinks {
  rights: RightsApi;
  scorecards: ScorecardApi;
  ledger: LedgerApi;
  inspections: InspectionApi;
}

/** What every part of the supply area shares: the lifecycle, the approval queue and the links. */
export interface SupplyCore {
  supplierLifecycle: SupplierLifecycle;
  approvalQueue: ApprovalQueue;
  links: SupplyLinks;
}

/**
 * A part of the supply area (suppliers, applications, levels and scorecards, violations and
 * marks, bank changes, invoices) declared in its own folder: its services (built with the core
 * at hand, e.g. to register a queue kind or fill a link), routes, jobs and figures. `area.ts`
 * lists the parts. Route handlers reach every service through `services`; jobs get the platform,
 * the core and the part's own services.
 */
export interface SupplyPart<S extends object> {
  services(platform: PlatformServices, core: SupplyCore): S;
  routes: readonly RouteRegistrar[];
  jobs?(services: PlatformServices & SupplyCore & NoInfer<S>): void;
  figures?(services: PlatformServices & SupplyCore & NoInfer<S>): void;
  /** once at start, before jobs run (the supply area's `start`) */
  start?(services: PlatformServices & SupplyCore & NoInfer<S>): Promise<void>;
}

export function defineSupplyPart<S extends object>(part: SupplyPart<S>): SupplyPart<S> {
  return part;
}

/** A link not filled in yet (its part did not build): fails loudly on first use. */
export function missingLinks(): SupplyLinks {
  const missing = (name: string) =>
    new Proxy({}, { get: () => () => Promise.reject(new Error(`supply link ${name} is not built`)) });
  return {
    rights: missing('rights') as RightsApi,
    scorecards: missing('scorecards') as ScorecardApi,
    ledger: missing('ledger') as LedgerApi,
    inspections: missing('inspections') as InspectionApi,
  };
}
