import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { ErrorCode } from '@shop/shared';
import type { TestApp } from '../../test-support/harness.ts';
import { multipartFile } from '../../test-support/multipart.ts';

// Pictures, broken files and request helpers shared by upload.test.ts and upload-refusals.test.ts.

/** The head of one multipart part: its disposition and, for a file, its type. */
function partHead(boundary: string, field: string, filename?: string): string {
  const name = filename ? `; filename="${filename}"` : '';
  const type = filename ? 'Content-Type: image/jpeg\r\n' : '';
  return `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${name}\r\n${type}\r\n`;
}

export const en = { 'accept-language': 'en' };

export const solid = (width: number, height: number, rgb: [number, number, number] = [120, 130, 140]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
export const jpeg = (w = 64, h = 48) => solid(w, h).jpeg().toBuffer();
export const png = (w = 64, h = 48, rgb?: [number, number, number]) => solid(w, h, rgb).png().toBuffer();

export function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}
/** A PNG whose header claims width x height, with a tiny IDAT: a decompression bomb's header. */
export function pngClaiming(width: number, height: number): Buffer {
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
export async function jpegClaimingHuge(): Promise<Buffer> {
  const real = Buffer.from(await jpeg(16, 16));
  const at = real.indexOf(Buffer.from([0xff, 0xc0]));
  const out = Buffer.from(real);
  out.writeUInt16BE(65000, at + 5);
  out.writeUInt16BE(65000, at + 7);
  return out;
}
/** Flips one byte inside the first IDAT chunk's data: its CRC no longer matches. */
export function corruptIdat(file: Buffer): Buffer {
  const out = Buffer.from(file);
  const at = out.indexOf(Buffer.from('IDAT', 'ascii'));
  out[at + 6] = out[at + 6]! ^ 0xff;
  return out;
}
export function corruptIhdrCrc(file: Buffer): Buffer {
  const out = Buffer.from(file);
  const at = out.indexOf(Buffer.from('IHDR', 'ascii'));
  out[at + 4 + 13] = out[at + 4 + 13]! ^ 0xff;
  return out;
}
export const zipBytes = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
  Buffer.alloc(40, 0x41),
]);

export interface Case {
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

export function multipartParts(parts: { field: string; filename?: string; content: Buffer }[]) {
  const boundary = '----shop-test-boundary-x1';
  const body = Buffer.concat([
    ...parts.map((p) =>
      Buffer.concat([Buffer.from(partHead(boundary, p.field, p.filename)), p.content, Buffer.from('\r\n')]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload of the product form. */
export const P = '/admin/upload/product/add';

/** Requests and stored files of the test app a file opens in its beforeAll. */
export function uploadHelpers(app: () => TestApp) {
  const filesDir = () => app().app.services.files.dir;
  const send = (url: string, ak: string, filename: string, type: string, content: Buffer) => {
    const t = app();
    const { payload, headers } = multipartFile('file', filename, type, content);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...en, ak },
      remoteAddress: t.remoteAddress,
    });
  };
  const fileCount = async () => Number((await app().database.raw('select count(*)::int as n from files')).rows[0]!.n);
  const stored = (url: string) => readFileSync(path.join(filesDir(), url.replace('/files/', '')));
  return { filesDir, send, fileCount, stored };
}

/** Refused uploads that are not a JPG or PNG by content, whatever the name says. */
export const notPictureCases: Case[] = [
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
];
