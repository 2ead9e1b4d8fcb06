import { beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { lastLogEntry } from '../../../test-support/audit.ts';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { en, paymentHelpers } from './payment-fixtures.ts';

// Payment methods (settings /payment): the built-in ones, the field rules and their messages, credentials that no
// answer and no log row ever holds, versioned edits with their audit rows, deletes, and who may do any of it.
// Marking orders paid with a method is in payment-orders.test.ts.
describe('payment methods (settings /payment)', () => {
  const world = useWorld(async () => {
    const t = await createTestApp();
    return {
      t,
      adminAk: await t.login('admin'),
      salesAk: await t.login('sales'),
      supplierAk: await t.login('supplier'),
    };
  });
  const { q, auditCount, methodCount, loggedWith, list, fields, post, added, info, builtIn, editBody } = paymentHelpers(
    () => world,
  );
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });
  const lastLog = (action: string) => lastLogEntry(t, adminAk, action);

  it('lists the built-in bank transfer and cash on delivery with demo values, searchable in any language', async () => {
    const all = await list();
    expect(all.list.map((p) => [p.builtIn, p.name.en, p.enabled])).toEqual([
      ['bank_transfer', 'Bank transfer', true],
      ['cash_on_delivery', 'Cash on delivery', true],
    ]);
    expect(all.list[1]).toMatchObject({
      feeType: 'fixed',
      fee: 500,
      currency: 'USD',
      countries: ['CN', 'ES', 'JP'],
      credentialKeys: [],
      orderCount: 0,
    });
    const bank = await builtIn('bank_transfer');
    expect(bank.instructions.en).toContain('Account number');
    expect(bank.instructions.ja).toContain('口座番号');
    expect(bank).toMatchObject({ countries: [], fee: 0, credentials: [] });
    expect((await list('keyword=reembolso')).list.map((p) => p.builtIn)).toEqual(['cash_on_delivery']);
    expect((await list('keyword=银行')).list.map((p) => p.builtIn)).toEqual(['bank_transfer']);
    expect((await list('status=disabled')).total).toBe(0);
    expect((await list('sort=-sort')).list.map((p) => p.builtIn)).toEqual(['cash_on_delivery', 'bank_transfer']);
    expect(await list('page=2&pageSize=10')).toMatchObject({ list: [], total: 2, page: 2 });
  });

  it('checks every field and answers each refusal on its field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: { en: ' ' } }, 'name.zh-CN', 'required'],
      [{ name: { en: 'x'.repeat(65) } }, 'name.en', 'too_long'],
      [{ name: { de: 'Geldbörse' } }, 'name', 'not_allowed'],
      [{ instructions: { en: 'x'.repeat(1001) } }, 'instructions.en', 'too_long'],
      [{ feeType: 'free' }, 'feeType', 'not_allowed'],
      [{ fee: -1 }, 'fee', 'too_small'],
      [{ fee: 10.5 }, 'fee', 'invalid_type'],
      [{ feeType: 'percent', fee: 10_001 }, 'fee', 'too_big'],
      [{ feeType: 'fixed', fee: 100_000_001 }, 'fee', 'too_big'],
      [{ countries: ['XX'] }, 'countries.0', 'invalid'],
      [{ countries: 'ES' }, 'countries', 'invalid_type'],
      [{ sort: -1 }, 'sort', 'too_small'],
      [{ credentials: [{ key: '1st', value: 'x' }] }, 'credentials.0.key', 'invalid'],
      [{ credentials: [{ key: '', value: 'x' }] }, 'credentials.0.key', 'required'],
      [{ credentials: [{ key: 'apiKey', value: '' }] }, 'credentials.0.value', 'required'],
      [
        {
          credentials: [
            { key: 'apiKey', value: 'a' },
            { key: 'APIKEY', value: 'b' },
          ],
        },
        'credentials.1.key',
        'duplicate',
      ],
      [{ credentials: [{ key: 'k', value: 'x'.repeat(2001) }] }, 'credentials.0.value', 'too_long'],
    ];
    const [audit0, rows0] = [await auditCount(), await methodCount()];
    for (const [change, field, key] of cases) {
      const res = await post('/add', fields(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().msg).toBe('Please fill out the form correctly');
      expect(res.json().data.errors, JSON.stringify(change)).toContainEqual(expect.objectContaining({ field, key }));
    }
    const tooBig = await post('/add', fields({ feeType: 'percent', fee: 10_001 }));
    expect(tooBig.json().data.errors).toEqual([{ field: 'fee', key: 'too_big', params: { max: 10_000 } }]);
    expect([await auditCount(), await methodCount()]).toEqual([audit0, rows0]);

    const p = await added({ countries: ['es', 'de', 'ES'], feeType: 'percent', fee: 10_000, enabled: false });
    expect(p).toMatchObject({ countries: ['ES', 'DE'], fee: 10_000, enabled: false, builtIn: null, version: 0 });
    expect(p.instructions).toEqual({ 'zh-CN': '', en: '', es: '', ja: '' });
  });

  it('never answers or logs a credential: stored sealed, shown by name, masked in the operation log', async () => {
    const secrets = { merchantId: 'MCH-7731-unique-merchant', apiKey: 'sk_live_4f9a-unique-api-key-0001' };
    const audit0 = await auditCount();
    const add = await post(
      '/add',
      fields({ credentials: Object.entries(secrets).map(([key, value]) => ({ key, value })) }),
    );
    expect(add.statusCode, add.body).toBe(200);
    const p = add.json().data;
    expect(p.credentials).toEqual([
      { key: 'merchantId', state: 'set' },
      { key: 'apiKey', state: 'set' },
    ]);
    expect(p.credentialKeys).toEqual(['merchantId', 'apiKey']);
    const answers = [add.body, (await t.get(`/admin/setting/payment/info?id=${p.id}`, adminAk)).body];
    answers.push((await t.get('/admin/setting/payment?pageSize=50', adminAk)).body);
    const edit = await post('/edit', editBody(p, { name: { en: 'Card payments' } }));
    expect(edit.statusCode, edit.body).toBe(200);
    answers.push(edit.body, (await post('/status', { id: p.id, status: false })).body);
    for (const secret of Object.values(secrets)) {
      for (const body of answers) expect(body).not.toContain(secret);
      expect(await loggedWith(secret)).toBe(0);
      const stored = await q('select credentials::text as c from payment_methods where id = $1', [p.id]);
      expect(stored[0]!.c).not.toContain(secret);
    }
    expect(await auditCount()).toBe(audit0 + 3);
    const logged = await lastLog('payment.add');
    expect(Object.keys(logged.after.credentials).sort()).toEqual(['apiKey', 'merchantId']);
    expect(logged.after.credentials.apiKey).toMatch(/^•••••• [0-9a-f]{8}$/);
    // The server itself still reads them (for the payment provider), with its key.
    expect(await t.app.services.payments.credentials(p.id)).toEqual(secrets);
  });

  it('keeps, replaces and clears credentials on edit; the log shows which changed, never a value', async () => {
    const p = await added({
      credentials: [
        { key: 'merchantId', value: 'MCH-keep-me-1' },
        { key: 'apiKey', value: 'old-api-key-1' },
        { key: 'legacyToken', value: 'legacy-token-1' },
      ],
    });
    const before = (await lastLog('payment.add')).after.credentials as Record<string, string>;
    const res = await post(
      '/edit',
      editBody(p, {
        credentials: [
          { key: 'merchantId', value: '' },
          { key: 'apiKey', value: 'new-api-key-2' },
          { key: 'webhookSecret', value: 'whsec-3' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.credentials.map((c: { key: string }) => c.key)).toEqual([
      'merchantId',
      'apiKey',
      'webhookSecret',
    ]);
    expect(await t.app.services.payments.credentials(p.id)).toEqual({
      merchantId: 'MCH-keep-me-1',
      apiKey: 'new-api-key-2',
      webhookSecret: 'whsec-3',
    });
    const log = await lastLog('payment.edit');
    const diff = log.diff.find((d: { field: string }) => d.field === 'credentials');
    expect(diff.before).toEqual(before);
    expect(diff.after.merchantId).toBe(before.merchantId);
    expect(diff.after.apiKey).not.toBe(before.apiKey);
    expect(diff.after.apiKey).toMatch(/^•••••• [0-9a-f]{8}$/);
    expect(diff.after).not.toHaveProperty('legacyToken');
    for (const secret of ['MCH-keep-me-1', 'new-api-key-2', 'old-api-key-1', 'whsec-3', 'legacy-token-1'])
      expect(await loggedWith(secret)).toBe(0);

    // A new credential without a value is refused on its field; nothing changes.
    const saved = await info(p.id);
    const audit0 = await auditCount();
    const missing = await post(
      '/edit',
      editBody(saved, { credentials: [...editBody(saved).credentials, { key: 'newKey', value: '' }] }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      code: 422,
      msg: 'The credential "newKey" is not set yet: enter its value',
      data: { errors: [{ field: 'credentials.3.value', key: 'required' }] },
    });
    expect(await info(p.id)).toEqual(saved);
    expect(await auditCount()).toBe(audit0);

    // Cleared: all of them.
    const cleared = await post('/edit', editBody(saved, { credentials: [] }));
    expect(cleared.json().data.credentials).toEqual([]);
    expect(await t.app.services.payments.credentials(p.id)).toEqual({});
  });

  it('refuses a stale save and changes nothing', async () => {
    const p = await added();
    expect((await post('/edit', editBody(p, { sort: 77 }))).statusCode).toBe(200);
    const saved = await info(p.id);
    const audit0 = await auditCount();
    const stale = await post('/edit', editBody(p, { name: { en: 'Lost update' } }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(409);
    expect((await post('/status', { id: p.id, status: false, version: p.version })).statusCode).toBe(409);
    expect(await info(p.id)).toEqual(saved);
    expect(await auditCount()).toBe(audit0);
  });

  it('says which credentials a changed SECRET_KEY can no longer read', async () => {
    const p = await added({ credentials: [{ key: 'apiKey', value: 'readable-1' }] });
    const foreign = new SecretBox('a-different-secret-key-of-forty-characters').encrypt('x', 'payment-credential:old');
    await q(`update payment_methods set credentials = credentials || $2::jsonb where id = $1`, [
      p.id,
      JSON.stringify([{ key: 'old', sealed: foreign }]),
    ]);
    expect((await info(p.id)).credentials).toEqual([
      { key: 'apiKey', state: 'set' },
      { key: 'old', state: 'unreadable' },
    ]);
  });

  it('never deletes a built-in method, only disables it; deletes an added one', async () => {
    const cod = await builtIn('cash_on_delivery');
    const audit0 = await auditCount();
    const refused = await post('/del', { id: cod.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      msg: 'A built-in payment method cannot be deleted; disable it instead',
      data: null,
    });
    const zh = await t.post('/admin/setting/payment/del', { id: cod.id }, adminAk, { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe('内置支付方式不能删除，可以停用');
    expect(await info(cod.id)).toEqual(cod);
    expect(await auditCount()).toBe(audit0);

    const off = await post('/status', { id: cod.id, status: false, version: cod.version });
    expect(off.json().data).toMatchObject({ enabled: false, version: cod.version + 1 });
    expect((await lastLog('payment.disable')).diff).toEqual([{ field: 'enabled', before: true, after: false }]);
    expect((await post('/status', { id: cod.id, status: true })).statusCode).toBe(200);

    const p = await added();
    expect((await post('/del', { id: p.id })).json()).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { ok: true },
    });
    expect((await t.get(`/admin/setting/payment/info?id=${p.id}`, adminAk)).statusCode).toBe(404);
    expect((await lastLog('payment.del')).before).toMatchObject({ name: p.name, fee: p.fee });
  });

  it('is closed to accounts without setting_payment', async () => {
    const bank = await builtIn('bank_transfer');
    const [audit0, rows0] = [await auditCount(), await methodCount()];
    for (const ak of [world.salesAk, world.supplierAk]) {
      for (const res of [
        await t.get('/admin/setting/payment', ak),
        await t.get(`/admin/setting/payment/info?id=${bank.id}`, ak),
        await post('/add', fields(), ak),
        await post('/edit', editBody(bank, { name: { en: 'Mine' } }), ak),
        await post('/status', { id: bank.id, status: false }, ak),
        await post('/del', { id: bank.id }, ak),
      ])
        expect(res.statusCode, res.body).toBe(403);
    }
    expect(await info(bank.id)).toEqual(bank);
    expect([await auditCount(), await methodCount()]).toEqual([audit0, rows0]);
    void en;
  });
});
