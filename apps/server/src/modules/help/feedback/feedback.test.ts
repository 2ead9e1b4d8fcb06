import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, SERVER_MESSAGES, type FeedbackRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

async function png(width: number, height: number, seed: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } },
  })
    .png()
    .toBuffer();
}

/** Random noise barely compresses: a PNG larger than the 10 MB limit. */
async function oversizePng(): Promise<Buffer> {
  const side = 1900;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('feedback and its image uploads', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplierAId: number;
  const en = { 'accept-language': 'en' };
  const upload = (ak: string, filename: string, type: string, content: Buffer) => {
    const { payload, headers } = multipartFile('file', filename, type, content);
    return t.app.inject({
      method: 'POST',
      url: '/admin/upload/feedback',
      payload,
      headers: { ...headers, ...en, ak },
      remoteAddress: t.remoteAddress,
    });
  };
  const fileCount = async () => Number((await t.database.raw('select count(*)::int as n from files')).rows[0]!.n);
  const feedbackCounter = async () => {
    const res = await t.get('/admin/api/message', adminAk);
    expect(res.statusCode).toBe(200);
    return (res.json().data.list as { name: string; value: number }[]).find((c) => c.name === 'feedback')!.value;
  };

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    const s = await t.session('supplier');
    supplierAk = s.ak;
    supplierAId = s.supplier_id!;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores an uploaded PNG and JPEG, re-encoded, and answers the same url for the same bytes', async () => {
    const image = await png(64, 48, 1);
    const first = await upload(supplierAk, 'shot.png', 'image/png', image);
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ width: 64, height: 48 });
    expect(data.url).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    expect(existsSync(path.join(t.config.DATA_DIR, 'files', data.url.slice('/files/'.length)))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const files0 = await fileCount();
    const again = await upload(supplierAk, 'other-name.png', 'image/png', image);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.url).toBe(data.url);
    expect(await fileCount()).toBe(files0);

    const jpeg = await sharp(await png(30, 20, 2))
      .jpeg()
      .toBuffer();
    const j = await upload(supplierAk, 'photo.jpg', 'image/jpeg', jpeg);
    expect(j.statusCode).toBe(200);
    expect(j.json().data.url).toMatch(/\.jpg$/);
  });

  it('rejects what is not a real JPG/PNG within the size limit', async () => {
    const files0 = await fileCount();
    const text = await upload(
      supplierAk,
      'notes.jpg',
      'image/jpeg',
      Buffer.from('This is plain text pretending to be a picture.\n'.repeat(20)),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ code: 422, msg: SERVER_MESSAGES.en['upload.img_type'] });

    const empty = await upload(supplierAk, 'empty.png', 'image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe(SERVER_MESSAGES.en['upload.img_error']);

    const whole = await png(400, 300, 3);
    const truncated = await upload(supplierAk, 'cut.png', 'image/png', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().msg).toBe(SERVER_MESSAGES.en['upload.img_error']);

    const gif = await sharp(await png(10, 10, 4))
      .gif()
      .toBuffer();
    expect((await upload(supplierAk, 'anim.png', 'image/png', gif)).json().msg).toBe(
      SERVER_MESSAGES.en['upload.img_type'],
    );

    const big = await oversizePng();
    expect(big.length).toBeGreaterThan(IMAGE_LIMITS.largeBytes);
    const tooBig = await upload(supplierAk, 'huge.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 413, msg: 'The image may be at most 10 MB' });

    const notMultipart = await t.post('/admin/upload/feedback', { file: 'x' }, supplierAk);
    expect(notMultipart.statusCode).toBe(422);
    expect(await fileCount()).toBe(files0);
  });

  it(
    'a supplier adds feedback with images; it is attributed to its supplier and raises the admin ' + 'counter',
    async () => {
      const counter0 = await feedbackCounter();
      const img = (await upload(supplierAk, 'a.png', 'image/png', await png(20, 20, 5))).json().data.url as string;
      const res = await t.post(
        '/admin/help/suggest/add',
        { suggest: '  The export button is hidden on narrow screens.  ', mail: 'ops@supplier-a.example', imgs: [img] },
        supplierAk,
      );
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json().data as FeedbackRow;
      expect(row).toMatchObject({
        suggest: 'The export button is hidden on narrow screens.',
        imgs: [img],
        status: 'new',
        supplierId: supplierAId,
        authorName: 'Supplier A Operator',
      });
      expect(await feedbackCounter()).toBe(counter0 + 1);

      const seen = (await t.get(`/admin/help/suggest/info?id=${row.id}`, adminAk)).json().data as FeedbackRow;
      expect(seen).toMatchObject({ id: row.id, supplierId: supplierAId, supplierName: 'Demo Supplier A', imgs: [img] });
      const { rows } = await t.database.raw(
        `select supplier_id::int as s, actor_name as who from audit_log where action = 'feedback.add' and entity_id =
          $1`,
        [String(row.id)],
      );
      expect(rows).toEqual([{ s: supplierAId, who: 'supplier' }]);

      const handled = await t.post(
        '/admin/help/suggest/status',
        { id: row.id, version: row.version, status: 'resolved', reply: 'Fixed' },
        adminAk,
      );
      expect(handled.statusCode).toBe(200);
      expect(handled.json().data).toMatchObject({ status: 'resolved', reply: 'Fixed', version: row.version + 1 });
      expect(await feedbackCounter()).toBe(counter0);
    },
  );

  it('refuses feedback without text, with images that were never uploaded, or with too many images', async () => {
    const count0 = Number((await t.database.raw('select count(*)::int as n from feedback')).rows[0]!.n);
    const blank = await t.post('/admin/help/suggest/add', { suggest: '   ' }, supplierAk);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().data.errors).toMatchObject([{ field: 'suggest', key: 'required' }]);
    const ghost = await t.post(
      '/admin/help/suggest/add',
      { suggest: 'ghost image', imgs: [`/files/${'0'.repeat(64)}.png`] },
      supplierAk,
      en,
    );
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().msg).toBe(SERVER_MESSAGES.en['upload.img_error']);
    const traversal = await t.post(
      '/admin/help/suggest/add',
      { suggest: 'x', imgs: ['/files/../../etc/passwd'] },
      supplierAk,
    );
    expect(traversal.statusCode).toBe(422);
    const img = (await upload(supplierAk, 'b.png', 'image/png', await png(8, 8, 6))).json().data.url as string;
    const many = await t.post(
      '/admin/help/suggest/add',
      { suggest: 'six', imgs: Array(IMAGE_LIMITS.feedbackMaxImages + 1).fill(img) },
      supplierAk,
    );
    expect(many.statusCode).toBe(422);
    expect(Number((await t.database.raw('select count(*)::int as n from feedback')).rows[0]!.n)).toBe(count0);
  });

  it('lists feedback for platform staff with filters and the new-first order', async () => {
    const supplier2Ak = await t.login('supplier2');
    expect(
      (await t.post('/admin/help/suggest/add', { suggest: 'Supplier B wants dark mode' }, supplier2Ak)).statusCode,
    ).toBe(200);
    const all = (await t.get('/admin/help/suggest?pageSize=100', adminAk)).json().data as {
      list: FeedbackRow[];
      total: number;
    };
    const total = Number((await t.database.raw('select count(*)::int as n from feedback')).rows[0]!.n);
    expect(all.total).toBe(total);
    const order = { new: 0, processing: 1, resolved: 2, closed: 2 } as const;
    const ranks = all.list.map((f) => order[f.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const mine = (await t.get(`/admin/help/suggest?supplierId=${supplierAId}&pageSize=100`, adminAk)).json().data as {
      list: FeedbackRow[];
      total: number;
    };
    expect(mine.list.length).toBe(mine.total);
    expect(mine.list.every((f) => f.supplierId === supplierAId)).toBe(true);
    expect(
      (await t.get('/admin/help/suggest?keyword=dark%20mode', adminAk))
        .json()
        .data.list.map((f: FeedbackRow) => f.supplierName),
    ).toEqual(['Demo Supplier B']);
    expect((await t.get('/admin/help/suggest?status=processing', adminAk)).json().data.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.get(`/admin/help/suggest?from=${today}&to=${today}&pageSize=100`, adminAk)).json().data.total).toBe(
      total,
    );
    expect((await t.get('/admin/help/suggest?to=2000-01-01', adminAk)).json().data.total).toBe(0);
    expect((await t.get('/admin/help/suggest?from=01/02/2024', adminAk)).statusCode).toBe(422);
  });
});
