import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_KINDS, SERVER_MESSAGES, type ErrorCode } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { multipartFile } from '../../test-support/multipart.ts';

/** The head of one multipart part: its disposition and, for a file, its type. */
function partHead(boundary: string, field: string, filename?: string): string {
  const name = filename ? `; filename="${filename}"` : '';
  const type = filename ? 'Content-Type: image/jpeg\r\n' : '';
  return `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${name}\r\n${type}\r\n`;
}

const en = { 'accept-language': 'en' };

const solid = (width: number, height: number, rgb: [number, number, number] = [120, 130, 140]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
const jpeg = (w = 64, h = 48) => solid(w, h).jpeg().toBuffer();
const png = (w = 64, h = 48, rgb?: [number, number, number]) => solid(w, h, rgb).png().toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}
/** A PNG whose header claims width x height, with a tiny IDAT: a decompression bomb's header. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A JPEG whose frame header (SOF0) claims 65000 x 65000 pixels. */
async function jpegClaimingHuge(): Promise<Buffer> {
  const real = Buffer.from(await jpeg(16, 16));
  const at = real.indexOf(Buffer.from([0xff, 0xc0]));
  const out = Buffer.from(real);
  out.writeUInt16BE(65000, at + 5);
  out.writeUInt16BE(65000, at + 7);
  return out;
}
/** Flips one byte inside the first IDAT chunk's data: its CRC no longer matches. */
function corruptIdat(file: Buffer): Buffer {
  const out = Buffer.from(file);
  const at = out.indexOf(Buffer.from('IDAT', 'ascii'));
  out[at + 6] = out[at + 6]! ^ 0xff;
  return out;
}
function corruptIhdrCrc(file: Buffer): Buffer {
  const out = Buffer.from(file);
  const at = out.indexOf(Buffer.from('IHDR', 'ascii'));
  out[at + 4 + 13] = out[at + 4 + 13]! ^ 0xff;
  return out;
}
const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.alloc(40, 0x41)]);

interface Case {
  name: string;
  url: string;
  content?: Buffer | (() => Promise<Buffer>);
  filename?: string;
  type?: string;
  /** a whole request body instead of one file */
  raw?: { payload: Buffer | string; headers: Record<string, string> };
  status: number;
  key: ErrorCode;
}

function multipartParts(parts: { field: string; filename?: string; content: Buffer }[]) {
  const boundary = '----shop-test-boundary-x1';
  const body = Buffer.concat([
    ...parts.map((p) =>
      Buffer.concat([Buffer.from(partHead(boundary, p.field, p.filename)), p.content, Buffer.from('\r\n')]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('picture uploads', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  const filesDir = () => t.app.services.files.dir;
  const send = (url: string, ak: string, filename: string, type: string, content: Buffer) => {
    const { payload, headers } = multipartFile('file', filename, type, content);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...en, ak },
      remoteAddress: t.remoteAddress,
    });
  };
  const fileCount = async () => Number((await t.database.raw('select count(*)::int as n from files')).rows[0]!.n);
  const stored = (url: string) => readFileSync(path.join(filesDir(), url.replace('/files/', '')));

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
  });
  afterAll(async () => {
    await t.close();
  });

  const P = '/admin/upload/product/add';
  const over = (kind: keyof typeof IMAGE_KINDS) => async () =>
    Buffer.concat([await jpeg(), Buffer.alloc(IMAGE_KINDS[kind].maxBytes + 1 - (await jpeg()).length, 0)]);
  const cases: Case[] = [
    // Not a JPG or PNG by content, whatever the name says.
    {
      name: 'plain text renamed .jpg',
      url: P,
      content: Buffer.from('hello, this is not a picture\n'),
      filename: 'a.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'PDF renamed .jpg',
      url: P,
      content: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
      filename: 'doc.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'GIF',
      url: P,
      content: () => solid(8, 8).gif().toBuffer(),
      filename: 'a.gif',
      type: 'image/gif',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'GIF renamed .png',
      url: P,
      content: () => solid(8, 8).gif().toBuffer(),
      filename: 'a.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'WebP',
      url: P,
      content: () => solid(8, 8).webp().toBuffer(),
      filename: 'a.webp',
      type: 'image/webp',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'WebP renamed .jpg',
      url: P,
      content: () => solid(8, 8).webp().toBuffer(),
      filename: 'a.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'TIFF',
      url: P,
      content: () => solid(8, 8).tiff().toBuffer(),
      filename: 'a.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'SVG with a script',
      url: P,
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'x.svg',
      type: 'image/svg+xml',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'SVG renamed .png',
      url: P,
      content: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'HTML renamed .jpg',
      url: P,
      content: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'PHP renamed .jpg',
      url: P,
      content: Buffer.from('<?php system($_GET["c"]); ?>'),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'ZIP renamed .png',
      url: P,
      content: zipBytes,
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'gzip',
      url: P,
      content: Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3, 4, 5, 6]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'ELF executable',
      url: P,
      content: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'Windows executable',
      url: P,
      content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\u0000\u0000')]),
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'BMP',
      url: P,
      content: Buffer.concat([
        Buffer.from('BM'),
        Buffer.from([0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0x18, 0]),
        Buffer.alloc(28),
      ]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'ICO',
      url: P,
      content: Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(40)]),
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'Photoshop PSD',
      url: P,
      content: Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 1]), Buffer.alloc(40)]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'MP4 video',
      url: P,
      content: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(32)]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'JSON',
      url: P,
      content: Buffer.from('{"image":"yes"}'),
      filename: 'x.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'random bytes',
      url: P,
      content: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 251)),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'GIF with a ZIP appended (GIFAR)',
      url: P,
      content: async () => Buffer.concat([await solid(8, 8).gif().toBuffer(), zipBytes]),
      filename: 'x.jpg',
      type: 'image/jpeg',
      status: 422,
      key: 'upload.img_type',
    },
    {
      name: 'a GIF as the logo',
      url: '/admin/upload/logo',
      content: () => solid(8, 8).gif().toBuffer(),
      filename: 'logo.png',
      type: 'image/png',
      status: 422,
      key: 'upload.img_type',
    },
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
