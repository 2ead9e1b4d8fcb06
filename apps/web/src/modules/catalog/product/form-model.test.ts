import { describe, expect, it } from 'vitest';
import { productAddBody, productEditBody, type ProductInfo } from '@shop/shared/api/catalog-product';
import { emptyValues, fieldPath, fromInfo, linkAllowed, richTextOrEmpty, toBody } from './form-model.ts';
import { generateVariants } from './variants.ts';

function filled() {
  const values = emptyValues();
  values.name = { 'zh-CN': ' 衬衫 ', en: 'Shirt', es: 'Camisa', ja: 'シャツ' };
  values.number = 'N-1';
  values.sku = 'SHIRT';
  values.price = 19.99;
  values.originalPrice = 25;
  values.costPrice = 7.5;
  return values;
}

describe('form to request body', () => {
  it('sends money in minor units and passes the shared add schema', () => {
    const body = toBody(filled(), { supplierUser: false });
    expect(body.price).toBe(1999);
    expect(body.originalPrice).toBe(2500);
    expect(body.costPrice).toBe(750);
    expect(body.bidPrice).toBe(0);
    expect(body.name['zh-CN']).toBe('衬衫');
    expect(body.supplierId).toBeNull();
    expect(productAddBody.safeParse(body).success).toBe(true);
  });

  it('leaves the supplier out for a supplier user (the server sets it)', () => {
    const values = { ...filled(), supplierId: 9 };
    expect('supplierId' in toBody(values, { supplierUser: true })).toBe(false);
    expect(toBody(values, { supplierUser: false }).supplierId).toBe(9);
  });

  it('sends variants only for a multiple specification, each in minor units', () => {
    const values = filled();
    values.specMode = 'multi';
    values.specOptions = [{ optionId: 1, valueIds: [10, 11] }];
    values.variants = generateVariants(values.specOptions, [], { sku: values.sku, price: values.price });
    values.variants[1]!.price = 21.5;
    values.variants[1]!.stock = 4;
    values.stock = 99;
    const body = toBody(values, { supplierUser: false });
    expect(body.variants.map((v) => [v.sku, v.price, v.stock])).toEqual([
      ['SHIRT-1', 1999, 0],
      ['SHIRT-2', 2150, 4],
    ]);
    expect(body.stock).toBe(0);
    expect(productAddBody.safeParse(body).success).toBe(true);
    expect(toBody({ ...values, specMode: 'single' }, { supplierUser: false }).variants).toEqual([]);
  });

  it('keeps ladder prices or the discount only for their pricing mode', () => {
    const values = { ...filled(), ladderPrices: [{ minQty: 10, price: 18 }], discountPercent: 15 };
    expect(toBody({ ...values, pricingMode: 'ladder' }, { supplierUser: false })).toMatchObject({
      ladderPrices: [{ minQty: 10, price: 1800 }],
      discountPercent: null,
    });
    expect(toBody({ ...values, pricingMode: 'discount' }, { supplierUser: false })).toMatchObject({
      ladderPrices: [],
      discountPercent: 15,
    });
    const missing = productAddBody.safeParse(toBody({ ...filled(), pricingMode: 'discount' }, { supplierUser: false }));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['discountPercent']);
  });

  it('reports a missing price as a field error of the shared schema', () => {
    const result = productAddBody.safeParse(toBody({ ...filled(), price: null }, { supplierUser: false }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('price');
  });

  it('adds id and version on edit, and round-trips a stored product', () => {
    const info: ProductInfo = {
      id: 4,
      name: { 'zh-CN': '杯', en: 'Cup', es: 'Taza', ja: 'カップ' },
      number: 'C-1',
      sku: 'CUP',
      image: null,
      categoryId: 2,
      categoryName: null,
      supplierId: 3,
      supplierName: 'S',
      price: 1250,
      currency: 'USD',
      stock: 5,
      lowStockThreshold: 2,
      stockStatusId: null,
      onShelf: true,
      specMode: 'multi',
      ratingAvg: 0,
      ratingCount: 0,
      updatedAt: '2024-01-01T00:00:00Z',
      version: 6,
      related: [],
      brief: { 'zh-CN': '', en: '', es: '', ja: '' },
      detail: { 'zh-CN': '<p>x</p>', en: '', es: '', ja: '' },
      seoTitle: '',
      seoDescription: '',
      seoKeywords: '',
      customLink: '',
      originalPrice: 0,
      bidPrice: 0,
      supplyPrice: 0,
      costPrice: 300,
      weight: 100,
      minOrder: 1,
      pricingMode: 'none',
      ladderPrices: [],
      discountPercent: null,
      variants: [{ id: 8, sku: 'CUP-1', price: 1300, stock: 5, optionValues: [{ optionId: 1, valueId: 10 }] }],
      attributes: [{ attributeId: 3, value: 'Glass' }],
      tagIds: [1],
      relatedIds: [],
      warehouseId: null,
      taxClassId: 2,
      images: [],
      createdAt: '2024-01-01T00:00:00Z',
    };
    const values = fromInfo(info);
    expect(values.price).toBe(12.5);
    expect(values.variants[0]).toMatchObject({ id: 8, price: 13 });
    expect(values.specOptions).toEqual([{ optionId: 1, valueIds: [10] }]);
    const body = toBody(values, { supplierUser: false, id: info.id, version: info.version });
    expect(body).toMatchObject({ id: 4, version: 6, price: 1250, costPrice: 300, supplierId: 3, taxClassId: 2 });
    expect(body.variants[0]).toEqual({
      id: 8,
      sku: 'CUP-1',
      price: 1300,
      stock: 5,
      optionValues: [{ optionId: 1, valueId: 10 }],
    });
    expect(productEditBody.safeParse(body).success).toBe(true);
  });

  it('stores an empty rich-text editor as no text', () => {
    expect(richTextOrEmpty('<p></p>')).toBe('');
    expect(richTextOrEmpty('<p><br></p>')).toBe('');
    expect(richTextOrEmpty('<p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('accepts links starting with http(s) or the store host only', () => {
    const store = 'https://shop.example.com';
    expect(linkAllowed('', store)).toBe(true);
    expect(linkAllowed('https://a.b/c', store)).toBe(true);
    expect(linkAllowed('http://a.b', store)).toBe(true);
    expect(linkAllowed('shop.example.com/p/1', store)).toBe(true);
    expect(linkAllowed('ftp://a.b', store)).toBe(false);
    expect(linkAllowed('javascript:alert(1)', store)).toBe(false);
    expect(linkAllowed('other.com/x', store)).toBe(false);
  });

  it('turns error paths into form field paths', () => {
    expect(fieldPath('variants.0.sku')).toEqual(['variants', 0, 'sku']);
    expect(fieldPath(['name', 'zh-CN'])).toEqual(['name', 'zh-CN']);
  });
});
