import { amountApi, settlementApi } from '@shop/shared/api/supply-settlement';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** Settlement batches: a run or a settle refreshes the balances too; refusals are shown by the request helper. */
export const settlements = defineEntity('supplySettlement', settlementApi, {
  related: [['supplyAmount']],
});

/** Balances, ledger lines and withdrawals: a decision refreshes the approval queue. */
export const amounts = defineEntity('supplyAmount', amountApi, {
  related: [['supplySettlement'], ['supplyQueue']],
});

export const settlementScreen = defineScreen({
  entity: settlements,
  testId: 'settlement',
  permissions: {},
  texts: { title: 'settlement:title' },
  search: { keyword: 'settlement:keyword', keywordWidth: 180 },
});

export const SETTLEMENT_PATH = '/supplier/settlement';
export const AMOUNT_PATH = '/supplier/amount';
