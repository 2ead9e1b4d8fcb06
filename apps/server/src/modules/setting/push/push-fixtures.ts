import { expect } from 'vitest';
import type { TestApp } from '../../../test-support/harness.ts';

export const EN = { 'accept-language': 'en' };

/** Points Settings > third-party mail at a local sink. */
export async function useSink(t: TestApp, ak: string, port: number, pushRatePerMinute = 0): Promise<void> {
  const mail = (await t.get('/admin/setting/mail', ak)).json().data as Record<string, unknown>;
  const { updatedAt: _u, passwordSet: _p, ...values } = mail;
  const saved = await t.post(
    '/admin/setting/mail/edit',
    {
      ...values,
      host: '127.0.0.1',
      port,
      security: 'auto',
      user: '',
      sender: 'Shop <news@shop.example.com>',
      pushRatePerMinute,
    },
    ak,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A group of `n` fresh customers (addresses marked with `tag`); answers the group's id and the addresses. */
export async function customerGroup(
  t: TestApp,
  tag: string,
  n: number,
): Promise<{ groupId: number; emails: string[] }> {
  const { rows } = await t.database.raw(`insert into customer_groups (name) values ($1) returning id`, [
    JSON.stringify({ 'zh-CN': `推送 ${tag}`, en: `Push ${tag}`, es: `Push ${tag}`, ja: `Push ${tag}` }),
  ]);
  const groupId = Number(rows[0]!.id);
  const emails = Array.from({ length: n }, (_, i) => `${tag}-${i + 1}@example.com`);
  for (const [i, email] of emails.entries())
    await t.database.raw(`insert into customers (email, name, password_hash, group_id) values ($1, $2, 'x', $3)`, [
      email,
      `Customer ${tag} ${i + 1}`,
      groupId,
    ]);
  await t.database.raw(`update customer_groups set customer_count = $2 where id = $1`, [groupId, n]);
  return { groupId, emails };
}

export function pushBody(name: string, groupId: number, extra: Record<string, unknown> = {}) {
  return {
    name,
    subject: { 'zh-CN': `${name} 你好 {{customer_name}}`, en: `${name} hello {{customer_name}}`, es: '', ja: '' },
    body: {
      'zh-CN':
        '<p>{{customer_name}}，{{store_name}} 上新了</p>{{products}}<p><a href="{{unsubscribe_url}}">退订</a></p>',
      en:
        '<p>Dear {{customer_name}}, news from {{store_name}}</p>{{products}}' +
        '<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      es: '',
      ja: '',
    },
    audience: { kind: 'customers', groupIds: [groupId] },
    ratePerMinute: 0,
    ...extra,
  };
}

/** Adds and sends a push; answers its id once the job is done. */
export async function sendPush(t: TestApp, ak: string, body: Record<string, unknown>): Promise<number> {
  const added = await t.post('/admin/push/add', body, ak);
  expect(added.statusCode, added.body).toBe(200);
  const { id, version } = added.json().data as { id: number; version: number };
  const sent = await t.post('/admin/push/send', { id, version }, ak);
  expect(sent.statusCode, sent.body).toBe(200);
  t.app.services.jobs.wake();
  await t.app.services.jobs.idle();
  return id;
}
