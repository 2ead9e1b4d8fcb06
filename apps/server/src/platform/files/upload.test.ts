import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { P, jpeg, png, solid, uploadHelpers, zipBytes } from './upload-fixtures.ts';

// The pictures stored, and who may upload them; the refused uploads are in upload-refusals.test.ts.
describe('picture uploads', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  const { send, fileCount, stored } = uploadHelpers(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a re-encoded picture with a thumbnail, and reuses the stored file for the same content', async () => {
    const original = await jpeg(1200, 800);
    const first = await send(P, adminAk, 'photo.jpg', 'image/jpeg', original);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ width: 1200, height: 800, reused: false });
    expect(data.url).toMatch(/^\/files\/[a-f0-9]{64}\.jpg$/);
    expect(data.thumbUrl).toMatch(/^\/files\/[a-f0-9]{64}\.jpg$/);
    const thumb = await sharp(stored(data.thumbUrl)).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(240);
    expect(thumb.format).toBe('jpeg');
    const served = await t.app.inject({ method: 'GET', url: data.thumbUrl });
    expect(served.statusCode).toBe(200);
    const rows = await fileCount();
    const again = await send(P, adminAk, 'same-bytes-other-name.jpg', 'image/jpeg', original);
    expect(again.json().data).toEqual({ ...data, reused: true });
    expect(await fileCount()).toBe(rows);
    // The stored picture is a product picture the product form accepts.
    expect(await t.app.services.files.missing([data.url, data.thumbUrl])).toEqual([]);
  });

  it('keeps small pictures as they are in the thumbnail (no enlargement) and PNG as PNG', async () => {
    const res = await send('/admin/upload/category/add?kind=icon', adminAk, 'icon.png', 'image/png', await png(16, 16));
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ width: 16, height: 16 });
    expect(d.url.endsWith('.png')).toBe(true);
    expect((await sharp(stored(d.thumbUrl)).metadata()).width).toBe(16);
  });

  it('strips data appended after the picture (JPEG + ZIP and PNG + HTML polyglots)', async () => {
    const jpg = Buffer.concat([await solid(50, 50, [10, 200, 30]).jpeg().toBuffer(), zipBytes]);
    const a = await send(P, adminAk, 'poly.jpg', 'image/jpeg', jpg);
    expect(a.statusCode).toBe(200);
    const keptJpg = stored(a.json().data.url);
    expect(keptJpg.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(keptJpg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));

    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const p = await send(P, adminAk, 'poly.png', 'image/png', Buffer.concat([await png(50, 50, [200, 10, 30]), html]));
    expect(p.statusCode).toBe(200);
    const keptPng = stored(p.json().data.url);
    expect(keptPng.includes(Buffer.from('<script'))).toBe(false);
    expect(keptPng.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('lets each upload be used only with the permission of its form', async () => {
    const image = await jpeg(30, 30);
    expect((await send('/admin/upload/product/add', supplierAk, 'a.jpg', 'image/jpeg', image)).statusCode).toBe(200);
    expect((await send('/admin/upload/image?kind=avatar', supplierAk, 'a.jpg', 'image/jpeg', image)).statusCode).toBe(
      200,
    );
    for (const url of ['/admin/upload/logo', '/admin/upload/watermark', '/admin/upload/category/add']) {
      const res = await send(url, supplierAk, 'a.jpg', 'image/jpeg', image);
      expect(res.statusCode, url).toBe(403);
    }
    const kind = await send('/admin/upload/image?kind=product', adminAk, 'a.jpg', 'image/jpeg', image);
    expect(kind.statusCode).toBe(422);
  });
});
