import { asc, eq } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import type { Db } from '../platform/db/database.ts';
import { systemContext } from '../platform/http/context.ts';
import { categories } from '../modules/catalog/category/table.ts';
import { attributeGroups, attributes, filters, options, stockStatuses } from '../modules/catalog/dictionary/table.ts';
import { inventoryRepository } from '../modules/catalog/inventory/repository.ts';
import { productRepository, searchTextOf } from '../modules/catalog/product/repository.ts';
import { productVariants, products } from '../modules/catalog/product/table.ts';
import { reviewRepository } from '../modules/catalog/review/repository.ts';
import { reviews } from '../modules/catalog/review/table.ts';
import { tags } from '../modules/catalog/tag/table.ts';
import { warehouses } from '../modules/catalog/warehouse/table.ts';
import { suppliers } from '../modules/system/supplier/table.ts';

const L = (en: string, zh: string): Localized => ({ 'zh-CN': zh, en, es: '', ja: '' });

/** The stock statuses every shop starts with (an editable list). */
export const DEFAULT_STOCK_STATUSES = ['In stock', '2-3 days', 'Out of stock', 'Pre-order'];

/** Two warehouses in use (the main one the default) and a disabled one nothing refers to yet. */
const DEMO_WAREHOUSES: (typeof warehouses.$inferInsert)[] = [
  {
    name: 'Main warehouse', code: 'MAIN', country: 'CN', region: 'Shanghai', city: 'Shanghai', address: '88 Jiangchang Road, Jing\'an District',
    postcode: '200436', contactName: 'Li Wei', contactPhone: '+86 21 5555 0101', isDefault: true,
  },
  {
    name: 'East warehouse', code: 'EAST', country: 'CN', region: 'Zhejiang', city: 'Ningbo', address: '12 Port Avenue, Beilun District',
    postcode: '315800', contactName: 'Zhang Min', contactPhone: '+86 574 5555 0202',
  },
  {
    name: 'Madrid warehouse', code: 'MAD-1', country: 'ES', region: 'Madrid', city: 'Getafe', address: 'Calle de la Logística 5',
    postcode: '28906', contactName: 'Lucía García', contactPhone: '+34 91 555 0303', enabled: false,
  },
];

/** Tags offered on the product form, and one disabled tag that stays on the products carrying it. */
const DEMO_TAGS = ['New', 'Hot', 'Sale', 'Eco'];
const DISABLED_TAG = 'Clearance';

const CATEGORY_TREE: { name: Localized; children: Localized[] }[] = [
  { name: L('Apparel', '服装'), children: [L('Men', '男装'), L('Women', '女装'), L('Kids', '童装')] },
  { name: L('Electronics', '电子产品'), children: [L('Phones', '手机'), L('Accessories', '配件')] },
  { name: L('Home', '家居'), children: [L('Kitchen', '厨房'), L('Garden', '花园')] },
];

const PRODUCT_NAMES: [string, string][] = [
  ['Cotton T-shirt', '棉质T恤'], ['Denim jacket', '牛仔夹克'], ['Wool scarf', '羊毛围巾'], ['Running shoes', '跑鞋'], ['Rain coat', '雨衣'],
  ['Summer dress', '夏季连衣裙'], ['Kids hoodie', '儿童卫衣'], ['Smartphone X', '智能手机X'], ['Phone case', '手机壳'], ['USB-C cable', 'USB-C 数据线'],
  ['Wireless earbuds', '无线耳机'], ['Power bank', '充电宝'], ['Chef knife', '厨师刀'], ['Cast iron pan', '铸铁锅'], ['Coffee grinder', '咖啡研磨机'],
  ['Garden hose', '花园水管'], ['Plant pot', '花盆'], ['Tea kettle', '水壶'], ['Linen shirt', '亚麻衬衫'], ['Leather belt', '皮带'],
  ['Screen protector', '屏幕保护膜'], ['Travel adapter', '旅行转换插头'], ['Cutting board', '砧板'], ['Pruning shears', '修枝剪'], ['Baseball cap', '棒球帽'],
  ['Socks (5 pairs)', '袜子（5双）'], ['Bluetooth speaker', '蓝牙音箱'], ['Desk lamp', '台灯'], ['Water bottle', '水壶（便携）'], ['Yoga mat', '瑜伽垫'],
];

