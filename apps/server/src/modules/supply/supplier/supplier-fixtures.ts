import { expect } from 'vitest';
import type { SupplierInfo } from '@shop/shared/api/supply-supplier';
import type { TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

// Requests and queries of the supplier part's tests.

export const en = { 'accept-language': 'en' };
export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A tiny PDF (the content decides the type). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Helpers bound to the app and admin session of a test file. */
export function supplierHelpers(session: () => { t: TestApp; adminAk: string }) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const counts = async (id: number) => ({
    events: await n('select count(*)::int as n from supplier_events where supplier_id = $1', [id]),
    audit: await n('select count(*)::int as n from audit_log'),
    state: (await q('select state from suppliers where id = $1', [id]))[0]!.state as string,
  });
  const post = (path: string, body: unknown, ak = session().adminAk, headers = en) =>
    session().t.post(`/admin/supplier${path}`, body, ak, headers);
  const get = (path: string, ak = session().adminAk, headers = en) =>
    session().t.get(`/admin/supplier${path}`, ak, headers);
  /** A complete profile with unique values. */
  const fields = (extra: Record<string, unknown> = {}) => {
    seq++;
    const k = `${Date.now() % 100000}${seq}`;
    return {
      name: `Test Supplier ${k}`,
      enterpriseName: `Test Enterprise ${k} Ltd.`,
      registrationNumber: `REG${k}`,
      taxId: `TAX${k}`,
      address: `${seq} Test Road`,
      licenceNumber: `LIC-${k}`,
      licenceExpiresOn: '2031-06-30',
      legalPersonName: 'Test Person',
      legalPersonIdNumber: `ID${k}`,
      operatorName: 'Test Operator',
      operatorPhone: `+34 600 ${k}`,
      operatorEmail: `op${k}@example.com`,
      contactPhone: `+34 911 ${k}`,
      contacts: [{ name: 'Ana', role: 'Sales', phone: '+34 600 000 001', email: 'ana@example.com' }],
      invoiceInfo: {
        title: 'Test Enterprise',
        taxId: `TAX${k}`,
        address: 'Test Road',
        phone: '',
        bankName: '',
        bankAccount: '',
      },
      ...extra,
    };
  };
  const added = async (extra: Record<string, unknown> = {}) => {
    const res = await post('/add', fields(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SupplierInfo;
  };
  const info = async (id: number) => {
    const res = await get(`/info?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SupplierInfo;
  };
  const move = (id: number, action: string, extra: Record<string, unknown> = {}, ak = session().adminAk) =>
    post('/move', { id, action, reason: `test ${action}`, ...extra }, ak);
  /** A new supplier brought to `state` through legal moves. */
  const inState = async (state: string) => {
    const s = await added();
    const path: Record<string, [string, Record<string, unknown>][]> = {
      passed: [],
      enabled: [['enable', {}]],
      suspended: [
        ['enable', {}],
        ['suspend', {}],
      ],
      banned: [
        ['enable', {}],
        ['ban', { until: future(10) }],
      ],
      disabled: [['disable', {}]],
    };
    for (const [action, extra] of path[state]!) {
      const res = await move(s.id, action, extra);
      expect(res.statusCode, res.body).toBe(200);
    }
    return s.id;
  };
  const upload = (url: string, content: Buffer, ak = session().adminAk, type = 'application/pdf') => {
    const { payload, headers } = multipartFile('file', 'doc.pdf', type, content);
    return session().t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ak, 'accept-language': 'en' },
      remoteAddress: session().t.remoteAddress,
    });
  };
  const supplierIds = async () => {
    const rows = await q(
      `select id::int as id, name from suppliers where name in ('Demo Supplier A', 'Demo Supplier B')`,
    );
    return {
      a: Number(rows.find((r) => r.name === 'Demo Supplier A')!.id),
      b: Number(rows.find((r) => r.name === 'Demo Supplier B')!.id),
    };
  };
  return { q, n, counts, post, get, fields, added, info, move, inState, upload, supplierIds };
}
