import { expect } from 'vitest';
import type { CustomerInfo, CustomerOptionsData, CustomerRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { useWorld } from '../../test-support/world.ts';

// The app, requests and queries of customer.test.ts and customer-detail.test.ts.

export type List = { list: CustomerRow[]; total: number; page: number; pageSize: number };
export const en = { 'accept-language': 'en' };

/** A fresh app with the admin signed in, and the customer options. */
export interface CustomerWorld {
  t: TestApp;
  adminAk: string;
  opts: CustomerOptionsData;
}

/** Opens the world for the calling describe block (closed after it), with the helpers on it. */
export function useCustomerWorld() {
  const world = useWorld<CustomerWorld>(async () => {
    const t = await createTestApp();
    const adminAk = await t.login('admin');
    const opts = (await t.get('/admin/customer/options', adminAk)).json().data as CustomerOptionsData;
    return { t, adminAk, opts };
  });
  return { world, ...customerHelpers(() => world) };
}

/** Helpers bound to the app, admin session and customer options of a test file. */
export function customerHelpers(session: () => CustomerWorld) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const list = async (qs: string, ak = session().adminAk) => {
    const res = await session().t.get(`/admin/customer?${qs}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  const info = async (id: number) => {
    const res = await session().t.get(`/admin/customer/info?id=${id}`, session().adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CustomerInfo;
  };
  const body = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      email: `new.customer${seq}@example.org`,
      name: `New Customer ${seq}`,
      password: 'secret-pass-1',
      ...extra,
    };
  };
  const added = async (extra: Record<string, unknown> = {}) => {
    const res = await session().t.post('/admin/customer/add', body(extra), session().adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CustomerInfo;
  };
  const editBody = (c: CustomerInfo, change: Record<string, unknown> = {}) => ({
    id: c.id,
    version: c.version,
    email: c.email,
    name: c.name,
    phone: c.phone,
    groupId: c.groupId,
    country: c.country,
    note: c.note,
    ...change,
  });
  const groupId = (en: string) => session().opts.groups.find((g) => g.name.en === en)!.id;
  const auditCount = (action: string, id: number) =>
    n(`select count(*)::int as n from audit_log where action = $1 and entity_id = $2`, [action, String(id)]);
  const membersExact = async () => {
    const rows = await q(
      `select g.id, g.customer_count::int as stored, (select count(*)::int from customers c where c.group_id = g.id) ` +
        `as real from customer_groups g`,
    );
    return rows.every((r) => r.stored === r.real);
  };
  return { q, n, list, info, body, added, editBody, groupId, auditCount, membersExact };
}
