import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/shared';
import type { AgreementInfo, SignInAgreementData } from '@shop/shared/api/agreement';
import { raced } from '../../../test-support/race.ts';
import { useWorld } from '../../../test-support/world.ts';
import { agreementHelpers, en, openAgreementWorld } from './agreement-fixtures.ts';

// Agreements (settings /setting/agreement): the demo versions, publishing new immutable versions
// (counted up, a stale base refused with nothing written, audited with who and when), the content
// sanitized on the server, and the supplier agreement a supplier user is asked to accept at sign-in
// (recorded once, an old version refused, staff never asked).
describe('agreements (settings /setting/agreement)', () => {
  const world = useWorld(openAgreementWorld);
  const h = agreementHelpers(() => world);

  it('answers the demo version 1 of each kind, published by the administrator', async () => {
    for (const kind of ['user', 'supplier', 'privacy']) {
      const data = await h.current(kind);
      expect(data.current).toMatchObject({ kind, version: 1, publishedBy: 'Platform Administrator', acceptances: 0 });
      expect(data.history).toEqual([expect.objectContaining({ id: data.current!.id, version: 1 })]);
      expect(data.current!.content.en).toContain('<h2>');
    }
    const res = await world.t.get('/admin/setting/agreement?kind=other', world.adminAk, en);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field: 'kind', key: 'not_allowed' }));
  });

  it('publishes new versions counting up, newest first in the history, audited with who and when', async () => {
    const v2 = await h.published('user', 'Second');
    const v3 = await h.published('user', 'Third');
    expect([v2.version, v3.version]).toEqual([2, 3]);
    expect(v3).toMatchObject({ kind: 'user', publishedBy: 'Platform Administrator', acceptances: 0 });
    expect(v3.content).toEqual({ 'zh-CN': '', en: '<p>Third</p>', es: '', ja: '' });
    const data = await h.current('user');
    expect(data.current).toMatchObject({ id: v3.id, version: 3 });
    expect(data.history.map((v) => v.version)).toEqual([3, 2, 1]);
    // an older version stays as it was published
    expect((await h.info(v2.id)).content.en).toBe('<p>Second</p>');
    // the other kinds are untouched
    expect((await h.current('privacy')).current!.version).toBe(1);

    const log = await h.lastLog('agreement.publish');
    expect(log).toMatchObject({ actorName: 'admin', entityId: String(v3.id) });
    expect(log!.before).toEqual({ kind: 'user', version: 2 });
    expect(log!.after).toMatchObject({
      kind: 'user',
      version: 3,
      publishedBy: 'Platform Administrator',
      languages: ['en'],
    });
    expect(new Date((log!.after as { publishedAt: string }).publishedAt).toISOString()).toBe(v3.publishedAt);
  });

  it('refuses a publication from a stale version, or an unknown one, and writes nothing', async () => {
    const before = await h.counts();
    for (const baseVersion of [2, 0, 4]) {
      const res = await h.publish({ kind: 'user', content: h.content('Late'), baseVersion });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toBe(
        'Someone else changed this record after you opened it; reload it and apply your change again',
      );
    }
    expect(await h.counts()).toEqual(before);
    expect((await h.current('user')).current!.version).toBe(3);
  });

  it('checks the content: text in some language, at most 100 000 characters per language', async () => {
    const before = await h.counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ 'zh-CN': '', en: '', es: '', ja: '' }, 'content.zh-CN', 'required'],
      [{ en: '<p></p><p> &nbsp; </p>' }, 'content.zh-CN', 'required'],
      [{ en: `<p>${'x'.repeat(100_000)}</p>` }, 'content.en', 'too_long'],
      [{ en: '<p>x</p>', fr: '<p>x</p>' }, 'content', 'not_allowed'],
    ];
    for (const [content, field, key] of cases) {
      const res = await h.publish({ kind: 'privacy', content, baseVersion: 1 });
      expect(res.statusCode, JSON.stringify(content)).toBe(422);
      expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect((await h.publish({ kind: 'privacy', content: h.content('x') })).statusCode).toBe(422);
    expect(await h.counts()).toEqual(before);
  });

  it('sanitizes the content: scripts, on* attributes and javascript: links are stripped', async () => {
    const dirty =
      '<p onclick="steal()">Terms<script>alert(1)</script></p>' +
      '<a href="javascript:alert(2)" onmouseover="x()">link</a>' +
      '<img src="https://example.com/a.png" onerror="alert(3)">' +
      '<a href="https://example.com/terms">ok</a><iframe src="https://evil.example"></iframe>';
    const res = await h.publish({
      kind: 'privacy',
      content: { 'zh-CN': dirty, en: '', es: '<script>only()</script>', ja: '' },
      baseVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data as AgreementInfo;
    const stored = (await h.q('select content from agreements where id = $1', [id]))[0]!.content as Record<
      string,
      string
    >;
    for (const html of [stored['zh-CN']!, (await h.info(id)).content['zh-CN']]) {
      expect(html).toContain('Terms');
      expect(html).not.toMatch(/<script|alert\(1\)|onclick|onmouseover|onerror|javascript:|<iframe/i);
      expect(html).toContain('<img src="https://example.com/a.png" />');
      expect(html).toContain('href="https://example.com/terms"');
    }
    // a language left with nothing to show is stored empty
    expect(stored.es).toBe('');

    // content that is nothing but a script is no content at all
    const before = await h.counts();
    const empty = await h.publish({
      kind: 'privacy',
      content: { 'zh-CN': '<script>alert(1)</script>', en: '<p onclick="x()"></p>' },
      baseVersion: 2,
    });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().data.errors).toEqual([{ field: 'content.zh-CN', key: 'required' }]);
    expect(await h.counts()).toEqual(before);
  });

  it('asks a supplier user who has not accepted the current supplier agreement, never staff', async () => {
    const supplierV1 = (await h.current('supplier')).current!;
    const supplier = await h.signIn('supplier');
    expect(supplier.agreement).toEqual({ id: supplierV1.id, version: 1 });
    expect((await h.signIn('supplier2')).agreement).toEqual({ id: supplierV1.id, version: 1 });
    for (const role of ['admin', 'sales'] as const) {
      const staff: SessionUser = await h.signIn(role);
      expect(staff).not.toHaveProperty('agreement');
      const res = await h.readForSignIn(staff.ak);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('There is no supplier agreement for you to accept');
      expect((await h.accept(supplierV1.id, staff.ak)).statusCode).toBe(404);
    }
    const read = await h.readForSignIn(supplier.ak);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data as SignInAgreementData).toEqual({
      id: supplierV1.id,
      version: 1,
      publishedAt: supplierV1.publishedAt,
      content: supplierV1.content,
      accepted: false,
    });
  });

  it('records an acceptance once, audited, and the next sign-in no longer asks', async () => {
    const v1 = (await h.current('supplier')).current!;
    const { ak } = await h.signIn('supplier');
    const before = await h.counts();
    const first = await h.accept(v1.id, ak);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ id: v1.id, version: 1 });
    const again = await h.accept(v1.id, ak);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await h.counts()).toEqual({ ...before, acceptances: before.acceptances + 1, audit: before.audit + 1 });

    const [row] = await h.q(
      'select a.admin_id::int as "adminId", a.ip, a.accepted_at as "acceptedAt" from agreement_acceptances a ' +
        'join admins u on u.id = a.admin_id where a.agreement_id = $1 and u.username = $2',
      [v1.id, 'supplier'],
    );
    expect(row).toMatchObject({ ip: world.t.remoteAddress });
    expect(new Date(row!.acceptedAt as string).toISOString()).toBe(first.json().data.acceptedAt);
    const log = await h.lastLog('agreement.accept');
    expect(log).toMatchObject({ actorId: row!.adminId, actorName: 'supplier', entityId: String(v1.id) });
    expect(log!.after).toMatchObject({ kind: 'supplier', version: 1, adminId: row!.adminId });

    expect((await h.signIn('supplier')).agreement).toBeNull();
    expect((await h.readForSignIn(ak)).json().data).toMatchObject({ id: v1.id, accepted: true });
    // supplier2 has not accepted: still asked; the history counts one acceptance
    expect((await h.signIn('supplier2')).agreement).toEqual({ id: v1.id, version: 1 });
    expect((await h.current('supplier')).history[0]).toMatchObject({ version: 1, acceptances: 1 });
  });

  it('asks again for a new version and refuses accepting the old one, or another kind', async () => {
    const v1 = (await h.current('supplier')).current!;
    const v2 = await h.published('supplier', 'Supplier terms, second edition');
    const { ak, agreement } = await h.signIn('supplier');
    expect(agreement).toEqual({ id: v2.id, version: 2 });

    const before = await h.counts();
    const old = await h.accept(v1.id, ak);
    expect(old.statusCode).toBe(409);
    expect(old.json().msg).toBe(
      'This agreement version is no longer the current one; sign in again to read and accept the current version',
    );
    const zh = await world.t.post('/admin/passport/agreement/accept', { id: v1.id }, ak, {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().msg).toBe('该协议版本已不是当前版本，请重新登录后阅读并接受当前版本');
    const user = (await h.current('user')).current!;
    for (const id of [user.id, 2_000_000_000]) expect((await h.accept(id, ak)).statusCode).toBe(404);
    expect(await h.counts()).toEqual(before);

    expect((await h.accept(v2.id, ak)).statusCode).toBe(200);
    expect((await h.signIn('supplier')).agreement).toBeNull();
    const history = (await h.current('supplier')).history;
    expect(history.map((v) => [v.version, v.acceptances])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });

  it('refuses publishing without the setting_agreement key, and writes nothing', async () => {
    const aks = [(await h.signIn('sales')).ak, (await h.signIn('supplier')).ak];
    const before = await h.counts();
    for (const ak of aks) {
      const res = await h.publish({ kind: 'user', content: h.content('No'), baseVersion: 3 }, ak);
      expect(res.statusCode).toBe(403);
      expect((await world.t.get('/admin/setting/agreement?kind=user', ak)).statusCode).toBe(403);
    }
    expect(await h.counts()).toEqual(before);
  });

  it(raced('two publications from the same version: one is published, the other refused as stale'), async () => {
    const base = (await h.current('privacy')).current!.version;
    const before = await h.counts();
    const answers = await Promise.all(
      ['A', 'B'].map((text) => h.publish({ kind: 'privacy', content: h.content(text), baseVersion: base })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await h.counts()).toEqual({ ...before, agreements: before.agreements + 1, audit: before.audit + 1 });
    expect((await h.current('privacy')).current!.version).toBe(base + 1);
  });
});
