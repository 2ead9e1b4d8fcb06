import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewInfo, ReviewRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

describe('reviews', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplierA: number;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const list = async (qs: string, ak = adminAk) =>
    (await t.get(`/admin/catalog/review?${qs}`, ak)).json().data as { list: ReviewRow[]; total: number };
  const info = async (id: number, ak = adminAk) =>
    (await t.get(`/admin/catalog/review/info?id=${id}`, ak)).json().data as ReviewInfo;
  const rating = async (productId: number) => {
    const p = (await t.get(`/admin/catalog/product/info?id=${productId}`, adminAk)).json().data as {
      ratingAvg: number;
      ratingCount: number;
    };
    return { ratingAvg: p.ratingAvg, ratingCount: p.ratingCount };
  };
  const passedInDb = async (productId: number) => {
    const [r] = await q(
      `select coalesce(round(avg(rating), 2), 0)::float as avg, count(*)::int as n from reviews where product_id = ` +
        `$1 and status = 'passed'`,
      [productId],
    );
    return { ratingAvg: Number(r!.avg), ratingCount: Number(r!.n) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
    supplierA = Number((await q(`select id::int as id from suppliers where name = 'Demo Supplier A'`))[0]!.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists with filters by product, rating and audit state; every state is present in the demo data', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(24);
    for (const status of ['to_be_reviewed', 'passed', 'failed']) {
      const some = await list(`status=${status}&pageSize=100`);
      expect(some.total).toBeGreaterThan(0);
      expect(some.list.every((r) => r.status === status)).toBe(true);
    }
    const productId = all.list[0]!.productId;
    expect((await list(`productId=${productId}`)).list.every((r) => r.productId === productId)).toBe(true);
    expect((await list('rating=5&pageSize=100')).list.every((r) => r.rating === 5)).toBe(true);
    const sorted = (await list('sort=-rating&pageSize=100')).list.map((r) => r.rating);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect((await list('keyword=quickly')).total).toBe(12);
  });

  it('audits reviews; only passed reviews count in the product rating', async () => {
    const pending = (await list('status=to_be_reviewed&pageSize=100')).list;
    const productId = pending[0]!.productId;
    expect(await rating(productId)).toEqual(await passedInDb(productId));
    const ids = pending.filter((r) => r.productId === productId).map((r) => r.id);
    const res = await t.post('/admin/catalog/review/audit', { ids, status: 'passed' }, adminAk);
    expect(res.statusCode, res.body).toBe(200);
    const after = await rating(productId);
    expect(after).toEqual(await passedInDb(productId));
    expect(after.ratingCount).toBeGreaterThan(0);
    await t.post('/admin/catalog/review/audit', { ids, status: 'failed' }, adminAk);
    expect(await rating(productId)).toEqual(await passedInDb(productId));
    expect(
      (await q(`select count(*)::int as n from audit_log where action in ('review.pass', 'review.fail')`))[0]!.n,
    ).toBe(ids.length * 2);
    expect((await t.post('/admin/catalog/review/audit', { ids: [999999], status: 'passed' }, adminAk)).statusCode).toBe(
      404,
    );
    expect((await t.post('/admin/catalog/review/audit', { ids, status: 'passed' }, supplierAk)).statusCode).toBe(403);
  });

  it('sets audited reviews back to be reviewed; the rating then counts only the reviews still passed', async () => {
    const product = await t.post(
      '/admin/catalog/product/add',
      { name: inEveryLanguage('Rated'), number: 'RATED-1', sku: 'RATED-SKU-1', price: 100 },
      adminAk,
    );
    const productId = product.json().data.id as number;
    const ids = [];
    for (const rating of [5, 4, 1]) {
      ids.push(
        Number(
          (
            await q(
              `insert into reviews (product_id, customer_name, rating) values ($1, 'Rater', $2) returning id::int as ` +
                `id`,
              [productId, rating],
            )
          )[0]!.id,
        ),
      );
    }
    expect((await t.post('/admin/catalog/review/audit', { ids, status: 'passed' }, adminAk)).json().data.ids).toEqual(
      ids,
    );
    expect(await rating(productId)).toEqual({ ratingAvg: 3.33, ratingCount: 3 });
    const pendingBefore = (await list('status=to_be_reviewed&pageSize=100')).total;

    // The 1-star review back to pending: average of 5 and 4.
    const back = await t.post('/admin/catalog/review/audit', { ids: [ids[2]], status: 'to_be_reviewed' }, adminAk);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.ids).toEqual([ids[2]]);
    expect(await rating(productId)).toEqual({ ratingAvg: 4.5, ratingCount: 2 });
    expect(await rating(productId)).toEqual(await passedInDb(productId));
    expect(await info(ids[2]!)).toMatchObject({ status: 'to_be_reviewed', version: 2 });
    expect((await list('status=to_be_reviewed&pageSize=100')).total).toBe(pendingBefore + 1);
    expect(
      await q(
        `select before->>'status' as b, after->>'status' as a from audit_log where action = 'review.pending' and ` +
          `entity_id = $1`,
        [String(ids[2])],
      ),
    ).toEqual([{ b: 'passed', a: 'to_be_reviewed' }]);
    // Already pending: nothing changes, nothing is logged.
    expect(
      (await t.post('/admin/catalog/review/audit', { ids: [ids[2]], status: 'to_be_reviewed' }, adminAk)).json().data
        .ids,
    ).toEqual([]);
    // A failed review set back to pending leaves the rating as it was; all back to pending: no rating.
    await t.post('/admin/catalog/review/audit', { ids: [ids[1]], status: 'failed' }, adminAk);
    expect(await rating(productId)).toEqual({ ratingAvg: 5, ratingCount: 1 });
    await t.post('/admin/catalog/review/audit', { ids, status: 'to_be_reviewed' }, adminAk);
    expect(await rating(productId)).toEqual({ ratingAvg: 0, ratingCount: 0 });
    expect((await t.post('/admin/catalog/review/audit', { ids, status: 'pending' }, adminAk)).statusCode).toBe(422);
    expect(
      (await t.post('/admin/catalog/review/audit', { ids, status: 'to_be_reviewed' }, supplierAk)).statusCode,
    ).toBe(403);
  });

  it('a supplier sees and replies to reviews of its own products only', async () => {
    const mine = await list('pageSize=100', supplierAk);
    expect(mine.total).toBe(
      Number((await q('select count(*)::int as n from reviews where supplier_id = $1', [supplierA]))[0]!.n),
    );
    expect(mine.list.every((r) => r.supplierId === supplierA)).toBe(true);
    const own = mine.list[0]!;
    const reply = await t.post(
      '/admin/catalog/review/reply',
      { id: own.id, version: own.version, reply: 'Thank you!' },
      supplierAk,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      reply: 'Thank you!',
      repliedBy: 'Supplier A Operator',
      replied: true,
      version: own.version + 1,
    });
    const stale = await t.post(
      '/admin/catalog/review/reply',
      { id: own.id, version: own.version, reply: 'Again' },
      supplierAk,
    );
    expect(stale.statusCode).toBe(409);
    expect((await info(own.id)).reply).toBe('Thank you!');

    const theirs = Number(
      (
        await q('select id::int as id from reviews where supplier_id <> $1 or supplier_id is null limit 1', [supplierA])
      )[0]!.id,
    );
    const before = await info(theirs);
    expect((await t.get(`/admin/catalog/review/info?id=${theirs}`, supplierAk)).statusCode).toBe(404);
    expect(
      (
        await t.post(
          '/admin/catalog/review/reply',
          { id: theirs, version: before.version, reply: 'Not mine' },
          supplierAk,
        )
      ).statusCode,
    ).toBe(404);
    expect(await info(theirs)).toEqual(before);
    const platform = await t.post(
      '/admin/catalog/review/reply',
      { id: theirs, version: before.version, reply: 'From the shop' },
      adminAk,
    );
    expect(platform.json().data).toMatchObject({ reply: 'From the shop', repliedBy: 'Platform Administrator' });
    expect(
      (await t.post('/admin/catalog/review/reply', { id: theirs, version: 0, reply: '  ' }, adminAk)).json().data
        .errors,
    ).toEqual([expect.objectContaining({ field: 'reply', key: 'required' })]);
  });
});
