import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { MailSink } from '../../../test-support/mail-sink.ts';

const SECRET = 'Smtp-Secret-4b1e9c';
const en = { 'accept-language': 'en' };

describe('settings: third-party mail', () => {
  let t: TestApp;
  let ak: string;
  const sink = new MailSink();
  let port: number;
  /** Everything the server printed while the test ran (its log at the most detailed level). */
  const printed: string[] = [];
  beforeAll(async () => {
    port = await sink.start();
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
    t = await createTestApp({ LOG_LEVEL: 'trace', STORE_BASE_URL: 'https://shop.example.com/' });
    ak = await t.login('admin');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
    await sink.close();
  });

  const read = async () => (await t.get('/admin/setting/mail', ak)).json().data as Record<string, unknown>;

  it('answers the configuration until first saved, and never a password', async () => {
    const mail = await read();
    expect(mail).toMatchObject({ version: 0, host: '', port: 587, security: 'auto', passwordSet: false });
    expect(mail).not.toHaveProperty('password');
    const test = await t.post('/admin/setting/mail/test', { to: 'owner@example.com' }, ak, en);
    expect(test.json().data).toEqual({ sent: false, response: 'mail is not configured' });
  });

  it('saves the server with an encrypted password, sends a test mail through it and reports the reply', async () => {
    const { version, updatedAt: _u, passwordSet: _p, ...values } = await read();
    const saved = await t.post(
      '/admin/setting/mail/edit',
      {
        ...values,
        host: '127.0.0.1',
        port,
        user: 'shop',
        password: SECRET,
        sender: 'Shop <no-reply@shop.example.com>',
        version,
      },
      ak,
      en,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ passwordSet: true, host: '127.0.0.1', version: 1 });
    const test = await t.post('/admin/setting/mail/test', { to: 'owner@example.com' }, ak, en);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().data.sent).toBe(true);
    expect(test.json().data.response).toMatch(/^250/);
    expect(sink.about('Test e-mail')).toHaveLength(1);
    expect(sink.about('Test e-mail')[0]!.from?.text).toContain('no-reply@shop.example.com');
    expect(sink.logins.at(-1)).toEqual({ username: 'shop', password: SECRET });

    // Leaving the password out keeps it; '' clears it. The log shows only that it changed.
    const kept = await t.post(
      '/admin/setting/mail/edit',
      { ...values, host: '127.0.0.1', port, user: 'shop', version: 1 },
      ak,
    );
    expect(kept.json().data.passwordSet).toBe(true);
    const { rows } = await t.database.raw(
      `select after from audit_log where action = 'settings.mail.edit' order by id`,
    );
    expect(rows.map((r) => (r.after as Record<string, unknown>).password)).toEqual(['••••••', undefined]);
  });

  it('the SMTP server refusing is reported, not hidden', async () => {
    sink.refuse = true;
    const test = await t.post('/admin/setting/mail/test', { to: 'nobody@example.com' }, ak, en);
    sink.refuse = false;
    expect(test.json().data.sent).toBe(false);
    expect(test.json().data.response).toMatch(/550/);
    const bad = await t.post('/admin/setting/mail/test', { to: 'not-mail' }, ak, en);
    expect(bad.statusCode).toBe(422);
  });

  it('no settings answer, stored row, log row or log line holds the password', async () => {
    const answers: string[] = [];
    for (const e of ENDPOINTS.filter((x) => x.method === 'GET' && x.path.startsWith('/admin/setting/') && !x.query))
      answers.push((await t.get(e.path, ak)).body);
    expect(answers.length).toBeGreaterThanOrEqual(5);
    const { rows: stored } = await t.database.raw(`select value::text as v from settings`);
    const { rows: log } = await t.database.raw(`select row_to_json(a)::text as v from audit_log a`);
    const haystack = [...answers, ...stored.map((r) => String(r.v)), ...log.map((r) => String(r.v)), ...printed];
    expect(printed.length).toBeGreaterThan(0);
    expect(haystack.filter((text) => text.includes(SECRET))).toEqual([]);
  });
});
