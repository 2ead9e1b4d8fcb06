import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyDefaultData, CurrencyHistoryRow, CurrencyRow } from '@shop/shared/api/currency';
import { formatMinor } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { convert } from '../../order/money.ts';

const en = { 'accept-language': 'en' };
const P = '/admin/setting/currency';

// Currencies (settings /currency): conversion and rounding per minor digits, the ISO-checked add,
// rate edits with their history, the one default (never disabled or deleted) and the default
// switch: rates recomputed, every order's own totals kept, its default-currency total converted.
describe('currency conversion per minor digits', () => {
  const usd = { code: 'USD', rate: 1, decimals: 2 };
  const jpy = { code: 'JPY', rate: 151.3, decimals: 0 };
  const kwd = { code: 'KWD', rate: 0.30712, decimals: 3 };
  const bhd = { code: 'BHD', rate: 0.376, decimals: 3 };

  it('converts into the target currency and rounds to its own digits', () => {
    expect(convert(1000, usd, jpy)).toBe(1513); // $10.00 -> ¥1513
    expect(convert(1, usd, jpy)).toBe(2); // $0.01 -> ¥1.513 -> ¥2
    expect(convert(1513, jpy, usd)).toBe(1000);
    expect(convert(1000, usd, kwd)).toBe(3071); // $10.00 -> 3.0712 KWD -> 3.071
    expect(convert(1999, usd, kwd)).toBe(6139); // 6.139328 -> 6.139
    expect(convert(1000, kwd, usd)).toBe(326); // 1.000 KWD -> $3.2560... -> $3.26
    expect(convert(1000, bhd, jpy)).toBe(402); // 1.000 BHD -> $2.6596 -> ¥402.4
    expect(convert(2500, usd, usd)).toBe(2500);
  });

  it('writes amounts with the currency digits', () => {
    expect(formatMinor(1513, 'JPY')).toBe('1513');
    expect(formatMinor(1250, 'USD')).toBe('12.50');
    expect(formatMinor(3071, 'KWD')).toBe('3.071');
    expect(formatMinor(5, 'BHD')).toBe('0.005');
  });
});

