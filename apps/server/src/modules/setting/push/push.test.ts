import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { MailSink } from '../../../test-support/mail-sink.ts';
import { seedPushes } from '../../../seed/push.ts';
import { customerGroup, EN, pushBody, sendPush, useSink } from './push-fixtures.ts';

describe('e-mail push', () => {
  let t: TestApp;
  let ak: string;
  const sink = new MailSink();
  beforeAll(async () => {
    const port = await sink.start();
    t = await createTestApp({ STORE_BASE_URL: 'https://shop.example.com/' });
    ak = await t.login('admin');
    await useSink(t, ak, port);
    t.app.services.pushSender.tune({ retryBaseMs: 50, stopCheckMs: 50 });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('refuses unknown variables and unclosed braces with a field error naming them, in four languages', async () => {
    const { groupId } = await customerGroup(t, 'tpl', 1);
    const base = pushBody('Template check', groupId);
    const bad = await t.post(
      '/admin/push/add',
      { ...base, body: { ...base.body, en: '<p>Hi {{first_name}}</p>' } },
      ak,
      EN,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors).toEqual([
      { field: 'body.en', key: 'unknown_variable', params: expect.objectContaining({ name: 'first_name' }) },
    ]);
    expect(bad.json().msg).toContain('first_name');
    expect(bad.json().msg).toContain('body.en');
    for (const lang of ['zh-CN', 'en', 'es', 'ja'] as const) {
      const res = await t.post(
        '/admin/push/add',
        { ...base, subject: { ...base.subject, en: 'Hello {{customer_name' } },
        ak,
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors[0]).toMatchObject({ field: 'subject.en', key: 'unclosed_braces' });
      expect(res.json().msg).toContain('{{customer_name');
      expect(SERVER_MESSAGES[lang]['push.unclosed_braces']).toBeTruthy();
    }
    const count = await t.database.raw(`select count(*)::int n from email_pushes where name = 'Template check'`);
    expect(count.rows[0]!.n).toBe(0);
    // The default language (zh-CN) must be filled.
    const empty = await t.post('/admin/push/add', { ...base, subject: { ...base.subject, 'zh-CN': '' } }, ak, EN);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors).toEqual([{ field: 'subject.zh-CN', key: 'required' }]);
  });

  it('previews a template and counts an audience', async () => {
    const { groupId } = await customerGroup(t, 'count', 3);
    const count = await t.post('/admin/push/audience/count', { audience: { groupIds: [groupId] } }, ak);
    expect(count.json().data).toEqual({ count: 3 });
    // Suppliers: the operators of the active demo suppliers.
    const suppliers = await t.post('/admin/push/audience/count', { audience: { kind: 'suppliers' } }, ak);
    const { rows } = await t.database.raw(
      `select count(distinct lower(p.operator_email))::int n from supplier_profiles p join suppliers s
        on s.id = p.supplier_id where s.state in ('enabled', 'passed') and p.operator_email <> ''`,
    );
    expect(suppliers.json().data).toEqual({ count: rows[0]!.n });
    // Registered in the future: nobody; never ordered: the new customers are among them.
    const none = await t.post('/admin/push/audience/count', { audience: { registeredFrom: '2099-01-01' } }, ak);
    expect(none.json().data).toEqual({ count: 0 });
    const never = await t.post(
      '/admin/push/audience/count',
      { audience: { groupIds: [groupId], purchase: 'never_ordered' } },
      ak,
    );
    expect(never.json().data).toEqual({ count: 3 });
    const bad = await t.post('/admin/push/audience/count', { audience: { groupIds: [999999] } }, ak, EN);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('999999');
    const preview = await t.post(
      '/admin/push/preview',
      { subject: 'Hi {{customer_name}}', body: '<p>{{store_name}}</p><script>x</script>', language: 'en' },
      ak,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.subject).toBe('Hi Alex Smith');
    expect(preview.json().data.html).toMatch(/^<p>[^<]+<\/p>$/);
  });

  it('sends one message per recipient with a deterministic Message-ID, and honours unsubscribes', async () => {
    const { groupId, emails } = await customerGroup(t, 'once', 5);
    const id = await sendPush(t, ak, pushBody('Once', groupId));
    const got = sink.about('Once');
    expect(got.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual([...emails].sort());
    const info = (await t.get(`/admin/push/info?id=${id}`, ak)).json().data;
    expect(info).toMatchObject({ status: 'done', total: 5, sent: 5, failed: 0 });
    const log = (await t.get(`/admin/push/log?pushId=${id}`, ak)).json().data;
    expect(log.total).toBe(5);
    for (const row of log.list) {
      expect(row).toMatchObject({ state: 'sent', attempts: 1, messageId: `<push-${id}-${row.id}@shop.example.com>` });
      expect(row.response).toMatch(/^250/);
      const mail = got.find((m) => m.messageId === row.messageId);
      // The customers have no language of their own: the store's default (zh-CN).
      expect(mail?.subject).toBe(`Once 你好 ${row.name}`);
    }
    // The first recipient follows the unsubscribe link (no sign-in) ...
    const first = got.find((m) => (m.to as { text: string }).text === emails[0])!;
    const link = /href="([^"]+)"/.exec(String(first.html))![1]!.replace(/&amp;/g, '&');
    expect(first.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain('/api/push/unsubscribe?token=');
    const page = await t.get(new URL(link).pathname + new URL(link).search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(emails[0]);
    const forged = await t.get('/api/push/unsubscribe?token=abc', undefined, EN);
    expect(forged.statusCode).toBe(400);
    // ... and no later push reaches it.
    expect((await t.post('/admin/push/audience/count', { audience: { groupIds: [groupId] } }, ak)).json().data).toEqual(
      {
        count: 4,
      },
    );
    await sendPush(t, ak, pushBody('Again', groupId));
    expect(
      sink
        .about('Again')
        .map((m) => (m.to as { text: string }).text)
        .sort(),
    ).toEqual(emails.slice(1).sort());
  });

  it('keeps to the rate per minute', async () => {
    const { groupId } = await customerGroup(t, 'rate', 12);
    const from = sink.times.length;
    await sendPush(t, ak, pushBody('Paced', groupId, { ratePerMinute: 600 }));
    const times = sink.times.slice(from);
    expect(times).toHaveLength(12);
    // 600 a minute: sends start 100 ms apart, so the server never sees more than 5 (+ 1 for a late one)
    // within half a second, and the whole push takes at least 11 intervals less one message's delay.
    for (let i = 0; i < times.length; i++)
      expect(times.filter((at) => at >= times[i]! && at < times[i]! + 500).length).toBeLessThanOrEqual(6);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('retries a temporary refusal with backoff and records a bounce', async () => {
    const { groupId, emails } = await customerGroup(t, 'retry', 3);
    let refusals = 0;
    sink.rcptCode = (address) => {
      if (address === emails[0] && refusals < 2) return (refusals++, 451);
      if (address === emails[1]) return 550;
      return null;
    };
    const id = await sendPush(t, ak, pushBody('Retried', groupId));
    sink.rcptCode = () => null;
    const log = (await t.get(`/admin/push/log?pushId=${id}`, ak)).json().data.list as Record<string, unknown>[];
    const by = (email: string) => log.find((r) => r.email === email)!;
    expect(by(emails[0]!)).toMatchObject({ state: 'sent', attempts: 3 });
    expect(by(emails[1]!)).toMatchObject({ state: 'bounced', attempts: 1 });
    expect(String(by(emails[1]!).response)).toContain('550');
    expect(by(emails[2]!)).toMatchObject({ state: 'sent', attempts: 1 });
    expect((await t.get(`/admin/push/info?id=${id}`, ak)).json().data).toMatchObject({ sent: 2, bounced: 1 });
    const csv = await t.get(`/admin/push/log/export?pushId=${id}`, ak, EN);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('SMTP answer');
    expect(csv.body.trim().split('\n')).toHaveLength(4);
  });

  it('stops a push at once', async () => {
    const { groupId } = await customerGroup(t, 'stop', 20);
    const added = (await t.post('/admin/push/add', pushBody('Stopped', groupId, { ratePerMinute: 600 }), ak)).json()
      .data;
    await t.post('/admin/push/send', { id: added.id, version: added.version }, ak);
    t.app.services.jobs.wake();
    for (let i = 0; i < 100 && sink.about('Stopped').length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const stopped = await t.post('/admin/push/stop', { id: added.id }, ak);
    expect(stopped.json().data.status).toBe('stopped');
    const at = sink.about('Stopped').length;
    await t.app.services.jobs.idle();
    expect(sink.about('Stopped').length).toBeLessThanOrEqual(at + 1);
    expect(sink.about('Stopped').length).toBeLessThan(20);
    const again = await t.post('/admin/push/stop', { id: added.id }, ak, EN);
    expect(again.statusCode).toBe(409);
  });

  it('seeds the demo pushes once', async () => {
    await seedPushes(t.database.db);
    await seedPushes(t.database.db);
    const { rows } = await t.database.raw(
      `select status, count(*)::int n from email_pushes where name in ('Spring newsletter', 'Summer sale preview',
        'Members weekly') group by status order by status`,
    );
    expect(rows).toEqual([
      { status: 'done', n: 1 },
      { status: 'draft', n: 1 },
      { status: 'scheduled', n: 1 },
    ]);
    const log = (await t.get('/admin/push/log?state=bounced', ak)).json().data;
    expect(log.list.some((r: { response: string }) => r.response.startsWith('550'))).toBe(true);
  });
});