/** Warehouses, tags, stock statuses, attributes, options, filters, a category tree, ~30 products and reviews. Idempotent. */
export async function seedCatalog(db: Db): Promise<void> {
  const [any] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (any) return;
  const ctx = systemContext('seed');
  await db.transaction(async (tx) => {
    await tx.insert(warehouses).values(DEMO_WAREHOUSES).onConflictDoNothing();
    await tx.insert(tags).values([
      ...DEMO_TAGS.map((name, i) => ({ name, sort: (i + 1) * 10 })),
      { name: DISABLED_TAG, sort: 90, enabled: false },
    ]).onConflictDoNothing();
    await tx.insert(stockStatuses).values(DEFAULT_STOCK_STATUSES.map((name, i) => ({ name, sort: i * 10 }))).onConflictDoNothing();
    const [general, material] = await tx.insert(attributeGroups).values([{ name: 'General', sort: 0 }, { name: 'Material', sort: 10 }]).onConflictDoNothing().returning();
    await tx.insert(attributes).values([
      { name: 'Origin', groupId: general?.id ?? null, values: [{ id: 1, name: 'China' }, { id: 2, name: 'Vietnam' }, { id: 3, name: 'Spain' }] },
      { name: 'Fabric', groupId: material?.id ?? null, values: [{ id: 1, name: 'Cotton' }, { id: 2, name: 'Polyester' }, { id: 3, name: 'Wool' }] },
    ]).onConflictDoNothing();
    const [colour] = await tx.insert(options).values([
      { name: 'Colour', values: [{ id: 1, name: 'Red' }, { id: 2, name: 'Blue' }, { id: 3, name: 'Black' }] },
      { name: 'Size', sort: 10, values: [{ id: 1, name: 'S' }, { id: 2, name: 'M' }, { id: 3, name: 'L' }] },
    ]).onConflictDoNothing().returning();
    await tx.insert(filters).values([
      { name: 'Price band', values: [{ id: 1, name: 'Under 20' }, { id: 2, name: '20 to 100' }, { id: 3, name: 'Over 100' }] },
      { name: 'Brand', sort: 10, values: [{ id: 1, name: 'Acme' }, { id: 2, name: 'Globex' }] },
    ]).onConflictDoNothing();

    const leaves: number[] = [];
    for (const [i, top] of CATEGORY_TREE.entries()) {
      const [parent] = await tx.insert(categories).values({ name: top.name, sort: (i + 1) * 10 }).returning();
      for (const [j, child] of top.children.entries()) {
        const [c] = await tx.insert(categories).values({ parentId: parent!.id, name: child, sort: (j + 1) * 10, enabled: !(i === 2 && j === 1) }).returning();
        leaves.push(c!.id);
      }
    }

    const supplierRows = await tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.id));
    const owners = [supplierRows.find((s) => s.name === 'Demo Supplier A')?.id ?? null, supplierRows.find((s) => s.name === 'Demo Supplier B')?.id ?? null, null];
    const warehouseRows = await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses);
    const main = warehouseRows.find((w) => w.code === 'MAIN')!;
    const east = warehouseRows.find((w) => w.code === 'EAST')!;
    const tagRows = await tx.select({ id: tags.id }).from(tags).where(eq(tags.enabled, true)).orderBy(asc(tags.id));
    const [clearance] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.name, DISABLED_TAG));
    const statusRows = await tx.select({ id: stockStatuses.id, name: stockStatuses.name }).from(stockStatuses);
    const outOfStock = statusRows.find((s) => s.name === 'Out of stock')?.id ?? null;
    const preOrder = statusRows.find((s) => s.name === 'Pre-order')?.id ?? null;

    for (const [i, [en, zh]] of PRODUCT_NAMES.entries()) {
      const supplierId = owners[i % 3]!;
      const multi = i % 5 === 0;
      const stock = i % 7 === 0 ? 0 : i % 7 === 1 ? 3 : 20 + i;
      const name = L(en, zh);
      const number = `P${String(1001 + i)}`;
      const sku = `SKU-${String(1001 + i)}`;
      const variantSkus = multi ? ['R', 'B', 'K'].map((c) => `${sku}-${c}`) : [];
      // A few single-specification products are kept in the east warehouse.
      const warehouse = !multi && i % 5 === 2 ? east : main;
      // The disabled tag stays on the products that got it before it was disabled.
      const productTags = [tagRows[i % tagRows.length]!.id, ...(i % 10 === 3 && clearance ? [clearance.id] : [])];
      const [p] = await tx.insert(products).values({
        supplierId, number, sku, name, brief: L(`${en}, a demo product`, `${zh}（演示商品）`), detail: L(`<p>${en}: details.</p>`, `<p>${zh}：详情。</p>`),
        searchText: searchTextOf({ name, number, sku }, variantSkus), categoryId: leaves[i % leaves.length]!,
        originalPrice: 2_000 + i * 150, price: 1_500 + i * 125, supplyPrice: 1_000 + i * 100, costPrice: 800 + i * 90, currency: 'USD',
        weight: 200 + i * 10, specMode: multi ? 'multi' : 'single', onShelf: i % 4 !== 3,
        tagIds: productTags, warehouseId: warehouse.id,
        stockStatusId: i % 2 ? outOfStock : preOrder, lowStockThreshold: 5,
      }).returning();
      await productRepository.bumpCounter(tx, supplierId, 1);
      if (multi) {
        const variants = await tx.insert(productVariants).values(variantSkus.map((vsku, k) => ({
          productId: p!.id, sku: vsku, price: p!.price + k * 100, sort: k, optionValues: [{ optionId: colour!.id, valueId: k + 1 }],
        }))).returning();
        for (const v of variants) {
          if (stock > 0) await inventoryRepository.change(tx, ctx, { productId: p!.id, variantId: v.id, warehouseId: warehouse.id, supplierId, delta: stock, reason: 'purchase', note: 'initial stock' });
        }
      } else if (stock > 0) {
        await inventoryRepository.change(tx, ctx, { productId: p!.id, variantId: null, warehouseId: warehouse.id, supplierId, delta: stock, reason: 'purchase', note: 'initial stock' });
      }
      if (i < 12) {
        const statuses = ['passed', 'to_be_reviewed', 'failed'] as const;
        await tx.insert(reviews).values([0, 1].map((k) => ({
          productId: p!.id, supplierId, customerName: `Customer ${i * 2 + k + 1}`, rating: 1 + ((i + k * 2) % 5),
          content: k ? 'Arrived quickly, works as described.' : 'Good value for the price.', status: statuses[(i + k) % 3]!,
        })));
        await reviewRepository.refreshRatings(tx, [p!.id]);
      }
    }
  });
}
