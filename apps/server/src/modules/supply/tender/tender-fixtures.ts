import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { translateError, type ErrorCode } from '@shop/shared';
import type { DemandRow } from '@shop/shared/api/supply-demand';
import type { BidReceipt, TenderInfo } from '@shop/shared/api/supply-tender';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

// Set-up and requests shared by the tender tests.

export const en = { 'accept-language': 'en' };
const DAY = 24 * 60 * 60 * 1000;

type Answer = { status: number; json: { msg: string; data: unknown } };
/** The answer is the refusal `code` (its status and its English text). */
export function refused(res: Answer, status: number, code: ErrorCode, params: Record<string, unknown> = {}): void {
  expect([res.status, res.json.msg], JSON.stringify(res.json)).toEqual([status, translateError('en', code, params)]);
}

export interface TenderWorld {
  t: TestApp;
  adminAk: string;
  salesAk: string;
  aAk: string;
  bAk: string;
  a: number;
  b: number;
}

export async function openTenderWorld(): Promise<TenderWorld> {
  const t = await createTestApp();
  const admin = await t.session('admin');
  const sa = await t.session('supplier');
  const sb = await t.session('supplier2');
  return {
    t,
    adminAk: admin.ak,
    salesAk: await t.login('sales'),
    aAk: sa.ak,
    bAk: sb.ak,
    a: sa.supplier_id!,
    b: sb.supplier_id!,
  };
}

export function tenderHelpers(world: () => TenderWorld) {
  const t = () => world().t;
  const q = async (sql: string, params: unknown[] = []) => (await t().database.raw(sql, params)).rows;
  const post = async (url: string, body: unknown, ak = world().adminAk, headers: Record<string, string> = {}) => {
    const res = await t().post(url, body, ak, { ...en, ...headers });
    return { status: res.statusCode, json: res.json() as { msg: string; data: unknown } };
  };
  const ok = async <T>(url: string, body: unknown, ak = world().adminAk): Promise<T> => {
    const res = await post(url, body, ak, { 'idempotency-key': randomUUID() });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.data as T;
  };
  const get = async <T>(url: string, ak = world().adminAk): Promise<T> => {
    const res = await t().get(url, ak, en);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  let seq = 0;
  const warehouse = async () => Number((await q('select id from warehouses where enabled order by id limit 1'))[0]!.id);
  const demand = async (extra: Record<string, unknown> = {}): Promise<DemandRow> => {
    seq += 1;
    return ok<DemandRow>('/admin/supply/demand/add', {
      title: `Test demand ${seq}`,
      spec: 'Steel hinges, 40 mm',
      quantity: 100,
      targetPrice: 500,
      deadline: new Date(Date.now() + 10 * DAY).toISOString(),
      warehouseId: await warehouse(),
      ...extra,
    });
  };
  const weights = { price: 50, delivery: 20, score: 20, level: 10 };
  /** A tender of a new post inviting `supplierIds`, bids open for a day. */
  const tender = async (supplierIds: number[], extra: Record<string, unknown> = {}): Promise<TenderInfo> => {
    const d = await demand();
    return ok<TenderInfo>('/admin/supply/tender/add', {
      demandId: d.id,
      deadline: new Date(Date.now() + DAY).toISOString(),
      weights,
      supplierIds,
      ...extra,
    });
  };
  const invitationOf = (info: TenderInfo, supplierId: number) =>
    info.invitations.find((i) => i.supplierId === supplierId)!.id;
  const bid = (invitationId: number, ak: string, terms: Record<string, unknown> = {}) =>
    post(
      '/admin/supply/tender/bid',
      { invitationId, price: 1000, leadDays: 10, quantity: 100, note: '', nonce: randomUUID(), ...terms },
      ak,
      { 'idempotency-key': randomUUID() },
    );
  const bidOk = async (invitationId: number, ak: string, terms: Record<string, unknown> = {}) => {
    const res = await bid(invitationId, ak, terms);
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
    return res.json.data as BidReceipt;
  };
  /** Moves the deadline into the past (what time would do). */
  const closeBids = (tenderId: number) =>
    q(`update supply_tenders set deadline = now() - interval '1 second' where id = $1`, [tenderId]);
  const count = async (table: string) => Number((await q(`select count(*)::int as n from ${table}`))[0]!.n);
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        ['supply_tenders', 'supply_tender_invitations', 'supply_tender_bids', 'supplier_quota_ledger', 'audit_log'].map(
          async (n) => [n, await count(n)] as const,
        ),
      ),
    );
  const newSupplier = async (state = 'enabled'): Promise<number> => {
    seq += 1;
    const [r] = await q(`insert into suppliers (name, state) values ($1, $2) returning id::int as id`, [
      `Tender test ${Date.now()} ${seq}`,
      state,
    ]);
    return Number(r!.id);
  };
  return { q, post, ok, get, demand, tender, invitationOf, bid, bidOk, closeBids, counts, newSupplier, weights };
}
