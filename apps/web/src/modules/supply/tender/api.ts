import { demandApi } from '@shop/shared/api/supply-demand';
import { tenderApi } from '@shop/shared/api/supply-tender';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

export const DEMAND_PATH = '/supplier/supplydemand';
export const DEMAND_INFO_PATH = '/supplier/bidsupplydemand';
export const TENDER_PATH = '/supplier/bidding';
export const TENDER_INFO_PATH = '/supplier/biddingInfo';

/** Demand posts and answers: every refusal is shown (no form keeps it to itself). */
export const demands = defineEntity('supplyDemand', demandApi, { related: [['supplyTender']], quiet: [] });
/** Tenders, invitations and sealed bids. */
export const tenders = defineEntity('supplyTender', tenderApi, { related: [['supplyDemand']], quiet: [] });

export const demandScreen = defineScreen({
  entity: demands,
  testId: 'demand',
  permissions: { add: 'supply_products_manage' },
  texts: { title: 'tender:demand.title', add: 'tender:demand.add' },
  search: { keyword: 'tender:keyword', keywordWidth: 200 },
});

export const tenderScreen = defineScreen({
  entity: tenders,
  testId: 'tender',
  permissions: {},
  texts: { title: 'tender:tender.title' },
  search: { keyword: 'tender:keyword', keywordWidth: 200 },
});
