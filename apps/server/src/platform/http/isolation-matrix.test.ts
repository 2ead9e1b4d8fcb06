import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint, type SessionUser } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { sendInput, validInput } from '../../test-support/endpoint-request.ts';
import { ACTIVITY_TABLES, tableState } from '../../test-support/table-state.ts';

/**
 * The supplier isolation matrix: every endpoint whose contract declares that it reaches supplier
 * records (`supplier` in packages/shared/src/contract.ts) is tried as supplier A on one record of
 * supplier B. A read or a change answers 404 and leaves every table as it was; a list answers
 * A's rows only. The same request as B (the owner) must not answer 404, which shows the request
 * really named the record. An endpoint joins the matrix by its declaration; the test lists none.
 */
const MARKED = ENDPOINTS.filter((e) => e.supplier);
const ONE_BY_ONE = MARKED.filter((e) => e.supplier!.access !== 'list' || e.supplier!.table);

describe('supplier isolation matrix', () => {
  let t: TestApp;
  let a: SessionUser;
  let b: SessionUser;

  beforeAll(async () => {
    t = await createTestApp();
    const adminAk = await t.login('admin');
    a = await t.session('supplier');
    b = await t.session('supplier2');
    // Supplier B gets one record of every kind the contracts name: a paid, shipped order of its own
    // product, a review of it, a finished order export and an import job.
    const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
    const [product] = await q('select id::int as id from products where supplier_id = $1 order by id limit 1', [
      b.supplier_id,
    ]);
    const [customer] = await q('select id::int as id from customers where enabled order by id limit 1');
    const [shipping] = await q('select id::int as id from shipping_methods order by id limit 1');
    const [provider] = await q('select id::int as id from logistics_providers order by id limit 1');
    const address = { name: 'Matrix', country: 'ES', city: 'Madrid', line1: 'Calle 1', phone: '+34 600 000 000' };
    const added = await t.post(
      '/admin/order/add',
      {
        customerId: customer!.id,
        address,
        currency: 'USD',
        shippingMethodId: shipping!.id,
        lines: [{ productId: product!.id, quantity: 2 }],
      },
      adminAk,
    );
    expect(added.statusCode, added.body).toBe(200);
    const order = added.json().data as { id: number; lines: { id: number }[] };
    expect((await t.post('/admin/order/pay', { id: order.id }, adminAk)).statusCode).toBe(200);
    const shipped = await t.post(
      '/admin/order/ship',
      {
        orderId: order.id,
        providerId: provider!.id,
        waybill: 'MATRIX-1',
        shippedOn: new Date().toISOString().slice(0, 10),
        lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      },
      adminAk,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    if ((await q('select 1 from reviews where supplier_id = $1', [b.supplier_id])).length === 0) {
      await q(
        `insert into reviews (product_id, supplier_id, customer_id, rating, content, status) ` +
          `values ($1, $2, $3, 5, 'Fine', 'pending')`,
        [product!.id, b.supplier_id, customer!.id],
      );
    }
    const started = await t.post('/admin/order/export/start', {}, b.ak);
    expect(started.statusCode, started.body).toBe(200);
    const jobId = started.json().data.jobId as number;
    for (let i = 0; i < 300; i++) {
      const state = (await t.get(`/admin/order/export/job?id=${jobId}`, b.ak)).json().data.state as string;
      if (state === 'done') break;
      expect(state).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    await q(
      `insert into jobs (kind, state, admin_id, supplier_id, total, processed, payload, result, finished_at) ` +
        `values ('product.import', 'done', $1, $2, 0, 0, '{"fileName":"b.csv"}', '{"created":0}', now())`,
      [b.adminid, b.supplier_id],
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /** One record of `owner` in the declared table (and condition). */
  const recordOf = async (e: Endpoint, owner: number): Promise<number> => {
    const s = e.supplier!;
    const where = s.where ? ` and (${s.where})` : '';
    const { rows } = await t.database.raw(
      `select id::int as id from ${s.table} where supplier_id = $1${where} order by id limit 1`,
      [owner],
    );
    if (!rows[0]) throw new Error(`${e.id}: supplier ${owner} has no record in ${s.table}: give the matrix one`);
    return Number(rows[0].id);
  };

  /** The request of `e` naming record `id`: its field set on a small valid input of its schema. */
  const requestOf = (e: Endpoint, id: number) => {
    const field = e.supplier!.field!;
    const input = validInput(e, { [field]: field === 'ids' ? [id] : id });
    return (ak: string) => sendInput(t, e, input, ak);
  };

  it('has the supplier-reaching endpoints declared', () => {
    expect(MARKED.length).toBeGreaterThanOrEqual(23);
    expect(ONE_BY_ONE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ONE_BY_ONE.map((e) => [e.id, e] as const))(
    "%s: supplier A cannot reach supplier B's record; B can",
    async (_id, e) => {
      const send = requestOf(e, await recordOf(e, b.supplier_id!));
      const before = await tableState(t, ACTIVITY_TABLES);
      const res = await send(a.ak);
      if (e.supplier!.access === 'list' && res.statusCode === 200) {
        expect(res.json().data.list, res.body).toEqual([]);
      } else {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().data).toBeNull();
      }
      expect(await tableState(t, ACTIVITY_TABLES)).toEqual(before);
      const own = await send(b.ak);
      expect(own.statusCode, own.body).not.toBe(404);
      expect(own.statusCode, own.body).toBeLessThan(500);
    },
  );

  it.each(MARKED.filter((e) => e.supplier!.access === 'list' && !e.file).map((e) => [e.id, e] as const))(
    "%s: a list shows supplier A its own rows only, even when asked for B's",
    async (_id, e) => {
      const query = new URLSearchParams({ pageSize: '100', supplierId: String(b.supplier_id) });
      // A POST list (the product picker) takes the same filter in its body.
      const res =
        e.method === 'GET'
          ? await t.get(`${e.path}?${query}`, a.ak)
          : await t.post(e.path, { pageSize: 100, supplierId: b.supplier_id }, a.ak);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.list as { supplierId?: number | null }[];
      expect(rows.filter((r) => 'supplierId' in r && r.supplierId !== a.supplier_id)).toEqual([]);
    },
  );
});
