import { expect } from 'vitest';
import type { SessionUser } from '@shop/shared';
import type { BankChangeRow, BankOverview } from '@shop/shared/api/supply-bank';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

// Requests and queries of the bank card change tests.

export const en = { 'accept-language': 'en' };

export interface BankWorld {
  t: TestApp;
  adminAk: string;
  a: SessionUser;
  b: SessionUser;
}

/** The names the tests compare holders with, set on both demo suppliers' profiles. */
export const NAMES = {
  a: { enterprise: 'Demo Supplier A Co., Ltd.', legal: 'Zhang Wei' },
  b: { enterprise: 'Demo Supplier B Trading Co., Ltd.', legal: 'Maria Lopez' },
};

export async function openBankWorld(): Promise<BankWorld> {
  const t = await createTestApp();
  const world = { t, adminAk: await t.login('admin'), a: await t.session('supplier'), b: await t.session('supplier2') };
  for (const [s, n] of [
    [world.a, NAMES.a],
    [world.b, NAMES.b],
  ] as const) {
    await t.database.raw(
      'update supplier_profiles set enterprise_name = $2, legal_person_name = $3 where supplier_id = $1',
      [s.supplier_id, n.enterprise, n.legal],
    );
  }
  return world;
}

export function bankHelpers(world: () => BankWorld) {
  const q = async (sql: string, params: unknown[] = []) => (await world().t.database.raw(sql, params)).rows;
  const submit = (body: Record<string, unknown>, ak = world().a.ak) =>
    world().t.post('/admin/supply/bank/own/submit', body, ak, en);
  const decide = (body: Record<string, unknown>, ak = world().adminAk) =>
    world().t.post('/admin/supply/bank/decide', body, ak, en);
  const own = async (ak = world().a.ak) => {
    const res = await world().t.get('/admin/supply/bank/own', ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BankOverview;
  };
  const staffView = async (supplierId: number) => {
    const res = await world().t.get(`/admin/supply/bank/supplier?supplierId=${supplierId}`, world().adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BankOverview;
  };
  /** Clears a supplier's changes, so a test starts without a pending one. */
  const clear = (supplierId: number) => q('delete from supplier_bank_changes where supplier_id = $1', [supplierId]);
  const profile = async (supplierId: number) =>
    (
      await q(
        'select bank_name, bank_branch, bank_account_name, bank_account_number from supplier_profiles ' +
          'where supplier_id = $1',
        [supplierId],
      )
    )[0] as Record<string, string>;
  const submitted = async (body: Record<string, unknown>, ak?: string) => {
    const res = await submit(body, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BankChangeRow;
  };
  return { q, submit, decide, own, staffView, clear, profile, submitted };
}

export const account = (over: Record<string, unknown> = {}) => ({
  bankName: 'Bank of Demo',
  bankBranch: 'Main Street',
  accountName: 'Demo Supplier A Co., Ltd.',
  accountNumber: '6222 0200 1122 3344 556',
  ...over,
});
