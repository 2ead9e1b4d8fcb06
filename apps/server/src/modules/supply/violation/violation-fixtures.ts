import sharp from 'sharp';
import { expect, vi } from 'vitest';
import { translateError, type ErrorCode } from '@shop/shared';
import type { ViolationAddData, ViolationStanding } from '@shop/shared/api/supply-violation';
import type { ViolationTypeRow } from '@shop/shared/api/supply-violation-type';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';
import type { SupplyCore } from '../part.ts';

// Set-up and requests shared by the violation, appeal and mark tests.

export const en = { 'accept-language': 'en' };
const DAY = 24 * 60 * 60 * 1000;

type Answer = { status: number; json: { msg: string; data: unknown } };
/** The answer is the refusal `code` (its status and its English text). */
export function refused(res: Answer, status: number, code: ErrorCode, params: Record<string, unknown> = {}): void {
  expect([res.status, res.json.msg], JSON.stringify(res.json)).toEqual([status, translateError('en', code, params)]);
}

export interface ViolationWorld {
  t: TestApp;
  adminAk: string;
  supplierAk: string;
  supplier2Ak: string;
  a: number;
  b: number;
}

export async function openViolationWorld(): Promise<ViolationWorld> {
  const t = await createTestApp();
  const admin = await t.session('admin');
  const sa = await t.session('supplier');
  const sb = await t.session('supplier2');
  return { t, adminAk: admin.ak, supplierAk: sa.ak, supplier2Ak: sb.ak, a: sa.supplier_id!, b: sb.supplier_id! };
}

export function violationHelpers(world: () => ViolationWorld) {
  const t = () => world().t;
  const q = async (sql: string, params: unknown[] = []) => (await t().database.raw(sql, params)).rows;
  const post = async (url: string, body: unknown, ak = world().adminAk) => {
    const res = await t().post(url, body, ak, en);
    return { status: res.statusCode, json: res.json() as { msg: string; data: unknown } };
  };
  const get = async <T>(url: string, ak = world().adminAk): Promise<T> => {
    const res = await t().get(url, ak, en);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  let seq = 0;
  /** A new type (unique code) with the given rule; evidence not required unless told. */
  const addType = async (rule: Partial<Omit<ViolationTypeRow, 'id'>> = {}): Promise<ViolationTypeRow> => {
    seq += 1;
    const res = await post('/admin/supply/violation/type/add', {
      code: `t${Date.now().toString(36)}_${seq}`,
      name: { 'zh-CN': '', en: `Test ${seq}`, es: '', ja: '' },
      points: 1,
      evidenceRequired: false,
      ...rule,
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
    return res.json.data as ViolationTypeRow;
  };
  /** Records a line (now, unless told); answers the raw response. */
  const record = (supplierId: number, typeId: number, extra: Record<string, unknown> = {}) =>
    post('/admin/supply/violation/add', {
      supplierId,
      typeId,
      occurredAt: new Date().toISOString(),
      info: 'Test line',
      ...extra,
    });
  const recorded = async (supplierId: number, typeId: number, extra: Record<string, unknown> = {}) => {
    const res = await record(supplierId, typeId, extra);
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
    return res.json.data as ViolationAddData;
  };
  /** A supplier of its own (no users), in a state. */
  const newSupplier = async (state = 'enabled'): Promise<number> => {
    seq += 1;
    const [r] = await q(`insert into suppliers (name, state) values ($1, $2) returning id::int as id`, [
      `Violation test ${Date.now()} ${seq}`,
      state,
    ]);
    return Number(r!.id);
  };
  const standingOf = async (supplierId: number) => {
    const [r] = await q(`select state, state_until from suppliers where id = $1`, [supplierId]);
    return { state: String(r!.state), until: r!.state_until ? new Date(String(r!.state_until)) : null };
  };
  const standing = (supplierId: number) =>
    get<ViolationStanding>(`/admin/supply/violation/standing?supplierId=${supplierId}`);
  /** Uploads a small picture to an evidence endpoint; answers its url. */
  const upload = async (url: string, ak: string): Promise<string> => {
    seq += 1;
    const content = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: (seq * 37) % 255, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('file', 'evidence.png', 'image/png', content);
    const res = await t().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...en, ak },
      remoteAddress: t().remoteAddress,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data.url as string;
  };
  const appeal = (violationId: number, evidence: string[], ak = world().supplier2Ak, statement = 'It was not us') =>
    post('/admin/supply/violation/own/appeal', { violationId, statement, evidence }, ak);
  const decide = (id: number, decision: 'grant' | 'deny', reason = '') =>
    post('/admin/supply/violation/appeal/decide', { id, decision, reason });
  /** Replaces the scorecards link with a spy for one test; answers it and the undo. */
  const spyRecompute = () => {
    const core = (t().app.services.violations as unknown as { core: SupplyCore }).core;
    const before = core.links.scorecards;
    const spy = vi.fn(async () => undefined);
    core.links.scorecards = { recompute: spy };
    return { spy, restore: () => void (core.links.scorecards = before) };
  };
  const daysFromNow = (d: Date | string | null) => (d ? (new Date(d).getTime() - Date.now()) / DAY : null);
  return {
    q,
    post,
    get,
    addType,
    record,
    recorded,
    newSupplier,
    standingOf,
    standing,
    upload,
    appeal,
    decide,
    spyRecompute,
    daysFromNow,
  };
}
