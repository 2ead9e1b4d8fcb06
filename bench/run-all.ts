import { catalogImportBench } from './catalog-import.ts';
import { catalogListBench } from './catalog-list.ts';
import { logListBench } from './log-list.ts';
import { webWeightBench } from './web-weight.ts';

// Every benchmark, one after the other; each prints its ratios measured in this run.
await logListBench();
await catalogListBench();
await catalogImportBench();
await webWeightBench();
