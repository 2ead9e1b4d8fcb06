import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/http/context.ts';
import { JobRunner } from '../../../platform/jobs/runner.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import type { ImportRow } from './check.ts';
import { csv, en, row, useImportWorld } from './import-fixtures.ts';
import { STAGE_ROWS, writeRows } from './write.ts';

// Imports that fail or are interrupted, all or nothing, and job polls while the rows are saved. The template,
// dry runs and successful imports are in import.test.ts.
describe('product import', () => {
  const { world, post, count, finished } = useImportWorld();
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });

  it(
    'writes all rows or none: a failure at row 9,000 of 10,000 caught by the database in the final step leaves no ' +
      'rows, saved or written',
    async () => {
      const rows: ImportRow[] = Array.from({ length: 10_000 }, (_, i) => ({
        row: i + 2,
        number: `AON-N-${i}`,
        sku: `AON-S-${i}`,
        name: { 'zh-CN': `商品${i}`, en: '', es: '', ja: '' },
        categoryId: null,
        price: 100 + i,
        originalPrice: 0,
        costPrice: 0,
        currency: 'USD',
        stock: 1,
        weight: 0,
        onShelf: false,
        supplierId: null,
      }));
      // A duplicate SKU (differing in case) that only the unique index sees.
      rows[8_999]!.sku = 'aon-s-10';
      const before = {
        products: await count(),
        levels: await count('stock_levels'),
        ledger: await count('stock_ledger'),
        counter: (await t.database.raw('select coalesce(sum(rows),0)::int as n from product_counter')).rows[0]!.n,
      };
      let progressed = 0;
      await expect(
        writeRows(
          t.database.db,
          systemContext(),
          rows,
          { jobId: 0, fileName: 'x.csv' },
          {
            staged: (n) => {
              progressed = n;
            },
          },
        ),
      ).rejects.toThrow();
      expect(progressed).toBe(10_000);
      expect(await count('import_rows')).toBe(0);
      expect(await count()).toBe(before.products);
      expect(await count('products', `sku like 'AON-%'`)).toBe(0);
      expect(await count('stock_levels')).toBe(before.levels);
      expect(await count('stock_ledger')).toBe(before.ledger);
      expect((await t.database.raw('select coalesce(sum(rows),0)::int as n from product_counter')).rows[0]!.n).toBe(
        before.counter,
      );
    },
    120_000,
  );

  it(
    "fails the job with 'Import error' and the row when a SKU is taken between acceptance and the run (the job " +
      'checks again), leaving nothing',
    async () => {
      // Stop the runner so the job waits; meanwhile someone else takes row 3's SKU.
      await t.app.services.jobs.stop();
      const res = await post(adminAk, csv([1, 2, 3, 4].map((i) => row(i, {}, 'RACE'))));
      expect(res.statusCode).toBe(200);
      await t.database.raw(
        `insert into products (number, sku, name, brief, detail, price) values ('OTHER-N', 'race-s-3', ` +
          `'{"zh-CN":"x","en":"","es":"","ja":""}', '{}', '{}', 100)`,
      );
      await t.app.services.jobs.start();
      const job = await finished(adminAk, res.json().data.jobId);
      expect(job.state).toBe('failed');
      expect(job.error).toEqual({
        code: 'import.failed',
        msg: 'Import error',
        errors: [{ row: 4, column: 'sku', key: 'taken' }],
      });
      expect(await count('products', `number like 'RACE-%'`)).toBe(0);
      expect(await count('import_rows')).toBe(0);
    },
  );

  it(
    "fails the job with 'Import error' and the row when a SKU is taken while the rows are saved (the final step's " +
      'unique index), leaving nothing',
    async () => {
      const imports = t.app.services.imports;
      imports.tuning.stageRows = 2;
      imports.tuning.staged = async (_jobId, saved) => {
        if (saved === 2)
          await t.database.raw(
            `insert into products (number, sku, name, brief, detail, price) values ('LATE-OTHER', 'late-s-5', ` +
              `'{"zh-CN":"x","en":"","es":"","ja":""}', '{}', '{}', 100)`,
          );
      };
      try {
        const res = await post(adminAk, csv([1, 2, 3, 4, 5, 6].map((i) => row(i, {}, 'LATE'))));
        const job = await finished(adminAk, res.json().data.jobId);
        expect(job.state).toBe('failed');
        expect(job.error).toEqual({
          code: 'import.failed',
          msg: 'Import error',
          errors: [{ row: 6, column: 'sku', key: 'taken' }],
        });
      } finally {
        imports.tuning.stageRows = STAGE_ROWS;
        imports.tuning.staged = undefined;
      }
      expect(await count('products', `number like 'LATE-N-%'`)).toBe(0);
      expect(await count('import_rows')).toBe(0);
    },
  );

  it(
    'answers job polls over HTTP while the rows are saved, with the rows saved so far, and shows no product before ' +
      'the final step',
    async () => {
      const total = 3_000;
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const imports = t.app.services.imports;
      let overHttp: Promise<{ state: string; processed: number; total: number }> | null = null;
      let paused: { state: string; processed: number; total: number } | null = null;
      let visible = -1;
      let saved = -1;
      // 150 short statements; nothing waits on time.
      imports.tuning.stageRows = 20;
      imports.tuning.staged = async (jobId, n) => {
        if (n === 20) {
          // Not awaited: it is answered only if the job lets the event loop take it in between
          // its statements (on PGlite every query runs on this thread) and holds no transaction.
          overHttp = fetch(`http://127.0.0.1:${port}/api/import/products/job?id=${jobId}`, {
            headers: { ak: adminAk },
          }).then(
            async (r) => ((await r.json()) as { data: { state: string; processed: number; total: number } }).data,
          );
        }
        if (n === 1_500) {
          // The job waits here, between two of its statements, until this poll has answered.
          const res = await t.get(`/api/import/products/job?id=${jobId}`, adminAk, en);
          expect(res.statusCode).toBe(200);
          paused = res.json().data;
          visible = await count('products', `sku like 'POLL-S-%'`);
          saved = await count('import_rows', `job_id = ${jobId}`);
        }
      };
      try {
        const res = await post(adminAk, csv(Array.from({ length: total }, (_, i) => row(i, {}, 'POLL'))));
        expect(res.statusCode, res.body).toBe(200);
        const job = await finished(adminAk, res.json().data.jobId);
        expect(job).toMatchObject({ state: 'done', processed: total, total });
      } finally {
        imports.tuning.stageRows = STAGE_ROWS;
        imports.tuning.staged = undefined;
      }
      const early = await overHttp!;
      expect(early.state).toBe('running');
      expect(early.total).toBe(total);
      expect(early.processed).toBeGreaterThan(0);
      expect(early.processed).toBeLessThan(total);
      expect(paused).toMatchObject({ state: 'running', processed: 1_500, total });
      expect(visible).toBe(0);
      expect(saved).toBe(1_500);
      expect(await count('products', `sku like 'POLL-S-%'`)).toBe(total);
      expect(await count('stock_levels', `product_id in (select id from products where sku like 'POLL-S-%')`)).toBe(
        total,
      );
      expect(await count('import_rows')).toBe(0);
    },
    60_000,
  );

  it(
    'fails an import a stopped process left running and deletes the rows it had saved, at the next ' + 'start',
    async () => {
      await t.app.services.jobs.stop();
      const [j] = (
        await t.database.raw(`insert into jobs (kind, state, admin_id, total, payload, started_at, heartbeat_at)
      values ('product.import', 'running', 1, 10, '{"fileName":"x.csv"}', now() - interval '5 minutes', now() -
        interval '5 minutes') returning id`)
      ).rows;
      await t.database.raw(
        `insert into import_rows (job_id, row_no, number, sku, name, search_text, price, original_price, cost_price,
          currency, weight, stock, on_shelf)
      select $1, g, 'GONE-N-' || g, 'GONE-S-' || g, '{}', '', 100, 0, 0, 'USD', 0, 1, false from generate_series(2,
        11) g`,
        [j!.id],
      );
      await t.app.services.jobs.start();
      const after = (await t.database.raw(`select state, error from jobs where id = ${j!.id}`)).rows[0]!;
      expect(after.state).toBe('failed');
      expect(after.error).toEqual({ code: 'job.interrupted' });
      expect(await count('import_rows')).toBe(0);
      expect(await count('products', `sku like 'GONE-%'`)).toBe(0);
    },
  );

  it('fails a job a stopped process left running (its transaction never committed)', async () => {
    const [j] = (
      await t.database.raw(
        `insert into jobs (kind, state, admin_id, total, payload, started_at) values ('product.import', 'running', ` +
          `1, 10, '{"fileName":"x.csv"}', now()) returning id`,
      )
    ).rows;
    const runner = new JobRunner(t.database.db, { error: () => undefined }, true);
    await runner.start();
    await runner.stop();
    const after = (await t.database.raw(`select state, error from jobs where id = ${j!.id}`)).rows[0]!;
    expect(after.state).toBe('failed');
    expect(after.error).toEqual({ code: 'job.interrupted' });
  });
});
