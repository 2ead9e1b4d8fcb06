import { defineSupplyPart } from '../part.ts';
import { Ledger } from './ledger.ts';

/** Settlement and balances: the earnings ledger (the core's `ledger` link), batches, balances, withdrawals. */
export const settlementPart = defineSupplyPart({
  services: (_platform, core) => {
    const supplierLedger = new Ledger();
    core.links.ledger = supplierLedger;
    return { supplierLedger };
  },
  routes: [],
});
