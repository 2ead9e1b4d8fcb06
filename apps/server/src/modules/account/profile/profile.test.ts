import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type ProfileData, type SessionRow, type UploadedImage } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

describe('own profile', () => {
  let t: TestApp;
  let adminAk: string;
  const en = { 'accept-language': 'en' };
  const profile = async (ak: string) => (await t.get('/admin/profile', ak)).json().data as ProfileData;
  const sessions = async (ak: string) => (await t.get('/admin/profile/sessions', ak)).json().data.list as SessionRow[];

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the signed-in account, for a platform and a supplier user', async () => {
    expect(await profile(adminAk)).toMatchObject({
      username: 'admin',
      groupName: 'Super administrators',
      supplier: false,
      supplierName: null,
    });
    const supplierAk = await t.login('supplier');
    expect(await profile(supplierAk)).toMatchObject({
      username: 'supplier',
      groupName: null,
      supplier: true,
      supplierName: 'Demo Supplier A',
    });
  });

  it('edits own name, contact and avatar with an audit diff; refuses invalid fields', async () => {
    const ak = await t.login('sales');
    const before = await profile(ak);
    const res = await t.post(
      '/admin/profile/edit',
      {
        version: before.version,
        truename: 'Sally Sales',
        email: 'sally@example.com',
        phone: '+1 (555) 0100',
        avatar: '',
      },
      ak,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      truename: 'Sally Sales',
      email: 'sally@example.com',
      phone: '+1 (555) 0100',
      avatar: null,
      version: before.version + 1,
    });
    const { rows } = await t.database.raw(
      `select id::int as id from audit_log where action = 'profile.edit' order by id desc limit 1`,
    );
    const log = (await t.get(`/admin/setting/log/info?id=${rows[0]!.id}`, adminAk)).json().data;
    expect(log.diff).toEqual(
      expect.arrayContaining([{ field: 'truename', before: 'Sales Staff', after: 'Sally Sales' }]),
    );
    expect(log.actorName).toBe('sales');

    const after = await profile(ak);
    const bad = await t.post(
      '/admin/profile/edit',
      { version: after.version, truename: '', email: 'nope', phone: 'call me', avatar: 'https://evil.example/x.png' },
      ak,
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['avatar', 'email', 'phone', 'truename']);
    // Fields it does not own are ignored, not applied.
    const sneaky = await t.post(
      '/admin/profile/edit',
      { version: after.version, truename: 'Sally', groupId: 1, supplierId: 1, username: 'root' },
      ak,
    );
    expect(sneaky.statusCode).toBe(200);
    expect(await profile(ak)).toMatchObject({
      username: 'sales',
      groupName: 'Sales',
      supplier: false,
      truename: 'Sally',
    });
  });

  it('saves an uploaded avatar, shows it at sign-in and clears it; refuses a file it did not store', async () => {
    const ak = await t.login('supplier');
    const orange = { r: 240, g: 160, b: 60 };
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: orange } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('file', 'me.png', 'image/png', picture);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/admin/upload/image?kind=avatar',
      payload,
      headers: { ...headers, ak },
      remoteAddress: t.remoteAddress,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const stored = upload.json().data as UploadedImage;
    expect(stored.url).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);

    const before = await profile(ak);
    const edit = (body: object, headers?: Record<string, string>) => t.post('/admin/profile/edit', body, ak, headers);
    const saved = await edit({ version: before.version, truename: before.truename, avatar: stored.url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ avatar: stored.url, version: before.version + 1 });
    expect((await profile(ak)).avatar).toBe(stored.url);
    // The top bar takes it from the session user of the next sign-in.
    expect((await t.session('supplier')).avatar).toBe(stored.url);
    expect((await t.get(stored.url)).statusCode).toBe(200);

    // Without the field the avatar stays.
    const kept = await edit({ version: before.version + 1, truename: 'Supplier A Operator' });
    expect(kept.json().data.avatar).toBe(stored.url);

    // A path shaped like a stored file that the server never stored, and addresses elsewhere, are refused.
    const current = await profile(ak);
    const foreign = ['https://evil.example/x.png', '//evil.example/x.png', '/files/../cookie-secret'];
    for (const avatar of [`/files/${'0'.repeat(64)}.png`, '/files/abc.png', ...foreign]) {
      const res = await edit({ version: current.version, truename: current.truename, avatar }, en);
      expect(res.statusCode, avatar).toBe(422);
      expect(res.json().data.errors, avatar).toEqual([{ field: 'avatar', key: 'invalid' }]);
    }
    expect(await profile(ak)).toMatchObject({ avatar: stored.url, version: current.version });

    const cleared = await edit({ version: current.version, truename: current.truename, avatar: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.avatar).toBeNull();
    expect((await profile(ak)).avatar).toBeNull();
    const { rows } = await t.database.raw(
      `select id::int as id from audit_log where action = 'profile.edit' order by id desc limit 1`,
    );
    const log = (await t.get(`/admin/setting/log/info?id=${rows[0]!.id}`, adminAk)).json().data;
    expect(log.diff).toEqual(expect.arrayContaining([{ field: 'avatar', before: stored.url, after: null }]));
  });

  it('changes the password only with the right current one, and not to the same one', async () => {
    const ak = await t.login('supplier2');
    const wrong = await t.post(
      '/admin/profile/password',
      { currentPassword: 'not-it', newPassword: 'brand-new-pass' },
      ak,
      en,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      msg: SERVER_MESSAGES.en['auth.wrong_current_password'],
      data: { errors: [{ field: 'currentPassword', key: 'invalid' }] },
    });
    const same = await t.post(
      '/admin/profile/password',
      { currentPassword: 'supplier123456', newPassword: 'supplier123456' },
      ak,
      en,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().msg).toBe(SERVER_MESSAGES.en['auth.password_reused']);
    const short = await t.post(
      '/admin/profile/password',
      { currentPassword: 'supplier123456', newPassword: 'short' },
      ak,
    );
    expect(short.statusCode).toBe(422);
    expect((await t.signIn('supplier2', 'supplier123456')).statusCode).toBe(200);
  });

  it('lists own live sessions and ends one, all others, but never the current one this way', async () => {
    const current = await t.login('supplier');
    const other1 = await t.login('supplier');
    const other2 = await t.login('supplier');
    const foreign = await t.login('supplier2');
    const list = await sessions(current);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const currentId = list.find((s) => s.current)!.id;
    const other1Id = (await sessions(other1)).find((s) => s.current)!.id;
    const foreignId = (await sessions(foreign)).find((s) => s.current)!.id;
    expect(list.map((s) => s.id)).not.toContain(foreignId);

    const self = await t.post('/admin/profile/sessions/revoke', { id: currentId }, current, en);
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toBe(SERVER_MESSAGES.en['session.current']);
    const notMine = await t.post('/admin/profile/sessions/revoke', { id: foreignId }, current);
    expect(notMine.statusCode).toBe(404);
    expect((await t.get('/admin/profile', foreign)).statusCode).toBe(200);

    const one = await t.post('/admin/profile/sessions/revoke', { id: other1Id }, current);
    expect(one.json().data).toEqual({ revoked: 1 });
    expect((await t.get('/admin/profile', other1)).statusCode).toBe(401);
    expect((await t.get('/admin/profile', other2)).statusCode).toBe(200);
    expect((await t.post('/admin/profile/sessions/revoke', { id: other1Id }, current)).statusCode).toBe(404);

    const rest = await t.post('/admin/profile/sessions/revoke', { others: true }, current);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.revoked).toBeGreaterThanOrEqual(1);
    expect((await t.get('/admin/profile', other2)).statusCode).toBe(401);
    expect((await t.get('/admin/profile', current)).statusCode).toBe(200);
    expect((await t.get('/admin/profile', foreign)).statusCode).toBe(200);
    expect((await sessions(current)).map((s) => s.id)).toEqual([currentId]);
  });
});
