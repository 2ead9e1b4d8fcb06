import { lazyPage, route } from '../../../app/route-entry.ts';
import { AMOUNT_PATH, SETTLEMENT_PATH } from './api.ts';

const SettlementPage = lazyPage(() => import('./settlement-page.tsx'), 'SettlementPage');
const AmountPage = lazyPage(() => import('./amount-page.tsx'), 'AmountPage');

export const settlementRoutes = [
  route(SETTLEMENT_PATH, 'supply_settlement_index', SettlementPage, { menu: { area: 'supply', order: 90 } }),
  route(AMOUNT_PATH, 'supply_settlement_footlist', AmountPage, { menu: { area: 'supply', order: 91 } }),
];
