import { expect } from 'vitest';
import type { PaymentInfo, PaymentRow } from '@shop/shared/api/payment';
import type { TestApp } from '../../../test-support/harness.ts';

// Requests and queries of payment.test.ts and payment-orders.test.ts.

export const en = { 'accept-language': 'en' };
type List = { list: PaymentRow[]; total: number; page: number; pageSize: number };

/** Helpers bound to the app and admin session of a test file. */
export function paymentHelpers(session: () => { t: TestApp; adminAk: string }) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const auditCount = () => n('select count(*)::int as n from audit_log');
  const methodCount = () => n('select count(*)::int as n from payment_methods');
  /** Rows of the operation log (any column) and of the orders' history that contain this text. */
  const loggedWith = (text: string) =>
    n(
      `select ((select count(*) from audit_log a where a::text like $1) +
        (select count(*) from order_events e where e::text like $1))::int as n`,
      [`%${text}%`],
    );
  const list = async (qs = '', ak = session().adminAk) => {
    const res = await session().t.get(`/admin/setting/payment?${qs}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  const fields = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      name: { en: `Wallet ${seq}`, 'zh-CN': `钱包 ${seq}` },
      feeType: 'percent',
      fee: 250,
      countries: ['es', 'DE'],
      sort: 30 + seq,
      ...extra,
    };
  };
  const post = (path: string, body: unknown, ak = session().adminAk) =>
    session().t.post(`/admin/setting/payment${path}`, body, ak, en);
  const added = async (extra: Record<string, unknown> = {}) => {
    const res = await post('/add', fields(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PaymentInfo;
  };
  const info = async (id: number) =>
    (await session().t.get(`/admin/setting/payment/info?id=${id}`, session().adminAk)).json().data as PaymentInfo;
  const builtIn = async (kind: 'bank_transfer' | 'cash_on_delivery') =>
    info(await n('select id::int as n from payment_methods where built_in = $1', [kind]));
  /** An edit body from a read; credentials kept (empty values) unless `change` says otherwise. */
  const editBody = (p: PaymentInfo, change: Record<string, unknown> = {}) => ({
    id: p.id,
    version: p.version,
    name: p.name,
    instructions: p.instructions,
    sort: p.sort,
    feeType: p.feeType,
    fee: p.fee,
    countries: p.countries,
    credentials: p.credentials.map((c) => ({ key: c.key, value: '' })),
    ...change,
  });
  return { q, n, auditCount, methodCount, loggedWith, list, fields, post, added, info, builtIn, editBody };
}
