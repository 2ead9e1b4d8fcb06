import { expect } from 'vitest';
import type { SessionUser } from '@shop/shared';
import type { AgreementData, AgreementInfo } from '@shop/shared/api/agreement';
import { createTestApp, type Role, type TestApp } from '../../../test-support/harness.ts';

// Requests and queries of agreement.test.ts.

export const en = { 'accept-language': 'en' };

export interface AgreementWorld {
  t: TestApp;
  adminAk: string;
}

export async function openAgreementWorld(): Promise<AgreementWorld> {
  const t = await createTestApp();
  return { t, adminAk: await t.login('admin') };
}

/** Helpers bound to the app and admin session of a test file. */
export function agreementHelpers(session: () => AgreementWorld) {
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  /** rows of the agreement tables and the operation log, to show a refusal wrote nothing */
  const counts = async () => ({
    agreements: await n('select count(*)::int as n from agreements'),
    acceptances: await n('select count(*)::int as n from agreement_acceptances'),
    audit: await n('select count(*)::int as n from audit_log'),
  });
  const current = async (kind: string, ak = session().adminAk) => {
    const res = await session().t.get(`/admin/setting/agreement?kind=${kind}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AgreementData;
  };
  const info = async (id: number) => {
    const res = await session().t.get(`/admin/setting/agreement/info?id=${id}`, session().adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AgreementInfo;
  };
  const content = (text: string) => ({ 'zh-CN': '', en: `<p>${text}</p>`, es: '', ja: '' });
  const publish = (body: Record<string, unknown>, ak = session().adminAk) =>
    session().t.post('/admin/setting/agreement/publish', body, ak, en);
  const published = async (kind: string, text: string) => {
    const base = (await current(kind)).current?.version ?? 0;
    const res = await publish({ kind, content: content(text), baseVersion: base });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AgreementInfo;
  };
  const signIn = async (role: Role): Promise<SessionUser> => session().t.session(role);
  const readForSignIn = (ak: string) => session().t.get('/admin/passport/agreement', ak, en);
  const accept = (id: number, ak: string) => session().t.post('/admin/passport/agreement/accept', { id }, ak, en);
  const lastLog = async (action: string) =>
    (
      await q(
        'select actor_id::int as "actorId", actor_name as "actorName", entity_id as "entityId", ' +
          'before, after, ip from audit_log where action = $1 order by id desc limit 1',
        [action],
      )
    )[0];
  return { q, n, counts, current, info, content, publish, published, signIn, readForSignIn, accept, lastLog };
}