describe('currencies (settings /currency)', () => {
  const world = useWorld(async () => {
    const t = await createTestApp({}, { orders: true });
    return { t, adminAk: await t.login('admin'), salesAk: await t.login('sales') };
  });
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => ({ t, adminAk } = world));
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const get = async <T>(path: string) => {
    const res = await t.get(`${P}${path}`, adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const post = (path: string, body: unknown) => t.post(`${P}${path}`, body, adminAk, en);
  const ok = async <T>(path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const info = (code: string) => get<CurrencyRow>(`/info?code=${code}`);
  const history = (code = '') =>
    get<{ list: CurrencyHistoryRow[]; total: number }>(`/history?pageSize=50${code ? `&code=${code}` : ''}`);
  const editBody = (c: CurrencyRow, change: Record<string, unknown> = {}) => ({
    code: c.code,
    version: c.version,
    name: c.name,
    symbol: c.symbol,
    symbolRight: c.symbolRight,
    rate: c.rate,
    ...change,
  });

  it('lists the currencies, the default first, with what uses each', async () => {
    const all = await get<{ list: CurrencyRow[]; total: number }>('');
    expect(all.list.map((c) => c.code)).toEqual(['USD', 'CNY', 'EUR', 'JPY']);
    expect(all.list[0]).toMatchObject({ isBase: true, rate: 1, decimals: 2, symbol: '$', symbolRight: false });
    expect(all.list.find((c) => c.code === 'JPY')).toMatchObject({ decimals: 0, rate: 151.3 });
    expect(all.list[0]!.orderCount).toBeGreaterThan(0);
    expect((await get<{ list: CurrencyRow[] }>('?keyword=euro')).list.map((c) => c.code)).toEqual(['EUR']);
    expect((await get<{ list: CurrencyRow[] }>('?sort=-rate')).list[0]!.code).toBe('JPY');
    const display = await (await t.get('/admin/currency/display', world.salesAk)).json().data;
    expect(display.list).toContainEqual(expect.objectContaining({ code: 'EUR', symbol: '€', symbolRight: true }));
    const options = await t.post('/admin/api/selectlist', { names: ['currencies'] }, world.salesAk, en);
    expect(options.json().data.lists.currencies[0]).toEqual({ value: 'USD', label: 'USD · US Dollar' });
  });

  it('adds only ISO 4217 codes with valid fields, and records the first rate', async () => {
    const rows0 = await n('select count(*)::int as n from currencies');
    const base = { code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'KD', decimals: 3, rate: 0.30712 };
    const bad: [Record<string, unknown>, string, string][] = [
      [{ code: 'XYZ' }, 'code', 'invalid'],
      [{ code: 'US' }, 'code', 'invalid'],
      [{ name: '' }, 'name', 'required'],
      [{ symbol: '' }, 'symbol', 'required'],
      [{ rate: 0 }, 'rate', 'too_small'],
      [{ rate: 1.123456789 }, 'rate', 'invalid'],
      [{ decimals: 5 }, 'decimals', 'too_big'],
    ];
    for (const [change, field, key] of bad) {
      const res = await post('/add', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect(await n('select count(*)::int as n from currencies')).toBe(rows0);
    const kwd = await ok<CurrencyRow>('/add', { ...base, code: 'kwd', symbolRight: true });
    expect(kwd).toMatchObject({ code: 'KWD', decimals: 3, rate: 0.30712, isBase: false, enabled: true });
    const dup = await post('/add', base);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors).toContainEqual(expect.objectContaining({ field: 'code', key: 'duplicate' }));
    const [h] = (await history('KWD')).list;
    expect(h, JSON.stringify(h)).toMatchObject({
      code: 'KWD',
      oldRate: null,
      newRate: 0.30712,
      reason: 'add',
      baseCode: 'USD',
    });
    expect(h!.actorName).toBe('admin');
  });

  it('records every rate edit with who and when; the default stays at 1', async () => {
    const kwd = await info('KWD');
    const edited = await ok<CurrencyRow>('/edit', editBody(kwd, { rate: 0.31, symbol: 'د.ك' }));
    expect(edited).toMatchObject({ rate: 0.31, symbol: 'د.ك', decimals: 3, version: kwd.version + 1 });
    const [h] = (await history('KWD')).list;
    expect(h).toMatchObject({ oldRate: 0.30712, newRate: 0.31, reason: 'edit', actorName: 'admin' });
    expect(Date.now() - Date.parse(h!.createdAt)).toBeLessThan(60_000);
    expect((await post('/edit', editBody(kwd, { rate: 0.32 }))).statusCode).toBe(409); // stale version
    const usd = await info('USD');
    expect((await ok<CurrencyRow>('/edit', editBody(usd, { rate: 3, name: 'US dollar' }))).rate).toBe(1);
    // a name-only edit adds no history row
    const total = (await history()).total;
    await ok('/edit', editBody(await info('KWD'), { name: 'Kuwaiti dinar' }));
    expect((await history()).total).toBe(total);
  });

  it('never disables or deletes the default; deletes only an unused currency', async () => {
    const usd = await info('USD');
    const off = await post('/status', { code: 'USD', status: false, version: usd.version });
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toContain('default currency');
    expect((await post('/del', { code: 'USD' })).json().msg).toContain('default currency');
    const used = await post('/del', { code: 'JPY' });
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toMatch(/used by \d+ orders and \d+ products/);
    const jpy = await info('JPY');
    expect((await ok<CurrencyRow>('/status', { code: 'JPY', status: false, version: jpy.version })).enabled).toBe(
      false,
    );
    const choices = (await t.get('/admin/order/choices', adminAk)).json().data;
    if (choices?.currencies) expect(choices.currencies.map((c: { code: string }) => c.code)).not.toContain('JPY');
    const asDefault = await post('/default', { code: 'JPY', version: (await info('JPY')).version });
    expect(asDefault.json().msg).toBe('A disabled currency cannot become the default; enable it first');
    await ok('/status', { code: 'JPY', status: true });
    await ok('/add', { code: 'BHD', name: 'Bahraini Dinar', symbol: 'BD', decimals: 3, rate: 0.376 });
    await ok('/del', { code: 'BHD' });
    expect(await n(`select count(*)::int as n from currencies where code = 'BHD'`)).toBe(0);
  });

  it('switches the default: rates recomputed, orders keep their totals, default amounts converted', async () => {
    const before = await q('select id, total, currency, rate::text, total_base from orders order by id');
    const fees = await q('select id, first_fee, additional_fee, free_over from shipping_areas order by id');
    const taxFees = await q(`select id, rate from tax_rules where type = 'fixed' order by id`);
    expect(taxFees.length).toBeGreaterThan(0);
    const sum0 = await n('select coalesce(sum(total_base), 0)::text as n from orders');
    const eur = await info('EUR');
    const history0 = (await history()).total;
    const stale = await post('/default', { code: 'EUR', version: eur.version + 1 });
    expect(stale.statusCode).toBe(409);
    const done = await ok<CurrencyDefaultData>('/default', { code: 'EUR', version: eur.version });
    expect(done).toMatchObject({ code: 'EUR', previous: 'USD', rates: 5 });
    expect(done.converted['orders.total_base']).toBe(before.length);

    const rates = Object.fromEntries(
      (await get<{ list: CurrencyRow[] }>('?pageSize=50')).list.map((c) => [c.code, [c.rate, c.isBase]]),
    );
    expect(rates).toEqual({
      EUR: [1, true],
      USD: [1.08695652, false], // 1 / 0.92
      CNY: [7.73913043, false], // 7.12 / 0.92
      JPY: [164.45652174, false], // 151.3 / 0.92
      KWD: [0.33695652, false], // 0.31 / 0.92
    });
    const rows = (await history()).list.slice(0, 5);
    expect((await history()).total).toBe(history0 + 5);
    expect(rows.every((r) => r.reason === 'default' && r.baseCode === 'EUR' && r.actorName === 'admin')).toBe(true);
    expect(rows.find((r) => r.code === 'USD')).toMatchObject({ oldRate: 1, newRate: 1.08695652 });

    const after = await q('select id, total, currency, rate::text, total_base from orders order by id');
    for (const [i, o] of after.entries()) {
      const b = before[i]!;
      expect([o.id, o.total, o.currency]).toEqual([b.id, b.total, b.currency]);
      expect(Number(o.total_base)).toBe(Math.round(Number(b.total_base) * 0.92));
      expect(Number(o.rate)).toBeCloseTo(Number(b.rate) / 0.92, 7);
    }
    const sum1 = await n('select coalesce(sum(total_base), 0)::text as n from orders');
    expect(Math.abs(sum1 - sum0 * 0.92)).toBeLessThanOrEqual(after.length);
    const fees1 = await q('select id, first_fee, additional_fee, free_over from shipping_areas order by id');
    for (const [i, f] of fees1.entries()) {
      expect(Number(f.first_fee)).toBe(Math.round(Number(fees[i]!.first_fee) * 0.92));
      if (fees[i]!.free_over !== null) expect(Number(f.free_over)).toBe(Math.round(Number(fees[i]!.free_over) * 0.92));
    }
    // fixed tax amounts are in the default currency too
    expect(done.converted['tax_rules.rate']).toBe(taxFees.length);
    const taxFees1 = await q(`select id, rate from tax_rules where type = 'fixed' order by id`);
    for (const [i, r] of taxFees1.entries()) expect(r.rate).toBe(Math.round(Number(taxFees[i]!.rate) * 0.92));
    const again = await post('/default', { code: 'EUR', version: (await info('EUR')).version });
    expect(again.json().msg).toBe('This currency already is the default');
    // the store info shows the default currency of /currency, and does not change it
    const store = (await t.get('/admin/setting/store', adminAk)).json().data;
    expect(store.defaultCurrency).toBe('EUR');
    const { updatedAt: _u, iconSet: _i, logoSet: _l, ...storeBody } = store;
    const moved = await t.post('/admin/setting/store/edit', { ...storeBody, defaultCurrency: 'USD' }, adminAk, en);
    expect(moved.json().data.errors).toEqual([{ field: 'defaultCurrency', key: 'not_allowed' }]);
    const log = await q(`select after from audit_log where action = 'currency.default' order by id desc limit 1`);
    expect(log[0]!.after).toMatchObject({ default: 'EUR' });
  });

  it('rescales default amounts to the new default minor digits (to JPY: no decimals)', async () => {
    const one = await q('select id, total_base from orders order by id limit 1');
    const jpy = await info('JPY');
    await ok('/default', { code: 'JPY', version: jpy.version });
    const [o] = await q('select total_base from orders where id = $1', [one[0]!.id]);
    // euro cents * 164.45652174 / 100 = yen
    expect(Number(o!.total_base)).toBe(Math.round((Number(one[0]!.total_base) * 164.45652174) / 100));
    expect((await info('EUR')).rate).toBeCloseTo(1 / 164.45652174, 8);
  });

  it('two default switches at once (raced): one is made, the other is stale and changes nothing', async () => {
    const [usd, eur] = [await info('USD'), await info('EUR')];
    const sum0 = await n('select coalesce(sum(total_base), 0)::text as n from orders');
    const answers = await Promise.all([
      post('/default', { code: 'USD', version: usd.version }),
      post('/default', { code: 'EUR', version: eur.version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const made = answers.find((a) => a.statusCode === 200)!.json().data as CurrencyDefaultData;
    expect(made.previous).toBe('JPY');
    expect(await n(`select count(*)::int as n from currencies where is_base`)).toBe(1);
    expect((await info(made.code)).isBase).toBe(true);
    // converted once: from yen to the winner's minor units at its rate
    const rate = made.code === 'USD' ? usd.rate : eur.rate;
    const sum1 = await n('select coalesce(sum(total_base), 0)::text as n from orders');
    expect(Math.abs(sum1 - sum0 * rate * 100)).toBeLessThanOrEqual(await n('select count(*)::int as n from orders'));
  });

  it('is refused to an account without the currency key', async () => {
    const res = await t.post(
      `${P}/add`,
      { code: 'GBP', name: 'Pound', symbol: '£', decimals: 2, rate: 0.8 },
      world.salesAk,
    );
    expect(res.statusCode).toBe(403);
  });
});
