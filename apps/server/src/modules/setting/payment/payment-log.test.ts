import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

const SECRETS = ['Merchant-Secret-7c2d91', 'Api-Key-Secret-0e4f38', 'Replaced-Secret-b5a6c7'];
const en = { 'accept-language': 'en' };

// A payment method's credentials reach no row of any table in plain text, and no line of the server's log at its
// most detailed level, whatever the request did (added, replaced, refused, answered again for its Idempotency-Key).
describe('payment credentials and the logs', () => {
  let t: TestApp;
  let ak: string;
  const printed: string[] = [];
  beforeAll(async () => {
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
    t = await createTestApp({ LOG_LEVEL: 'trace' });
    ak = await t.login('admin');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('no table and no log line holds a credential value', async () => {
    const key = { 'idempotency-key': 'pay-credentials-0001' };
    const body = {
      name: { en: 'Card gateway' },
      credentials: [
        { key: 'merchantId', value: SECRETS[0] },
        { key: 'apiKey', value: SECRETS[1] },
      ],
    };
    const add = await t.post('/admin/setting/payment/add', body, ak, { ...en, ...key });
    expect(add.statusCode, add.body).toBe(200);
    const again = await t.post('/admin/setting/payment/add', body, ak, { ...en, ...key });
    expect(again.json().data.id).toBe(add.json().data.id);
    const p = add.json().data;
    const edit = {
      id: p.id,
      version: p.version,
      name: p.name,
      credentials: [
        { key: 'merchantId', value: '' },
        { key: 'apiKey', value: SECRETS[2] },
      ],
    };
    const refused = await t.post(
      '/admin/setting/payment/edit',
      { ...edit, credentials: [...edit.credentials, { key: 'webhook', value: '' }] },
      ak,
      en,
    );
    expect(refused.statusCode).toBe(422);
    expect((await t.post('/admin/setting/payment/edit', edit, ak, en)).statusCode).toBe(200);
    expect(await t.app.services.payments.credentials(p.id)).toEqual({ merchantId: SECRETS[0], apiKey: SECRETS[2] });

    const answers = [add.body, again.body, refused.body];
    const { rows: tables } = await t.database.raw(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(printed.length).toBeGreaterThan(0);
    for (const secret of SECRETS) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      for (const line of printed) expect(line).not.toContain(secret);
      for (const { name } of tables) {
        const { rows } = await t.database.raw(`select count(*)::int as n from "${name}" r where r::text like $1`, [
          `%${secret}%`,
        ]);
        expect(rows[0]!.n, `${secret} in ${name}`).toBe(0);
      }
    }
  });
});
