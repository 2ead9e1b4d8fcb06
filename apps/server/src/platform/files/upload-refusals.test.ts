import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_KINDS, SERVER_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { multipartFile } from '../../test-support/multipart.ts';
import {
  P,
  chunk,
  corruptIdat,
  corruptIhdrCrc,
  en,
  jpeg,
  jpegClaimingHuge,
  multipartParts,
  notPictureCases,
  png,
  pngClaiming,
  uploadHelpers,
  type Case,
} from './upload-fixtures.ts';

// The uploads refused, with their status and message; the stored ones are in upload.test.ts.
describe('picture uploads', () => {
  let t: TestApp;
  let adminAk: string;
  const { filesDir, send, fileCount } = uploadHelpers(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const over = (kind: keyof typeof IMAGE_KINDS) => async () =>
    Buffer.concat([await jpeg(), Buffer.alloc(IMAGE_KINDS[kind].maxBytes + 1 - (await jpeg()).length, 0)]);
  const cases: Case[] = [
    ...notPictureCases,
    // JPG or PNG signature, but not a whole, decodable picture.
    {
      name: 'zero bytes',
      url: P,
      content: Buffer.alloc(0),
      filename: 'empty.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'truncated JPEG',
      url: P,
      content: async () => {
        const j = await jpeg(200, 150);
        return j.subarray(0, Math.floor(j.length / 2));
      },
      filename: 'cut.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'truncated PNG',
      url: P,
      content: async () => {
        const p = await sharp({
          create: {
            width: 200,
            height: 150,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 30 },
          },
        })
          .png()
          .toBuffer();
        return p.subarray(0, Math.floor(p.length / 2));
      },
      filename: 'cut.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'JPEG signature and nothing else',
      url: P,
      content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_error',
    },
    // Eight bytes of signature are too little to recognise a PNG at all: a type error.
    {
      name: 'PNG signature and nothing else',
      url: P,
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'PNG signature and header only',
      url: P,
      content: () => Promise.resolve(pngClaiming(64, 64).subarray(0, 33)),
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'PNG with a corrupted IDAT (CRC mismatch)',
      url: P,
      content: async () => corruptIdat(await png(40, 40)),
      filename: 'crc.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'PNG with a corrupted IHDR CRC',
      url: P,
      content: async () => corruptIhdrCrc(await png(40, 40)),
      filename: 'crc.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'PNG with an undecodable IDAT',
      url: P,
      content: () =>
        Promise.resolve(
          Buffer.concat([
            pngClaiming(4, 4).subarray(0, 33),
            chunk('IDAT', Buffer.from('not zlib data at all')),
            chunk('IEND', Buffer.alloc(0)),
          ]),
        ),
      filename: 'z.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'decompression bomb PNG (100000 x 100000)',
      url: P,
      content: () => Promise.resolve(pngClaiming(100_000, 100_000)),
      filename: 'bomb.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'PNG over the pixel limit (8000 x 8000)',
      url: P,
      content: () => Promise.resolve(pngClaiming(8000, 8000)),
      filename: 'bomb.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'JPEG header claiming 65000 x 65000',
      url: P,
      content: jpegClaimingHuge,
      filename: 'bomb.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_error',
    },
    // Not one file in the field "file".
    {
      name: 'no file part (a text field only)',
      url: P,
      raw: multipartParts([{ field: 'note', content: Buffer.from('hello') }]),
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'two files',
      url: P,
      raw: multipartParts([
        { field: 'file', filename: 'a.jpg', content: Buffer.from([0xff, 0xd8, 0xff]) },
        { field: 'file', filename: 'b.jpg', content: Buffer.from([0xff, 0xd8, 0xff]) },
      ]),
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'the file in another field',
      url: P,
      content: () => jpeg(),
      filename: 'a.jpg',
      type: 'image/jpeg',
      raw: undefined,
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'an empty multipart body',
      url: P,
      raw: { payload: '------b--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=----b' } },
      status: 422,
      key: 'upload.img_error',
    },
    {
      name: 'JSON instead of multipart',
      url: P,
      raw: { payload: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } },
      status: 422,
      key: 'upload.img_error',
    },
    // Larger than the kind allows.
    {
      name: 'product picture over 10 MB',
      url: P,
      content: over('product'),
      filename: 'big.jpg',
      type: 'image/jpeg',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'product picture (edit form) over 10 MB',
      url: '/admin/upload/product/edit',
      content: over('product'),
      filename: 'big.jpg',
      type: 'image/jpeg',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'logo over 2 MB',
      url: '/admin/upload/logo',
      content: over('logo'),
      filename: 'big.jpg',
      type: 'image/jpeg',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'watermark over 2 MB',
      url: '/admin/upload/watermark',
      content: over('watermark'),
      filename: 'big.png',
      type: 'image/png',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'category picture over 2 MB',
      url: '/admin/upload/category/add?kind=image',
      content: over('category'),
      filename: 'big.jpg',
      type: 'image/jpeg',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'general upload over 2 MB',
      url: '/admin/upload/image',
      content: over('general'),
      filename: 'big.jpg',
      type: 'image/jpeg',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'avatar over 2 MB',
      url: '/admin/upload/image?kind=avatar',
      content: over('avatar'),
      filename: 'big.jpg',
      type: 'image/jpeg',
      status: 413,
      key: 'upload.img_size',
    },
    {
      name: 'icon over 500 KB',
      url: '/admin/upload/category/edit?kind=icon',
      content: over('icon'),
      filename: 'big.png',
      type: 'image/png',
      status: 413,
      key: 'upload.img_size',
    },
    // Icons are exactly 16 x 16.
    {
      name: 'icon of 32 x 32',
      url: '/admin/upload/category/add?kind=icon',
      content: () => png(32, 32),
      filename: 'i.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_dimensions',
    },
    {
      name: 'icon of 16 x 17',
      url: '/admin/upload/category/add?kind=icon',
      content: () => png(16, 17),
      filename: 'i.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_dimensions',
    },
    {
      name: 'icon of 1 x 1',
      url: '/admin/upload/category/edit?kind=icon',
      content: () => jpeg(1, 1),
      filename: 'i.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_dimensions',
    },
  ];

  it(`refuses ${cases.length} malformed uploads with the right status and message, storing nothing`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const filesBefore = await fileCount();
    const onDisk = readdirSync(filesDir()).length;
    const wrong: string[] = [];
    for (const c of cases) {
      let res;
      if (c.raw) {
        res = await t.app.inject({
          method: 'POST',
          url: c.url,
          payload: c.raw.payload,
          headers: { ...c.raw.headers, ...en, ak: adminAk },
          remoteAddress: t.remoteAddress,
        });
      } else {
        const content = typeof c.content === 'function' ? await c.content() : c.content!;
        if (c.name === 'the file in another field') {
          const { payload, headers } = multipartFile('picture', c.filename!, c.type!, content);
          res = await t.app.inject({
            method: 'POST',
            url: c.url,
            payload,
            headers: { ...headers, ...en, ak: adminAk },
            remoteAddress: t.remoteAddress,
          });
        } else {
          res = await send(c.url, adminAk, c.filename!, c.type!, content);
        }
      }
      const body = res.json();
      const msg = SERVER_MESSAGES.en[c.key];
      const ok =
        res.statusCode === c.status &&
        body.code === c.status &&
        (c.key === 'upload.img_size' || c.key === 'upload.img_dimensions'
          ? body.msg.startsWith(msg.split('{{')[0]!)
          : body.msg === msg);
      if (!ok) wrong.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fileCount()).toBe(filesBefore);
    expect(readdirSync(filesDir()).length).toBe(onDisk);
  }, 120_000);

  it('names the limit of the kind in the size message', async () => {
    const res = await send(
      '/admin/upload/category/add?kind=icon',
      adminAk,
      'big.png',
      'image/png',
      Buffer.alloc(IMAGE_KINDS.icon.maxBytes + 10, 0x89),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('The image may be at most 500 KB');
    const icon = await send('/admin/upload/category/add?kind=icon', adminAk, 'i.png', 'image/png', await png(20, 16));
    expect(icon.json().msg).toBe('The picture must be exactly 16x16 pixels');
  });
});
