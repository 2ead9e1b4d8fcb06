import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PROCESSING, type ProductRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../test-support/harness.ts';
import { seedDemo } from './demo.ts';
import { seedOrders } from './orders.ts';
import { DEMO_PICTURE_PX, renderDemoPicture } from './pictures.ts';

describe('demo product pictures', () => {
  let t: TestApp;
  let adminAk: string;
  const count = async (sql: string) => Number((await t.database.raw(sql)).rows[0]!.n);
  // the stored uploads: files of the store's own folder (supplier documents keep a folder of their own there)
  const filesOnDisk = () =>
    existsSync(t.app.services.files.dir)
      ? readdirSync(t.app.services.files.dir, { withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;

  beforeAll(async () => {
    // An empty database: the whole demo data is seeded here, with the app's file store (slow on a
    // busy machine, hence the longer timeout).
    t = await createTestApp({}, { seed: false });
    await seedDemo(t.database.db, { orders: false, files: t.app.services.files });
    adminAk = await t.login('admin');
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('renders the same picture for the same product every time', async () => {
    const a = await renderDemoPicture({ name: 'Tea kettle', index: 17 });
    expect(a.equals(await renderDemoPicture({ name: 'Tea kettle', index: 17 }))).toBe(true);
    expect(a.equals(await renderDemoPicture({ name: 'Tea kettle', index: 18 }))).toBe(false);
    const meta = await sharp(a).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: DEMO_PICTURE_PX, height: DEMO_PICTURE_PX });
  });

  it('gives every demo product a stored picture with its thumbnail, served under /files', async () => {
    const products = await count('select count(*)::int as n from products');
    expect(products).toBeGreaterThanOrEqual(30);
    expect(await count(`select count(*)::int as n from products where jsonb_array_length(images) = 1`)).toBe(products);
    const { rows } = await t.database.raw(`
      select f.name, f.width, f.thumb, t.width as thumb_width from products p
      join files f on '/files/' || f.name = p.images->>0
      join files t on t.name = f.thumb`);
    expect(rows).toHaveLength(products);
    for (const r of rows as { name: string; width: number; thumb: string; thumb_width: number }[]) {
      expect(r.width).toBe(DEMO_PICTURE_PX);
      expect(r.thumb_width).toBe(IMAGE_PROCESSING.thumbnailPx);
      expect(existsSync(path.join(t.app.services.files.dir, r.name))).toBe(true);
      expect(existsSync(path.join(t.app.services.files.dir, r.thumb))).toBe(true);
    }
    // The product list shows the first picture.
    const list = (await t.get('/admin/catalog/product?pageSize=100', adminAk)).json().data.list as ProductRow[];
    expect(list.length).toBe(products);
    expect(list.every((p) => /^\/files\/[a-f0-9]{64}\.jpg$/.test(p.image ?? ''))).toBe(true);
    const served = await t.get(list[0]!.image!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('seeding again adds no rows and no files', async () => {
    const rows = await count('select count(*)::int as n from files');
    const products = await count('select count(*)::int as n from products');
    const disk = filesOnDisk();
    expect(disk).toBe(rows);
    await seedDemo(t.database.db, { orders: false, files: t.app.services.files });
    expect(await count('select count(*)::int as n from files')).toBe(rows);
    expect(await count('select count(*)::int as n from products')).toBe(products);
    expect(filesOnDisk()).toBe(disk);
  });

  it('orders made from the demo products carry their pictures', async () => {
    expect(await seedOrders(t.database.db, 4)).toBeGreaterThan(0);
    const { rows } = await t.database.raw(
      `select l.image, p.images->>0 as picture from order_lines l join products p on p.id = l.product_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows as { image: string; picture: string }[]) expect(r.image).toBe(r.picture);
  });
});
