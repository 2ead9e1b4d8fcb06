import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, translateError } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';

const IDLE_MINUTES = 5;

describe('sessions: expiry and revocation', () => {
  let t: TestApp;
  let adminAk: string;
  const idOf = async (username: string) => {
    const { rows } = await t.database.raw('select id::int as id from admins where username = $1', [username]);
    return rows[0]!.id as number;
  };
  const sessionIdOf = async (ak: string) =>
    (await t.get('/admin/profile/sessions', ak)).json().data.list.find((s: { current: boolean }) => s.current)
      .id as number;
  /**
   * Moves a session's clock with SQL. The session cache trusts a lookup for 2 s, far less than any
   * expiry; clearing it stands in for that time having passed.
   */
  const timeTravel = async (statement: string, id: number) => {
    await t.database.raw(statement, [id]);
    t.app.services.sessions.invalidate();
  };
  const works = async (ak: string) => (await t.get('/admin/profile', ak)).statusCode;
  const expect401 = async (ak: string) => {
    const res = await t.get('/admin/profile', ak);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(300);
  };
  const addAccount = async (username: string, password: string, groupId: number) => {
    const res = await t.post('/admin/setting/admin/add', { username, password, truename: username, groupId }, adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const akOf = async (username: string, password: string) => {
    const res = await t.signIn(username, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.ak as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: IDLE_MINUTES });
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a session left idle longer than SESSION_IDLE_MINUTES, and keeps a recently used one', async () => {
    const ak = await t.login('sales');
    const id = await sessionIdOf(ak);
    await timeTravel(
      `update sessions set last_seen_at = now() - interval '${IDLE_MINUTES - 2} minutes' where id = $1`,
      id,
    );
    expect(await works(ak)).toBe(200);
    // The request above touched the session: it is fresh again.
    const { rows } = await t.database.raw(
      'select extract(epoch from now() - last_seen_at)::int as idle from sessions where id = $1',
      [id],
    );
    expect(rows[0]!.idle).toBeLessThan(60);
    await timeTravel(
      `update sessions set last_seen_at = now() - interval '${IDLE_MINUTES + 1} minutes' where id = $1`,
      id,
    );
    await expect401(ak);
    // Being refused does not revive it.
    await expect401(ak);
  });

  it('ends a session past its absolute expiry even while in use', async () => {
    const ak = await t.login('sales');
    expect(await works(ak)).toBe(200);
    await timeTravel(
      `update sessions set expires_at = now() - interval '1 second' where id = $1`,
      await sessionIdOf(ak),
    );
    await expect401(ak);
  });

  it('logout revokes the session it is sent with, and only that one', async () => {
    const ak1 = await t.login('sales');
    const ak2 = await t.login('sales');
    const res = await t.post('/admin/passport/logout', {}, ak1);
    expect(res.statusCode).toBe(200);
    await expect401(ak1);
    expect((await t.post('/admin/passport/logout', {}, ak1)).statusCode).toBe(401);
    expect(await works(ak2)).toBe(200);
  });

  it('disabling an account revokes its sessions; enabling it again does not revive them', async () => {
    const salesId = await idOf('sales');
    const ak = await t.login('sales');
    expect(await works(ak)).toBe(200);
    const off = await t.post('/admin/setting/admin/status', { id: salesId, status: false }, adminAk);
    expect(off.statusCode).toBe(200);
    await expect401(ak);
    const refused = await t.signIn('sales', 'sales123456', { headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(SERVER_MESSAGES.en['auth.account_disabled']);
    expect((await t.post('/admin/setting/admin/status', { id: salesId, status: true }, adminAk)).statusCode).toBe(200);
    await expect401(ak);
    expect(await works(await t.login('sales'))).toBe(200);
  });

  it('a password change ends the other sessions but keeps the current one', async () => {
    await addAccount('pwchanger', 'first-password-1', 2);
    const current = await akOf('pwchanger', 'first-password-1');
    const other = await akOf('pwchanger', 'first-password-1');
    const res = await t.post(
      '/admin/profile/password',
      { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
      current,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true, revoked: 1 });
    expect(await works(current)).toBe(200);
    await expect401(other);
    expect((await t.signIn('pwchanger', 'first-password-1')).statusCode).toBe(400);
    expect((await t.signIn('pwchanger', 'second-password-2')).statusCode).toBe(200);
  });

  it('a password reset by an administrator ends every session of the target', async () => {
    const id = await addAccount('resetme', 'reset-password-1', 2);
    const ak1 = await akOf('resetme', 'reset-password-1');
    const ak2 = await akOf('resetme', 'reset-password-1');
    const res = await t.post('/admin/setting/admin/password', { id, password: 'reset-password-2' }, adminAk);
    expect(res.statusCode).toBe(200);
    await expect401(ak1);
    await expect401(ak2);
    expect(await works(adminAk)).toBe(200);
    expect((await t.signIn('resetme', 'reset-password-2')).statusCode).toBe(200);
  });

  it("taking rights away from a group ends its members' sessions; granting more does not", async () => {
    const group = await t.post(
      '/admin/setting/group/add',
      { name: 'Auditors', permissions: ['log', 'setting_group_index'] },
      adminAk,
    );
    expect(group.statusCode).toBe(200);
    const g = group.json().data;
    await addAccount('auditor', 'auditor-password-1', g.id);
    const ak = await akOf('auditor', 'auditor-password-1');
    expect((await t.get('/admin/setting/log', ak)).statusCode).toBe(200);

    const more = await t.post(
      '/admin/setting/group/edit',
      { id: g.id, version: g.version, name: g.name, permissions: [...g.permissions, 'setting_admin_index'] },
      adminAk,
    );
    expect(more.statusCode).toBe(200);
    expect((await t.get('/admin/setting/admin', ak)).statusCode).toBe(200);

    const fewer = await t.post(
      '/admin/setting/group/edit',
      { id: g.id, version: more.json().data.version, name: g.name, permissions: ['setting_group_index'] },
      adminAk,
    );
    expect(fewer.statusCode).toBe(200);
    await expect401(ak);
    const again = await akOf('auditor', 'auditor-password-1');
    expect((await t.get('/admin/setting/log', again)).statusCode).toBe(403);
    expect((await t.get('/admin/setting/group', again)).statusCode).toBe(200);
  });
});

describe('login refusals: lockout, same answer for unknown users, translated messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_LIMIT: 1000 });
    const adminAk = await t.login('admin');
    const res = await t.post(
      '/admin/setting/admin/add',
      { username: 'lockme', password: 'lockme-password', truename: 'Lock Me', groupId: 2 },
      adminAk,
    );
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await t.signIn('nobody-here', 'whatever-password');
    const wrong = await t.signIn('sales', 'whatever-password');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks an account after five failures: the sixth attempt, even with the right password, answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.signIn('lockme', `wrong-password-${i}`);
      expect(res.statusCode).toBe(400);
    }
    const locked = await t.signIn('LockMe', 'lockme-password', { headers: { 'accept-language': 'en' } });
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body.code).toBe(429);
    expect(body.msg).toBe(translateError('en', 'auth.locked', { minutes: 15 }));
    expect(body.msg).toContain('15 minutes');
    expect(locked.headers['retry-after']).toBe('900');
    // Another account is not affected.
    expect((await t.signIn('sales', 'sales123456')).statusCode).toBe(200);
    // Once the failures age out, the right password works again.
    await t.database.raw(
      `update login_failures set created_at = now() - interval '16 minutes' where username_key = 'lockme'`,
    );
    expect((await t.signIn('lockme', 'lockme-password')).statusCode).toBe(200);
  });

  it('translates messages by the lang cookie, else Accept-Language', async () => {
    const en = await t.signIn('sales', 'bad-password', { headers: { 'accept-language': 'en' } });
    const ja = await t.signIn('sales', 'bad-password', { cookie: 'lang=ja', headers: { 'accept-language': 'en' } });
    const zh = await t.signIn('sales', 'bad-password');
    expect(en.json().msg).toBe(SERVER_MESSAGES.en['auth.bad_credentials']);
    expect(ja.json().msg).toBe(SERVER_MESSAGES.ja['auth.bad_credentials']);
    expect(zh.json().msg).toBe(SERVER_MESSAGES['zh-CN']['auth.bad_credentials']);
    expect(new Set([en.json().msg, ja.json().msg, zh.json().msg]).size).toBe(3);

    const enGone = await t.get('/admin/profile', undefined, { 'accept-language': 'fr;q=0.9, en;q=0.8' });
    const jaGone = await t.get('/admin/profile', undefined, { cookie: 'lang=ja' });
    expect(enGone.json()).toEqual({ code: 300, msg: SERVER_MESSAGES.en['common.not_logged_in'], data: null });
    expect(jaGone.json()).toEqual({ code: 300, msg: SERVER_MESSAGES.ja['common.not_logged_in'], data: null });
  });
});

describe('per-IP login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_LIMIT: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the 4th attempt from one address with 429 and retry-after; another address still gets in', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.signIn('sales', `wrong-${i}`, { headers: { 'accept-language': 'en' } })).statusCode).toBe(400);
    const limited = await t.signIn('sales', 'sales123456', { headers: { 'accept-language': 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(429);
    expect(limited.json().msg).toMatch(/^Too many login attempts from this address, try again in \d+ seconds$/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const elsewhere = `${t.remoteAddress.split('.').slice(0, 3).join('.')}.251`;
    expect((await t.signIn('sales', 'sales123456', { remoteAddress: elsewhere })).statusCode).toBe(200);
  });
});
