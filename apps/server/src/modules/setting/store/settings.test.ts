import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { tableState } from '../../../test-support/table-state.ts';
import { ACTIVITY_TABLES } from '../../../test-support/change-counter.ts';
import { png, uploadHelpers } from '../../../platform/files/upload-fixtures.ts';

const en = { 'accept-language': 'en' };

describe('settings sections: store, members, suppliers, system', () => {
  let t: TestApp;
  let ak: string;
  const uploads = uploadHelpers(() => t);
  beforeAll(async () => {
    t = await createTestApp({ STORE_BASE_URL: 'https://shop.example.com/' });
    ak = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (section: string) => {
    const res = await t.get(`/admin/setting/${section}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, unknown> & { version: number };
  };
  const save = (section: string, body: Record<string, unknown>) =>
    t.post(`/admin/setting/${section}/edit`, body, ak, en);
  /** A save refused with these field errors, changing nothing anywhere. */
  const refused = async (section: string, body: Record<string, unknown>, errors: { field: string; key: string }[]) => {
    const before = await tableState(t, ACTIVITY_TABLES);
    const res = await save(section, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toBe('Please fill out the form correctly');
    expect(res.json().data.errors.map((e: { field: string; key: string }) => ({ field: e.field, key: e.key }))).toEqual(
      errors,
    );
    expect(await tableState(t, ACTIVITY_TABLES)).toEqual(before);
  };
  const auditRows = async (action: string) =>
    (
      await t.database.raw(
        `select before, after, actor_name as "actorName" from audit_log where action = $1 order by id`,
        [action],
      )
    ).rows as { before: Record<string, unknown>; after: Record<string, unknown>; actorName: string }[];

  it('answers complete values: the demo profile, and the configuration for what was never saved', async () => {
    const store = await read('store');
    expect(store).toMatchObject({
      version: 1,
      email: 'service@goodies.example.com',
      baseUrl: 'https://shop.example.com/',
      defaultLanguage: 'zh-CN',
      timeZone: 'Asia/Shanghai',
      maintenance: false,
    });
    expect(typeof store.defaultCurrency).toBe('string');
    expect(await read('member')).toMatchObject({
      registrationOpen: true,
      passwordMin: 7,
      defaultGroupId: expect.any(Number),
    });
    expect(await read('supplier')).toMatchObject({
      commissionRate: 500,
      settlementCycle: 'monthly',
      weightOnTime: 25,
      weightResponse: 10,
      weightInspections: 15,
    });
    expect(await read('system')).toMatchObject({
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 24,
      logRetentionDays: 365,
    });
  });

  it('saves the store info, audits before and after, and refuses a stale save without a change', async () => {
    const before = await read('store');
    const { version: _v, updatedAt: _u, ...values } = before;
    const res = await save('store', {
      ...values,
      name: { 'zh-CN': '好店', en: 'Good Shop', es: '', ja: '' },
      seoTitle: 'Good Shop',
      seoKeywords: 'a,b,c,d,e,f,g,h',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, seoKeywords: 'a,b,c,d,e,f,g,h' });
    expect(res.json().data.name.en).toBe('Good Shop');
    const [audit] = await auditRows('settings.store.edit');
    expect(audit!.actorName).toBe('admin');
    expect((audit!.before.name as Record<string, string>).en).toBe('Goodies Market');
    expect((audit!.after.name as Record<string, string>).en).toBe('Good Shop');

    const state = await tableState(t, ACTIVITY_TABLES);
    const stale = await save('store', { ...values, seoTitle: 'Other', version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/Someone else changed/);
    expect(await tableState(t, ACTIVITY_TABLES)).toEqual(state);
    expect((await read('store')).seoTitle).toBe('Good Shop');
  });

  it('refuses each store rule with its field and message: SEO limits, keywords 8 to 10, links, pictures', async () => {
    const { updatedAt: _u, ...current } = await read('store');
    await refused('store', { ...current, seoTitle: 'x'.repeat(71) }, [{ field: 'seoTitle', key: 'too_long' }]);
    await refused('store', { ...current, seoDescription: 'x'.repeat(221) }, [
      { field: 'seoDescription', key: 'too_long' },
    ]);
    await refused('store', { ...current, seoKeywords: 'a,b,c,d,e,f,g' }, [{ field: 'seoKeywords', key: 'invalid' }]);
    await refused('store', { ...current, seoKeywords: 'a,b,c,d,e,f,g,h,i,j,k' }, [
      { field: 'seoKeywords', key: 'invalid' },
    ]);
    await refused('store', { ...current, baseUrl: 'ftp://shop.example.com/' }, [{ field: 'baseUrl', key: 'invalid' }]);
    await refused('store', { ...current, email: 'not-mail' }, [{ field: 'email', key: 'invalid' }]);
    await refused('store', { ...current, timeZone: 'Mars/Olympus' }, [{ field: 'timeZone', key: 'invalid' }]);
    await refused('store', { ...current, name: { 'zh-CN': '', en: '', es: '', ja: '' } }, [
      { field: 'name.zh-CN', key: 'required' },
    ]);
    await refused('store', { ...current, defaultCurrency: 'XXX' }, [{ field: 'defaultCurrency', key: 'invalid' }]);
    const logo = await uploads.send('/admin/upload/logo', ak, 'logo.png', 'image/png', await png(64, 32));
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = logo.json().data.url as string;
    // A picture of another size is refused as the icon, by its decoded size.
    await refused('store', { ...current, icon: logoUrl }, [{ field: 'icon', key: 'icon_size' }]);
    await refused('store', { ...current, logo: '/files/' + 'a'.repeat(64) + '.png' }, [
      { field: 'logo', key: 'invalid' },
    ]);
    const wrongIcon = await uploads.send('/admin/upload/logo?kind=icon', ak, 'i.png', 'image/png', await png(32, 32));
    expect(wrongIcon.statusCode).toBe(422);
    const icon = await uploads.send('/admin/upload/logo?kind=icon', ak, 'i.png', 'image/png', await png(16, 16));
    expect(icon.statusCode, icon.body).toBe(200);
    const ok = await save('store', { ...current, logo: logoUrl, icon: icon.json().data.url });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('members: a password minimum below 7 and an unknown default group are refused', async () => {
    const { updatedAt: _u, ...current } = await read('member');
    await refused('member', { ...current, passwordMin: 6 }, [{ field: 'passwordMin', key: 'too_small' }]);
    await refused('member', { ...current, defaultGroupId: 2_000_000_000 }, [
      { field: 'defaultGroupId', key: 'invalid' },
    ]);
    const ok = await save('member', { ...current, passwordMin: 9, registrationOpen: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ passwordMin: 9, registrationOpen: false, version: 1 });
    const [audit] = await auditRows('settings.member.edit');
    expect(audit).toMatchObject({ before: { passwordMin: 7 }, after: { passwordMin: 9 } });

    // The customer forms are held to the minimum in force, and the refusal names it.
    const customer = { email: 'short-pass@example.com', name: 'Short Pass', password: '12345678' };
    const short = await t.post('/admin/customer/add', customer, ak, en);
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().data.errors).toEqual([{ field: 'password', key: 'too_short', params: { min: 9 } }]);
    expect((await t.post('/admin/customer/add', { ...customer, password: '123456789' }, ak)).statusCode).toBe(200);
  });

  it("members: the default group is the customer groups' default, read and set from either screen", async () => {
    const groups = (await t.get('/admin/customer/group?pageSize=100', ak)).json().data.list as {
      id: number;
      isDefault: boolean;
    }[];
    const current = await read('member');
    expect(current.defaultGroupId).toBe(groups.find((g) => g.isDefault)!.id);
    const other = groups.find((g) => !g.isDefault)!;
    const { updatedAt: _u, ...values } = current;
    const ok = await save('member', { ...values, defaultGroupId: other.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.defaultGroupId).toBe(other.id);
    const after = (await t.get('/admin/customer/group?pageSize=100', ak)).json().data.list as typeof groups;
    expect(after.filter((g) => g.isDefault).map((g) => g.id)).toEqual([other.id]);
    await refused('member', { ...values, version: ok.json().data.version, defaultGroupId: null }, [
      { field: 'defaultGroupId', key: 'required' },
    ]);
  });

  it('suppliers: the score weights must add up to 100; documents may not repeat', async () => {
    const { updatedAt: _u, ...current } = await read('supplier');
    await refused('supplier', { ...current, weightOnTime: 50 }, [{ field: 'weightOnTime', key: 'sum_100' }]);
    await refused('supplier', { ...current, weightResponse: 0 }, [{ field: 'weightOnTime', key: 'sum_100' }]);
    await refused('supplier', { ...current, weightInspections: 0 }, [{ field: 'weightOnTime', key: 'sum_100' }]);
    await refused('supplier', { ...current, weightInspections: 25 }, [{ field: 'weightOnTime', key: 'sum_100' }]);
    await refused('supplier', { ...current, requiredDocuments: ['business_licence', 'business_licence'] }, [
      { field: 'requiredDocuments', key: 'duplicate' },
    ]);
    await refused('supplier', { ...current, commissionRate: 10_001 }, [{ field: 'commissionRate', key: 'too_big' }]);
    // 30 + 20 + 15 + 15 + 0 + 20
    const ok = await save('supplier', {
      ...current,
      weightOnTime: 30,
      weightResponse: 0,
      weightInspections: 20,
      settlementCycle: 'weekly',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      weightOnTime: 30,
      weightResponse: 0,
      weightInspections: 20,
      weightReviews: 20,
    });
  });

  const storedSupplier = async () => {
    const { rows } = await t.database.raw(`select value from settings where section = 'supplier'`);
    return { ...(rows[0]?.value as Record<string, unknown>) };
  };
  const WEIGHTS = ['weightOnTime', 'weightReviews', 'weightViolations', 'weightMarks', 'weightResponse'];

  it('suppliers: a record saved with the older four weights still loads, with the six criteria', async () => {
    const stored = await storedSupplier();
    for (const w of [...WEIGHTS, 'weightInspections']) delete stored[w];
    Object.assign(stored, { weightQuality: 40, weightDelivery: 30, weightService: 20, weightCompliance: 10 });
    await t.database.raw(`update settings set value = $1::jsonb where section = 'supplier'`, [JSON.stringify(stored)]);
    const loaded = await read('supplier');
    expect(loaded).toMatchObject({
      settlementCycle: 'weekly',
      weightOnTime: 25,
      weightReviews: 20,
      weightResponse: 10,
      weightInspections: 15,
    });
    expect(loaded).not.toHaveProperty('weightQuality');
    const { updatedAt: _u, ...values } = loaded;
    const again = await save('supplier', values);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('suppliers: a record saved before the inspections weight loads with it at 0, still adding up to 100', async () => {
    const stored = await storedSupplier();
    delete stored.weightInspections;
    const five = [35, 25, 15, 15, 10];
    WEIGHTS.forEach((w, i) => (stored[w] = five[i]));
    await t.database.raw(`update settings set value = $1::jsonb where section = 'supplier'`, [JSON.stringify(stored)]);
    const loaded = await read('supplier');
    expect(loaded).toMatchObject({ weightOnTime: 35, weightReviews: 25, weightResponse: 10, weightInspections: 0 });
    const { updatedAt: _u, ...values } = loaded;
    const again = await save('supplier', values);
    expect(again.statusCode, again.body).toBe(200);
    expect((await storedSupplier()).weightInspections).toBe(0);
    const inputs = await t.app.services.scorecards.inputs(new Date());
    expect(inputs.weights).toEqual({
      onTime: 35,
      reviews: 25,
      violations: 15,
      marks: 15,
      response: 10,
      inspections: 0,
    });
  });

  it('system: saved session lifetimes win over the configuration for new sessions', async () => {
    const { updatedAt: _u, ...current } = await read('system');
    await refused('system', { ...current, uploadLargeMb: 11 }, [{ field: 'uploadLargeMb', key: 'too_big' }]);
    await refused('system', { ...current, logRetentionDays: 7 }, [{ field: 'logRetentionDays', key: 'too_small' }]);
    const ok = await save('system', { ...current, sessionAbsoluteHours: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    const s = await t.session('sales');
    const { rows } = await t.database.raw(
      `select extract(epoch from expires_at - created_at)::int as seconds from sessions where admin_id = $1 ` +
        `order by id desc limit 1`,
      [s.adminid],
    );
    expect(Math.abs(Number(rows[0]!.seconds) - 2 * 3600)).toBeLessThan(60);
  });

  it("every signed-in user reads the store's name; sign-in answers the saved base address", async () => {
    const { updatedAt: _u, ...current } = await read('store');
    const ok = await save('store', { ...current, baseUrl: 'https://new-shop.example.com/' });
    expect(ok.statusCode, ok.body).toBe(200);
    const supplier = await t.session('supplier');
    expect(supplier.base_url).toBe('https://new-shop.example.com/');
    const brand = await t.get('/admin/passport/store', supplier.ak);
    expect(brand.statusCode, brand.body).toBe(200);
    expect(brand.json().data).toMatchObject({ baseUrl: 'https://new-shop.example.com/', maintenance: false });
    expect(brand.json().data.name.en).toBe('Good Shop');
    expect(brand.json().data).not.toHaveProperty('email');
  });

  it('system: the sign-in lockout takes its threshold from the saved settings', async () => {
    const { updatedAt: _u, ...current } = await read('system');
    expect((await save('system', { ...current, lockoutFailures: 3 })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await t.signIn('sales', 'wrong-password')).statusCode).toBe(400);
    const locked = await t.signIn('sales', 'sales123456');
    expect(locked.statusCode, locked.body).toBe(429);
  });

  it('system: a lower upload limit applies to the standard pictures, with the limit in the message', async () => {
    const { updatedAt: _u, ...current } = await read('system');
    expect((await save('system', { ...current, uploadStandardMb: 1 })).statusCode).toBe(200);
    // Noise does not compress: about 1.4 MB of PNG.
    const noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const big = await uploads.send('/admin/upload/logo', ak, 'logo.png', 'image/png', noise);
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().msg).toContain('1 MB');
    expect((await save('system', { ...current, version: current.version + 1 })).statusCode).toBe(200);
    expect((await uploads.send('/admin/upload/logo', ak, 'logo.png', 'image/png', noise)).statusCode).toBe(200);
  });

  it('system: operation-log rows older than the retention are deleted in batches, the counter kept exact', async () => {
    const count = async () => Number((await t.database.raw('select count(*)::int as n from audit_log')).rows[0]!.n);
    const old = 3;
    await t.database.raw(
      `insert into audit_log (actor_name, action, entity, created_at) ` +
        `select 'admin', 'test.old', 'test', now() - interval '400 days' from generate_series(1, $1)`,
      [old],
    );
    // slot 0 may hold no row yet (writes pick a random slot): add it or add to it
    await t.database.raw(
      `insert into audit_counter (slot, rows) values (0, $1) ` +
        `on conflict (slot) do update set rows = audit_counter.rows + $1`,
      [old],
    );
    const before = await count();
    expect(await t.app.services.logs.prune(365)).toBe(old);
    expect(await count()).toBe(before - old);
    const listed = await t.get('/admin/setting/log?pageSize=10', ak);
    expect(listed.json().data.total).toBe(before - old);
    expect(await t.app.services.logs.prune(365)).toBe(0);
  });
});
