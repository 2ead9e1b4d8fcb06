import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, WATERMARK_POSITIONS } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

const en = { 'accept-language': 'en' };
const W = 400;
const H = 300;
const grey = () =>
  sharp({ create: { width: W, height: H, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .png()
    .toBuffer();

/** Mean absolute difference from plain grey (128) over a square region of a stored picture. */
async function regionChange(file: Buffer, left: number, top: number, size = 60): Promise<number> {
  const { data } = await sharp(file)
    .removeAlpha()
    .extract({ left, top, width: size, height: size })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const v of data) sum += Math.abs(v - 128);
  return sum / data.length;
}
const corners: Record<'northwest' | 'northeast' | 'southwest' | 'southeast' | 'centre', [number, number]> = {
  northwest: [0, 0],
  northeast: [W - 60, 0],
  southwest: [0, H - 60],
  southeast: [W - 60, H - 60],
  centre: [W / 2 - 30, H / 2 - 30],
};

describe('watermark settings and product pictures', () => {
  let t: TestApp;
  let adminAk: string;
  let version = 0;
  const upload = async (url: string, content: Buffer, name = 'p.png') => {
    const { payload, headers } = multipartFile('file', name, 'image/png', content);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...en, ak: adminAk },
      remoteAddress: t.remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { url: string; thumbUrl: string; reused: boolean };
  };
  const stored = (url: string) => readFileSync(path.join(t.app.services.files.dir, url.replace('/files/', '')));
  const setWatermark = async (body: Record<string, unknown>) => {
    const res = await t.post(
      '/admin/setting/watermark/edit',
      { enabled: true, kind: 'text', text: 'SHOP', position: 'southeast', opacity: 100, scale: 40, ...body, version },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().data.version;
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the defaults (off) before the first save', async () => {
    const res = await t.get('/admin/setting/watermark', adminAk);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ enabled: false, version: 0, position: 'southeast' });
  });

  it('validates the settings and refuses a stale version without changing anything', async () => {
    const noText = await t.post(
      '/admin/setting/watermark/edit',
      { enabled: true, kind: 'text', text: '', position: 'north', opacity: 50, version: 0 },
      adminAk,
    );
    expect(noText.statusCode).toBe(422);
    expect(noText.json().data.errors).toEqual([{ field: 'text', key: 'required' }]);
    const badPosition = await t.post(
      '/admin/setting/watermark/edit',
      { enabled: true, kind: 'text', text: 'x', position: 'top', opacity: 50, version: 0 },
      adminAk,
    );
    expect(badPosition.statusCode).toBe(422);
    const unknownImage = await t.post(
      '/admin/setting/watermark/edit',
      {
        enabled: true,
        kind: 'image',
        image: `/files/${'a'.repeat(64)}.png`,
        position: 'north',
        opacity: 50,
        version: 0,
      },
      adminAk,
    );
    expect(unknownImage.statusCode).toBe(422);
    await setWatermark({ enabled: false });
    const stale = await t.post(
      '/admin/setting/watermark/edit',
      { enabled: true, kind: 'text', text: 'x', position: 'north', opacity: 50, version: 0 },
      adminAk,
      en,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(SERVER_MESSAGES.en['common.stale_version']);
    expect((await t.get('/admin/setting/watermark', adminAk)).json().data.enabled).toBe(false);
    const log = await t.database.raw(`select count(*)::int as n from audit_log where action = 'watermark.edit'`);
    expect(log.rows[0]!.n).toBe(1);
  });

  it('leaves product pictures as they are while the watermark is off', async () => {
    const data = await upload('/admin/upload/product/add', await grey());
    for (const [x, y] of Object.values(corners)) expect(await regionChange(stored(data.url), x, y)).toBe(0);
  });

  it('draws the text in the chosen corner of product pictures, and only there', async () => {
    await setWatermark({ kind: 'text', text: 'SHOP', position: 'southeast' });
    const data = await upload('/admin/upload/product/add', await grey());
    const file = stored(data.url);
    expect(await regionChange(file, ...corners.southeast)).toBeGreaterThan(5);
    expect(await regionChange(file, ...corners.northwest)).toBe(0);
    expect(await regionChange(file, ...corners.northeast)).toBe(0);
    // The thumbnail is made from the marked picture.
    const thumb = await sharp(stored(data.thumbUrl)).metadata();
    expect(thumb.width).toBe(240);
  });

  it('follows each of the nine positions', async () => {
    const checked: string[] = [];
    for (const position of ['northwest', 'northeast', 'southwest', 'centre'] as const) {
      await setWatermark({ kind: 'text', text: 'MARK', position });
      const file = stored((await upload('/admin/upload/product/edit', await grey())).url);
      expect(await regionChange(file, ...corners[position]), position).toBeGreaterThan(5);
      const opposite = {
        northwest: 'southeast',
        northeast: 'southwest',
        southwest: 'northeast',
        centre: 'northwest',
      } as const;
      expect(await regionChange(file, ...corners[opposite[position]]), position).toBe(0);
      checked.push(position);
    }
    expect(WATERMARK_POSITIONS).toHaveLength(9);
    expect(checked).toHaveLength(4);
  });

  it('renders Chinese and Japanese text', async () => {
    await setWatermark({ kind: 'text', text: '商城水印 ウォーター', position: 'south', scale: 60 });
    const file = stored((await upload('/admin/upload/product/add', await grey())).url);
    expect(await regionChange(file, W / 2 - 30, H - 60)).toBeGreaterThan(3);
  });

  it(
    'lays a watermark picture at the chosen opacity, and changing the settings makes the same bytes a new ' + 'file',
    async () => {
      const red = await sharp({
        create: { width: 100, height: 100, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
      })
        .png()
        .toBuffer();
      const mark = await upload('/admin/upload/watermark', red, 'mark.png');
      await setWatermark({ kind: 'image', image: mark.url, position: 'northwest', opacity: 100, scale: 25 });
      const picture = await sharp({
        create: { width: W, height: H, channels: 3, background: { r: 128, g: 128, b: 129 } },
      })
        .png()
        .toBuffer();
      const first = await upload('/admin/upload/product/add', picture);
      const px = async (file: Buffer, x: number, y: number) => {
        const { data } = await sharp(file)
          .removeAlpha()
          .extract({ left: x, top: y, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return [...data];
      };
      expect(await px(stored(first.url), 10, 10)).toEqual([255, 0, 0]);
      expect(await px(stored(first.url), W - 10, H - 10)).toEqual([128, 128, 129]);
      // Same bytes, same settings: the stored file is reused.
      const again = await upload('/admin/upload/product/add', picture);
      expect(again).toEqual({ ...first, reused: true });
      // Half opacity: a new file, half red.
      await setWatermark({ kind: 'image', image: mark.url, position: 'northwest', opacity: 50, scale: 25 });
      const half = await upload('/admin/upload/product/add', picture);
      expect(half.url).not.toBe(first.url);
      expect(half.reused).toBe(false);
      const [r, g] = await px(stored(half.url), 10, 10);
      expect(r).toBeGreaterThan(180);
      expect(r).toBeLessThan(200);
      expect(g).toBeGreaterThan(55);
      expect(g).toBeLessThan(72);
    },
  );

  it('never marks pictures other than product pictures', async () => {
    await setWatermark({ kind: 'text', text: 'SHOP', position: 'southeast', opacity: 100 });
    for (const url of ['/admin/upload/logo', '/admin/upload/category/add', '/admin/upload/image']) {
      const file = stored((await upload(url, await grey())).url);
      expect(await regionChange(file, ...corners.southeast), url).toBe(0);
    }
  });
});
