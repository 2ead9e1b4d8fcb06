import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { notifications } from '../../../platform/notify/table.ts';
import { supplierDocuments, supplierProfiles } from '../supplier/table.ts';
import {
  applicationValues,
  csrfFor,
  decide,
  freshIp,
  pdfBytes,
  pngBytes,
  publicPost,
  requiredDocuments,
  statusOf,
  submitApplication,
  uploadDoc,
} from './application-fixtures.ts';
import { supplierApplications } from './table.ts';

const EN = { 'accept-language': 'en' };

let t: TestApp;
let ak: string;
beforeAll(async () => {
  t = await createTestApp();
  ak = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('the public application form', () => {
  it('submits an application: pending in round 1, with a reference and a status token', async () => {
    const s = await submitApplication(t);
    expect(s.reference).toMatch(/^SA-\d{4}-\d{5}$/);
    const status = (await statusOf(t, s)).json().data;
    expect(status).toMatchObject({ status: 'pending', round: 1, rejected: [], account: null });
    expect(Object.keys(status.documents)).toEqual(
      expect.arrayContaining(['business_licence', 'tax_registration', 'legal_person_id', 'bank_account_proof']),
    );
    const [row] = await t.database.db.select().from(supplierApplications).where(eq(supplierApplications.id, s.id));
    expect(row!.accessTokenHash).not.toContain(s.token);
    expect(row!.accessTokenSealed).not.toContain(s.token);
  });

  it('refuses a submission without a CSRF token or with a wrong one', async () => {
    const ip = freshIp();
    const body = { email: 'x@example.com', values: applicationValues(), documents: await requiredDocuments(t) };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/supplier/apply/submit',
      remoteAddress: ip,
      payload: body,
    });
    expect(none.statusCode).toBe(422);
    const { cookie } = await csrfFor(t, ip);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/supplier/apply/submit',
      remoteAddress: ip,
      headers: { cookie },
      payload: { ...body, csrf_token: 'not-the-token' },
    });
    expect(wrong.statusCode).toBe(403);
    const upload = await uploadDoc(t, await pngBytes(), 'a.png', { ip, csrf: null });
    expect(upload.statusCode).not.toBe(200);
  });

  it('answers bad input with the field errors and "Please fill out the form correctly"', async () => {
    const res = await publicPost(
      t,
      '/api/supplier/apply/submit',
      { email: 'not-an-email', values: { ...applicationValues(), taxId: '' }, documents: {} },
      freshIp(),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('Please fill out the form correctly');
    const fields = (res.json().data.errors as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'values.taxId']));
    const docs = await publicPost(t, '/api/supplier/apply/submit', {
      email: 'a@example.com',
      values: applicationValues(),
      documents: {},
    });
    expect(docs.statusCode).toBe(422);
    expect((docs.json().data.errors as { field: string }[]).map((f) => f.field)).toContain(
      'documents.business_licence',
    );
  });

  it('limits submissions per client address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await publicPost(t, '/api/supplier/apply/submit', { email: 'x', values: {}, documents: {} }, ip);
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 422)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('checks uploads by their content: a .png that is really text is refused, PDF and PNG pass', async () => {
    const fake = await uploadDoc(t, Buffer.from('just some text, not a picture'), 'licence.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().msg).toBe('Only PDF, JPG or PNG files can be uploaded');
    const broken = await uploadDoc(t, (await pngBytes()).subarray(0, 60), 'cut.png');
    expect(broken.statusCode).toBe(422);
    const pdf = await uploadDoc(t, pdfBytes(), 'licence.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data).toMatchObject({ mime: 'application/pdf', name: 'licence.pdf' });
    expect(pdf.json().data.file).toMatch(/^[a-f0-9]{40}$/);
  });

  it('sweeps uploads no application took after a day, rows and bytes; the used ones stay', async () => {
    const used = await submitApplication(t);
    const usedFile = (await statusOf(t, used)).json().data.documents.business_licence.file as string;
    const loose = await uploadDoc(t, pdfBytes(), 'abandoned.pdf');
    expect(loose.statusCode).toBe(200);
    const handle = loose.json().data.file as string;
    const files = t.app.services.applicationFiles;
    const storedOf = async (h: string) =>
      (await t.database.raw('select stored from supplier_application_files where handle = $1', [h])).rows[0]?.stored as
        string | undefined;
    const stored = (await storedOf(handle))!;
    expect(existsSync(path.join(files.dir, stored))).toBe(true);
    // a fresh upload is kept: the applicant may still be filling the form in
    expect(await files.sweepUnbound()).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await files.sweepUnbound(tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await storedOf(handle)).toBeUndefined();
    expect(existsSync(path.join(files.dir, stored))).toBe(false);
    expect(await storedOf(usedFile)).toBeDefined();
  });

  it('shows a document only to the review screen and to the token holder', async () => {
    const s = await submitApplication(t);
    const status = (await statusOf(t, s)).json().data;
    const file = status.documents.business_licence.file as string;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/supplier/apply/file?reference=${s.reference}&token=${s.token}&file=${file}`,
      remoteAddress: freshIp(),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: `/api/supplier/apply/file?reference=${s.reference}&token=${'x'.repeat(32)}&file=${file}`,
      remoteAddress: freshIp(),
    });
    expect(wrongToken.statusCode).toBe(404);
    expect((await t.get(`/admin/supplier/apply/file?id=${s.id}&file=${file}`, ak)).statusCode).toBe(200);
    expect((await t.get(`/admin/supplier/apply/file?id=${s.id}&file=${file}`)).statusCode).toBe(401);
    const sales = await t.login('sales');
    expect((await t.get(`/admin/supplier/apply/file?id=${s.id}&file=${file}`, sales)).statusCode).toBe(403);
  });
});

describe('review field by field, in rounds', () => {
  it('rejecting one field fails the application with the reason the applicant sees', async () => {
    const s = await submitApplication(t);
    const res = await decide(t, ak, s.id, ['taxId']);
    expect(res.json().data).toEqual({ status: 'failed', supplierId: null });
    const status = (await statusOf(t, s)).json().data;
    expect(status.status).toBe('failed');
    expect(status.rejected).toEqual([{ item: 'taxId', ok: false, reasonCode: 'illegible', note: 'blurred scan' }]);
    // decided once: a second decision is refused
    const info = (await t.get(`/admin/supplier/apply/info?id=${s.id}`, ak)).json().data;
    const again = await t.post(
      '/admin/supplier/apply/decide',
      { id: s.id, version: info.version, decisions: [{ item: 'taxId', ok: true }] },
      ak,
    );
    expect(again.statusCode).toBe(409);
  });

  it('resubmits only the rejected items: an approved item is refused, round 2 is kept', async () => {
    const s = await submitApplication(t);
    await decide(t, ak, s.id, ['taxId', 'business_licence']);
    const approvedToo = await publicPost(t, '/api/supplier/apply/resubmit', {
      reference: s.reference,
      token: s.token,
      values: { taxId: 'FIXED1234', address: 'Another street 2' },
      documents: {},
    });
    expect(approvedToo.statusCode).toBe(422);
    expect(approvedToo.json().data.errors).toEqual([{ field: 'values.address', key: 'not_allowed' }]);
    const partial = await publicPost(t, '/api/supplier/apply/resubmit', {
      reference: s.reference,
      token: s.token,
      values: { taxId: 'FIXED1234' },
    });
    expect(partial.statusCode).toBe(422);
    const handle = (await uploadDoc(t, pdfBytes(), 'new-licence.pdf')).json().data.file;
    const ok = await publicPost(t, '/api/supplier/apply/resubmit', {
      reference: s.reference,
      token: s.token,
      values: { taxId: 'FIXED1234' },
      documents: { business_licence: { file: handle } },
    });
    expect(ok.statusCode).toBe(200);
    const status = ok.json().data;
    expect(status).toMatchObject({ status: 'pending', round: 2, rejected: [] });
    expect(status.values.taxId).toBe('FIXED1234');
    expect(status.rounds.map((r: { round: number; items: string[] }) => [r.round, r.items.sort()])).toEqual([
      [1, expect.any(Array)],
      [2, ['business_licence', 'taxId']],
    ]);
    expect(status.rounds[0].decisions).toHaveLength(status.rounds[0].items.length);
    const info = (await t.get(`/admin/supplier/apply/info?id=${s.id}`, ak)).json().data;
    expect(info.currentItems.sort()).toEqual(['business_licence', 'taxId']);
    // not failed any more: a second resubmission is refused
    const again = await publicPost(t, '/api/supplier/apply/resubmit', {
      reference: s.reference,
      token: s.token,
      values: { taxId: 'X12345' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('approving creates the supplier (passed), profile, documents and user; the notice holds no secret', async () => {
    const s = await submitApplication(t, { username: 'newvendor01' });
    const res = await decide(t, ak, s.id);
    expect(res.statusCode).toBe(200);
    const { supplierId } = res.json().data;
    const db = t.database.db;
    const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(supplier!.state).toBe('passed');
    const [profile] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, supplierId));
    expect(profile!.taxId).toMatch(/^TAX/);
    const docs = await db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, supplierId));
    expect(docs.map((d) => d.kind).sort()).toEqual([
      'bank_account_proof',
      'business_licence',
      'legal_person_id',
      'tax_registration',
    ]);
    // copied into the suppliers' document store: the supplier's screens open them
    const opened = await t.get(`/admin/supplier/document/file?id=${docs[0]!.id}`, ak);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(docs.every((d) => d.mime !== '')).toBe(true);
    const [user] = await db.select().from(admins).where(eq(admins.supplierId, supplierId));
    expect(user!.username).toBe('newvendor01');
    const notes = await db.select().from(notifications).where(eq(notifications.recipientId, user!.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe(`/supplier/apply/activate?ref=${s.reference}`);
    expect(JSON.stringify(notes[0])).not.toMatch(/password/i);

    // the status page offers a fresh one-time key; it sets the password once
    const activation = await t.app.inject({
      method: 'POST',
      url: '/api/supplier/apply/activation',
      remoteAddress: freshIp(),
      payload: { reference: s.reference, token: s.token },
    });
    const key = activation.json().data.key as string;
    expect(JSON.stringify(notes)).not.toContain(key);
    const set = await publicPost(t, '/api/supplier/apply/activate', {
      reference: s.reference,
      key,
      password: 'vendor-pass-123',
    });
    expect(set.json().data).toEqual({ username: 'newvendor01' });
    const reuse = await publicPost(t, '/api/supplier/apply/activate', {
      reference: s.reference,
      key,
      password: 'another-pass-123',
    });
    expect(reuse.statusCode).toBe(410);
    const login = await t.signIn('newvendor01', 'vendor-pass-123');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.supplier_id).toBe(supplierId);
    expect((await statusOf(t, s)).json().data.account).toEqual({ username: 'newvendor01', activated: true });
  });

  it('refuses a rejection without a reason, and "other" without a note', async () => {
    const s = await submitApplication(t);
    const info = (await t.get(`/admin/supplier/apply/info?id=${s.id}`, ak)).json().data;
    const items = info.currentItems as string[];
    const send = (first: Record<string, unknown>) =>
      t.post(
        '/admin/supplier/apply/decide',
        {
          id: s.id,
          version: info.version,
          decisions: items.map((item, i) => (i === 0 ? { item, ...first } : { item, ok: true })),
        },
        ak,
        EN,
      );
    expect((await send({ ok: false })).json().msg).toBe('Choose a reason for each rejected item');
    expect((await send({ ok: false, reasonCode: 'other' })).statusCode).toBe(422);
    const partial = await t.post(
      '/admin/supplier/apply/decide',
      { id: s.id, version: info.version, decisions: [{ item: items[0], ok: true }] },
      ak,
      EN,
    );
    expect(partial.json().msg).toBe('Decide every item of the current round');
    expect((await statusOf(t, s)).json().data.status).toBe('pending');
  });
});
