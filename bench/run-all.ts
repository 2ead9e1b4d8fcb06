import { catalogImportBench } from './catalog-import.ts';
import { catalogListBench } from './catalog-list.ts';
import { logListBench } from './log-list.ts';
import { orderListBench } from './order-list.ts';
import { pushBench } from './push.ts';
import { scorecardBench } from './scorecard.ts';
import { settlementBench } from './settlement.ts';
import { finish } from './verdicts.ts';
import { webWeightBench } from './web-weight.ts';

// Every benchmark one after the other (or those named: npm run bench -- orders catalog-list);
// each prints its ratios measured in this run. At the end, one table of every target with the
// figure measured and its verdict; the run exits non-zero when a target was missed.
const BENCHES: Record<string, () => Promise<void>> = {
  log: logListBench,
  'catalog-list': catalogListBench,
  'catalog-import': catalogImportBench,
  orders: orderListBench,
  scorecard: scorecardBench,
  web: webWeightBench,
  push: pushBench,
  settlement: settlementBench,
};
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((w) => !(w in BENCHES));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (choose from ${Object.keys(BENCHES).join(', ')})`);
  process.exit(2);
}
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length === 0 || wanted.includes(name)) await run();
}
finish();
