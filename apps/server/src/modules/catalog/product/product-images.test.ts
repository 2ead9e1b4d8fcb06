import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInfo } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

describe('product pictures', () => {
  let t: TestApp;
  let ak: string;
  beforeAll(async () => {
    t = await createTestApp();
    ak = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves a product with a freshly uploaded picture (the file check runs inside the save transaction)', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const file = multipartFile('file', 'shirt.png', 'image/png', png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/admin/upload/product/add',
      payload: file.payload,
      headers: { ...file.headers, ak },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json().data.url as string;

    const added = await t.post(
      '/admin/catalog/product/add',
      { name: inEveryLanguage('Pictured shirt'), number: 'PIC-1', sku: 'PIC-SKU-1', price: 1990, images: [url] },
      ak,
    );
    expect(added.statusCode, added.body).toBe(200);
    const product = added.json().data as ProductInfo;
    expect(product.images).toEqual([url]);

    // The server still answers after the save.
    const again = await t.get(`/admin/catalog/product/info?id=${product.id}`, ak);
    expect(again.statusCode).toBe(200);
  });
});
