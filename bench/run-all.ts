import { logListBench } from './log-list.ts';

// Every benchmark, one after the other; each prints its ratios measured in this run.
await logListBench();
