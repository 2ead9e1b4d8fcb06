import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

/** A client address of its own, so the per-IP limits of one test do not reach the next. */
export const freshIp = () =>
  `10.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

export const pngBytes = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#c03030' } })
    .png()
    .toBuffer();
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** Valid enterprise fields; `n` makes the values that duplicates are found by unique. */
export function applicationValues(n = randomBytes(4).toString('hex')) {
  return {
    enterpriseName: `Applicant ${n} Ltd`,
    registrationNumber: `REG-${n}`,
    taxId: `TAX${n}`.toUpperCase(),
    address: '1 Harbour Road, Valencia',
    licenceNumber: `LIC-${n}`,
    licenceExpiresOn: '2030-12-31',
    legalPersonName: 'Ana Legal',
    legalPersonIdNumber: `ID${n}`,
    operatorName: 'Olga Operator',
    operatorPhone: '+34 600 000 001',
    operatorEmail: `operator-${n}@example.com`,
    contactPhone: `+34 61${parseInt(n.slice(0, 6), 16) % 10_000_000}`,
    bankName: '',
    bankBranch: '',
    bankAccountName: '',
    bankAccountNumber: '',
  };
}

/** A CSRF token and its cookie, as the public form gets them. */
export async function csrfFor(t: TestApp, ip: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/verify/csrf', remoteAddress: ip });
  return { token: res.json().data.csrf_token as string, cookie: String(res.headers['set-cookie']).split(';')[0]! };
}

/** Uploads one document through the public endpoint. */
export async function uploadDoc(
  t: TestApp,
  content: Buffer,
  name = 'licence.png',
  opts: { ip?: string; csrf?: { token: string; cookie: string } | null } = {},
): Promise<LightMyRequestResponse> {
  const ip = opts.ip ?? freshIp();
  const csrf = opts.csrf === undefined ? await csrfFor(t, ip) : opts.csrf;
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', content);
  return t.app.inject({
    method: 'POST',
    url: `/api/supplier/apply/upload?csrf_token=${encodeURIComponent(csrf?.token ?? '')}`,
    remoteAddress: ip,
    payload,
    headers: { ...headers, 'accept-language': 'en', ...(csrf ? { cookie: csrf.cookie } : {}) },
  });
}

export async function uploadedHandle(t: TestApp, content?: Buffer, name?: string): Promise<string> {
  const res = await uploadDoc(t, content ?? (await pngBytes()), name);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.file as string;
}

/** The documents the default checklist requires, each uploaded. */
export async function requiredDocuments(t: TestApp) {
  const kinds = ['business_licence', 'tax_registration', 'legal_person_id', 'bank_account_proof'];
  const entries = await Promise.all(
    kinds.map(async (k) => [k, { file: await uploadedHandle(t), number: `N-${k}`, expiresOn: '' }] as const),
  );
  return Object.fromEntries(entries);
}

/** A public POST with a fresh CSRF token from a client address of its own. */
export async function publicPost(t: TestApp, url: string, body: Record<string, unknown>, ip = freshIp()) {
  const csrf = await csrfFor(t, ip);
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { cookie: csrf.cookie, 'accept-language': 'en' },
    payload: { csrf_token: csrf.token, ...body },
  });
}

export interface Submitted {
  reference: string;
  token: string;
  id: number;
}

/** Submits a valid application; answers its reference, token and id (read as the administrator). */
export async function submitApplication(
  t: TestApp,
  over: { values?: Partial<ReturnType<typeof applicationValues>>; username?: string; email?: string } = {},
): Promise<Submitted> {
  const res = await publicPost(t, '/api/supplier/apply/submit', {
    email: over.email ?? `applicant-${randomBytes(3).toString('hex')}@example.com`,
    username: over.username ?? '',
    values: { ...applicationValues(), ...over.values },
    documents: await requiredDocuments(t),
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  const { reference, token } = res.json().data as { reference: string; token: string };
  const ak = await t.login('admin');
  const list = await t.get(`/admin/supplier/apply/list?keyword=${reference}`, ak);
  return { reference, token, id: list.json().data.list[0].id as number };
}

export async function statusOf(t: TestApp, s: Submitted) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/supplier/apply/status',
    remoteAddress: freshIp(),
    payload: { reference: s.reference, token: s.token },
  });
  return res;
}

/** Decides the current round: every item approved but those in `reject` (rejected as illegible). */
export async function decide(t: TestApp, ak: string, id: number, reject: string[] = []) {
  const info = (await t.get(`/admin/supplier/apply/info?id=${id}`, ak)).json().data;
  return t.post(
    '/admin/supplier/apply/decide',
    {
      id,
      version: info.version,
      decisions: (info.currentItems as string[]).map((item) =>
        reject.includes(item) ? { item, ok: false, reasonCode: 'illegible', note: 'blurred scan' } : { item, ok: true },
      ),
    },
    ak,
  );
}
