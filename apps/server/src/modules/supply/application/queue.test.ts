import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { MailSink } from '../../../test-support/mail-sink.ts';
import { decide, publicPost, statusOf, submitApplication } from './application-fixtures.ts';
import { supplierApplications } from './table.ts';

const EN = { 'accept-language': 'en' };
let t: TestApp;
let ak: string;
const sink = new MailSink();

async function until<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  const port = await sink.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Shop <shop@example.com>' });
  ak = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const ageBy = (id: number, hours: number) =>
  t.database.db
    .update(supplierApplications)
    .set({ submittedAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(supplierApplications.id, id));

describe('duplicates and e-mails', () => {
  it('flags an application sharing a tax id with a supplier, and a phone with another open application', async () => {
    const first = await submitApplication(t, { values: { taxId: 'DUPTAX001', contactPhone: '+34 699 111 222' } });
    expect((await decide(t, ak, first.id)).json().data.status).toBe('passed');
    const open = await submitApplication(t, { values: { contactPhone: '+34 699 333 444' } });
    const second = await submitApplication(t, { values: { taxId: 'duptax001', contactPhone: '+34699333444' } });
    const info = (await t.get(`/admin/supplier/apply/info?id=${second.id}`, ak)).json().data;
    expect(info.duplicates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'taxId', applicationId: null, supplierId: expect.any(Number) }),
        expect.objectContaining({ field: 'contactPhone', applicationId: open.id, reference: open.reference }),
      ]),
    );
    const queue = (await t.get('/admin/supplier/queue/list?kind=application&pageSize=50', ak)).json().data;
    expect(queue.list.find((e: { id: number }) => e.id === second.id).flags).toEqual(['duplicate']);
  });

  it('mails the applicant: received with the status link, failed with reasons, passed with the key', async () => {
    const email = `mail-${Date.now()}@example.com`;
    const s = await submitApplication(t, { email });
    const mine = () => sink.about(s.reference).filter((m) => m.to && JSON.stringify(m.to).includes(email));
    const received = await until(() => mine()[0]);
    expect(received.text).toContain(`/supplier/apply/status?ref=${s.reference}&token=${s.token}`);
    await decide(t, ak, s.id, ['taxId']);
    const failed = await until(() => mine()[1]);
    expect(failed.text).toContain('blurred scan');
    expect(failed.text).toContain(`token=${s.token}`);
    await publicPost(t, '/api/supplier/apply/resubmit', {
      reference: s.reference,
      token: s.token,
      values: { taxId: 'NEWTAX9876' },
    });
    await decide(t, ak, s.id);
    const passed = await until(() => mine().find((m) => m.text?.includes('key=')));
    const key = /key=([A-Za-z0-9_-]+)/.exec(passed.text ?? '')![1]!;
    const set = await publicPost(t, '/api/supplier/apply/activate', {
      reference: s.reference,
      key,
      password: 'abc-123456',
    });
    expect(set.statusCode).toBe(200);
    expect((await statusOf(t, s)).json().data.account.activated).toBe(true);
  });
});

describe('the approval queue', () => {
  it('lists every registered kind oldest first with age and SLA colour; late only keeps the red ones', async () => {
    const fresh = await submitApplication(t);
    const amber = await submitApplication(t);
    const red = await submitApplication(t);
    await ageBy(amber.id, 30);
    await ageBy(red.id, 60);
    const all = (await t.get('/admin/supplier/queue/list?pageSize=100', ak)).json().data;
    expect(all.slaHours).toBe(48);
    const byId = new Map(all.list.map((e: { id: number; kind: string }) => [`${e.kind}:${e.id}`, e]));
    expect(byId.get(`application:${fresh.id}`)).toMatchObject({ sla: 'green', decidable: true });
    expect(byId.get(`application:${amber.id}`)).toMatchObject({
      sla: 'amber',
      link: `/supplier/supplierapply/${amber.id}`,
    });
    expect(byId.get(`application:${red.id}`)).toMatchObject({ sla: 'red' });
    const dates = all.list.map((e: { submittedAt: string }) => e.submittedAt);
    expect([...dates].sort()).toEqual(dates);
    const late = (await t.get('/admin/supplier/queue/list?late=1', ak)).json().data;
    expect(late.list.map((e: { id: number }) => e.id)).toContain(red.id);
    expect(late.list.every((e: { sla: string }) => e.sla === 'red')).toBe(true);
    const counts = (await t.get('/admin/supplier/queue/counts', ak)).json().data;
    const apps = counts.kinds.find((k: { kind: string }) => k.kind === 'application');
    expect(apps.count).toBeGreaterThanOrEqual(3);
    expect(apps.late).toBeGreaterThanOrEqual(1);
    // supplier users are outside the queue
    expect((await t.get('/admin/supplier/queue/list', await t.login('supplier'))).statusCode).toBe(403);
  });

  it('decides a batch of one kind item by item: each answers ok or its refusal', async () => {
    const a = await submitApplication(t);
    const b = await submitApplication(t);
    const done = await submitApplication(t);
    await decide(t, ak, done.id, ['address']);
    const res = await t.post(
      '/admin/supplier/queue/decide',
      { kind: 'application', ids: [a.id, done.id, b.id], decision: 'reject', reason: 'Please send sharper scans' },
      ak,
      EN,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcomes).toEqual([
      { kind: 'application', id: a.id, ok: true },
      {
        kind: 'application',
        id: done.id,
        ok: false,
        code: 'application.not_pending',
        message: 'This application was already decided',
      },
      { kind: 'application', id: b.id, ok: true },
    ]);
    const status = (await statusOf(t, a)).json().data;
    expect(status.status).toBe('failed');
    expect(status.rejected.every((d: { reasonCode: string; note: string }) => d.reasonCode === 'other')).toBe(true);
    expect(status.rejected[0].note).toBe('Please send sharper scans');

    const noReason = await t.post(
      '/admin/supplier/queue/decide',
      { kind: 'application', ids: [(await submitApplication(t)).id], decision: 'reject', reason: '' },
      ak,
    );
    expect(noReason.json().data.outcomes[0]).toMatchObject({ ok: false, code: 'application.note_required' });

    const approve = await submitApplication(t);
    const ok = await t.post(
      '/admin/supplier/queue/decide',
      { kind: 'application', ids: [approve.id], decision: 'approve' },
      ak,
    );
    expect(ok.json().data.outcomes).toEqual([{ kind: 'application', id: approve.id, ok: true }]);
    expect((await statusOf(t, approve)).json().data.status).toBe('passed');
  });
});
