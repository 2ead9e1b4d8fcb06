import type { PlatformServices } from '../../../platform/area.ts';
import { sealBid, type BidTerms } from './seal.ts';
import { tenderRepository as repo } from './tender-repository.ts';

/** Seals the demo data's bids (written without terms by the seed) with their demo terms, at start. */
export async function sealDemoBids(platform: PlatformServices, terms: Record<string, BidTerms>): Promise<void> {
  const rows = await repo.unsealed(platform.db);
  for (const r of rows) {
    const demo = terms[r.supplierName];
    if (!demo) continue;
    const { sealed, receipt } = sealBid(platform.secrets, r.id, r.tenderId, r.supplierId, demo);
    await platform.db.transaction((tx) => repo.setBid(tx, r.id, { sealed, receipt }));
  }
}
