/**
 * Product import at scale: 100k CSV rows through the real endpoint (upload, parse, check against
 * the database, background job saving the rows in short steps and then writing products, stock
 * levels, ledger, counters and the log in one transaction), against a plain multi-row INSERT of
 * the same rows into products in the same run, printed as a throughput ratio (target: at least
 * 0.25). Also how long the final transaction holds the database (on PGlite: every request waits)
 * and how fast the job's status polls answer meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { IMPORT_COLUMNS } from '@shop/shared';
import { products } from '../apps/server/src/modules/catalog/product/table.ts';
import { searchTextOf } from '../apps/server/src/modules/catalog/product/repository.ts';
import { fmt, startBench } from './support.ts';
import { benchmark, finish, verdict } from './verdicts.ts';
import { signInOverHttp } from '../apps/server/src/test-support/over-http.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const CHUNK = 2_000;

function rowOf(prefix: string, i: number) {
  return {
    number: `${prefix}-N-${i}`,
    sku: `${prefix}-S-${i}`,
    name: { 'zh-CN': `导入商品 ${i}`, en: `Imported product ${i}`, es: '', ja: '' },
    price: 1000 + (i % 5000),
    originalPrice: 2000,
    costPrice: 500,
    currency: 'USD',
    stock: i % 7,
    weight: 250,
    onShelf: i % 2 === 0,
  };
}

export async function catalogImportBench(): Promise<void> {
  benchmark('catalog-import');
  const bench = await startBench();
  const { db } = bench.database;
  try {
    const ak = await signInOverHttp(bench.url, 'admin', 'admin123456');

    // Baseline: the same rows as plain multi-row INSERTs into products, in one transaction.
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      for (let from = 0; from < ROWS; from += CHUNK) {
        const chunk = Array.from({ length: Math.min(CHUNK, ROWS - from) }, (_, k) => rowOf('BASE', from + k));
        await tx.insert(products).values(
          chunk.map((r) => ({
            ...r,
            brief: { 'zh-CN': '', en: '', es: '', ja: '' },
            detail: { 'zh-CN': '', en: '', es: '', ja: '' },
            searchText: searchTextOf(r),
          })),
        );
      }
    });
    const baseMs = performance.now() - t0;

    const header = IMPORT_COLUMNS.join(',');
    const lines = [header];
    for (let i = 0; i < ROWS; i++) {
      const r = rowOf('IMP', i);
      lines.push(
        [
          r.number,
          r.sku,
          r.name['zh-CN'],
          r.name.en,
          '',
          '',
          '',
          (r.price / 100).toFixed(2),
          (r.originalPrice / 100).toFixed(2),
          (r.costPrice / 100).toFixed(2),
          r.currency,
          r.stock,
          r.weight,
          r.onShelf ? 1 : 0,
          '',
        ].join(','),
      );
    }
    const csv = Buffer.from(lines.join('\n'));
    const form = () => {
      const f = new FormData();
      f.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
      return f;
    };

    const d0 = performance.now();
    const dry = (await (
      await fetch(`${bench.url}/api/import/products?dryRun=true`, { method: 'POST', headers: { ak }, body: form() })
    ).json()) as { data: { valid: number } };
    const dryMs = performance.now() - d0;
    if (dry.data.valid !== ROWS) throw new Error(`dry run: ${JSON.stringify(dry).slice(0, 300)}`);

    // When the last rows are saved, the final transaction starts.
    let savedAll = 0;
    bench.app.services.imports.tuning.staged = (_jobId, n, total) => {
      if (n === total) savedAll = Date.now();
    };
    const i0 = performance.now();
    const started = (await (
      await fetch(`${bench.url}/api/import/products`, {
        method: 'POST',
        headers: { ak, 'idempotency-key': 'bench-import-0001' },
        body: form(),
      })
    ).json()) as { data: { jobId: number } };
    const acceptedMs = performance.now() - i0;
    let job: {
      state: string;
      processed: number;
      total: number;
      result: { added: number } | null;
      finishedAt: string | null;
    } = { state: 'queued', processed: 0, total: ROWS, result: null, finishedAt: null };
    const pollMs: number[] = [];
    let midway = 0;
    while (job.state === 'queued' || job.state === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      const p0 = performance.now();
      job = (
        (await (
          await fetch(`${bench.url}/api/import/products/job?id=${started.data.jobId}`, { headers: { ak } })
        ).json()) as { data: typeof job }
      ).data;
      pollMs.push(performance.now() - p0);
      if (job.state === 'running' && job.processed > 0 && job.processed < job.total) midway++;
    }
    const importMs = performance.now() - i0;
    bench.app.services.imports.tuning.staged = undefined;
    pollMs.sort((a, b) => a - b);
    if (job.state !== 'done' || job.result?.added !== ROWS)
      throw new Error(`import job: ${JSON.stringify(job).slice(0, 300)}`);

    const baseRate = ROWS / (baseMs / 1000);
    const importRate = ROWS / (importMs / 1000);
    console.log(
      `\n== Product import, ${ROWS} rows (${bench.database.kind}, CSV ${fmt(csv.length / 1024 / 1024, 1)} MB) ==`,
    );
    console.log(
      `plain multi-row INSERT into products (${CHUNK} rows/statement, one transaction): ${fmt(baseMs / 1000)} s  ` +
        `${fmt(baseRate, 0)} rows/s`,
    );
    console.log(`dry run (upload, parse, check every row and the database): ${fmt(dryMs / 1000)} s`);
    console.log(
      `import via API (upload, parse, check, job: rows saved in steps, then products + stock levels + ledger + ` +
        `counters + log in one transaction): ${fmt(importMs / 1000)} s  ${fmt(importRate, 0)} rows/s  (accepted ` +
        `after ${fmt(acceptedMs / 1000)} s)`,
    );
    console.log(
      `final transaction (last rows saved -> job finished): ${fmt((Date.parse(job.finishedAt!) - savedAll) / 1000)} s`,
    );
    console.log(
      `status polls during the job: ${pollMs.length}, ${midway} with 0 < processed < total; answer p50 ` +
        `${fmt(pollMs[Math.floor(pollMs.length / 2)]!, 0)} ms, max ${fmt(pollMs[pollMs.length - 1]!, 0)} ms`,
    );
    verdict('import / plain INSERT throughput', importRate / baseRate, { min: 0.25 });
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await catalogImportBench();
  finish();
}
