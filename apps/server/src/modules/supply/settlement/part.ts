import type { SupplierSettings } from '@shop/shared/api/settings';
import { defineSupplyPart } from '../part.ts';
import { Ledger } from './ledger.ts';
import { CommissionRateService } from './rate-service.ts';
import { settlementRoutes } from './routes.ts';
import { SettlementService } from './service.ts';
import { WithdrawalService } from './withdrawal-service.ts';

/**
 * Settlement and balances: the earnings ledger (the core's `ledger` link), commission rates,
 * settlement batches, balances and withdrawals (the approval queue's kind `withdrawal`).
 */
export const settlementPart = defineSupplyPart({
  services: ({ db, files, notifications, settings }, core) => {
    const supplierLedger = new Ledger();
    core.links.ledger = supplierLedger;
    const supplierSettings = () => settings.get('supplier').current() as Promise<SupplierSettings>;
    const withdrawals = new WithdrawalService(db, notifications);
    core.approvalQueue.register(withdrawals.queueSource());
    return {
      supplierLedger,
      settlements: new SettlementService(db, { ledger: supplierLedger, notifications, files, supplierSettings }),
      commissionRates: new CommissionRateService(db, supplierSettings),
      withdrawals,
    };
  },
  routes: [settlementRoutes],
  jobs: (s) => {
    // earning lines of the day's deliveries and reversals of cancellations, nightly (a run syncs first too)
    s.jobs.schedule('supply.settlement.ledger', '50 0 * * *', async ({ progress }) => {
      const { commissionRate } = (await s.settings.get('supplier').current()) as SupplierSettings;
      return { result: await s.supplierLedger.sync(s.db, commissionRate, (done, total) => progress?.(done, total)) };
    });
  },
});
