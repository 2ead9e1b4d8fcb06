import type { BidTerms } from './seal.ts';

/**
 * The demo's open tender has sealed bids from Demo Supplier A and B. The seed writes them without
 * terms (it has no key); the part seals these terms into them when the server starts, so the
 * tables never hold them in the clear. Prices are minor units of the default currency.
 */
export const DEMO_BID_TERMS: Record<string, BidTerms> = {
  'Demo Supplier A': { price: 1180, leadDays: 12, quantity: 500, note: 'Double-wall, laser logo included' },
  'Demo Supplier B': { price: 1095, leadDays: 20, quantity: 500, note: 'Ships from our Ningbo plant' },
};

export { seedShopSearches, seedTenders } from './seed-repository.ts';
