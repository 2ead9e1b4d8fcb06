import { asc, eq } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import type { Db } from '../platform/db/database.ts';
import type { FileService } from '../platform/files/file-service.ts';
import { systemContext } from '../platform/http/context.ts';
import { categories } from '../modules/catalog/category/table.ts';
import { attributeGroups, attributes, filters, options, stockStatuses } from '../modules/catalog/dictionary/table.ts';
import { inventoryRepository } from '../modules/catalog/inventory/repository.ts';
import { productRepository, searchTextOf } from '../modules/catalog/product/repository.ts';
import { productVariants, products } from '../modules/catalog/product/table.ts';
import { reviewRepository } from '../modules/catalog/review/repository.ts';
import { reviews } from '../modules/catalog/review/table.ts';
import { tags } from '../modules/setting/tag/table.ts';
import { warehouses } from '../modules/setting/warehouse/table.ts';
import { suppliers } from '../platform/identity/table.ts';
import { storeDemoPictures } from './pictures.ts';

const L = (en: string, zh: string, es = '', ja = ''): Localized => ({ 'zh-CN': zh, en, es, ja });

/** The stock statuses every shop starts with (an editable list). */
export const DEFAULT_STOCK_STATUSES = ['In stock', '2-3 days', 'Out of stock', 'Pre-order'];

/** Two warehouses in use (the main one the default) and a disabled one nothing refers to yet. */
const DEMO_WAREHOUSES: (typeof warehouses.$inferInsert)[] = [
  {
    name: 'Main warehouse',
    code: 'MAIN',
    country: 'CN',
    region: 'Shanghai',
    city: 'Shanghai',
    address: "88 Jiangchang Road, Jing'an District",
    postcode: '200436',
    contactName: 'Li Wei',
    contactPhone: '+86 21 5555 0101',
    isDefault: true,
  },
  {
    name: 'East warehouse',
    code: 'EAST',
    country: 'CN',
    region: 'Zhejiang',
    city: 'Ningbo',
    address: '12 Port Avenue, Beilun District',
    postcode: '315800',
    contactName: 'Zhang Min',
    contactPhone: '+86 574 5555 0202',
  },
  {
    name: 'Madrid warehouse',
    code: 'MAD-1',
    country: 'ES',
    region: 'Madrid',
    city: 'Getafe',
    address: 'Calle de la Logística 5',
    postcode: '28906',
    contactName: 'Lucía García',
    contactPhone: '+34 91 555 0303',
    enabled: false,
  },
];

/** Tags offered on the product form, and one disabled tag that stays on the products carrying it. */
const DEMO_TAGS = ['New', 'Hot', 'Sale', 'Eco'];
const DISABLED_TAG = 'Clearance';

const CATEGORY_TREE: { name: Localized; children: Localized[] }[] = [
  {
    name: L('Apparel', '服装', 'Ropa', 'アパレル'),
    children: [
      L('Men', '男装', 'Hombre', 'メンズ'),
      L('Women', '女装', 'Mujer', 'レディース'),
      L('Kids', '童装', 'Niños', 'キッズ'),
    ],
  },
  {
    name: L('Electronics', '电子产品', 'Electrónica', '家電'),
    children: [
      L('Phones', '手机', 'Teléfonos', 'スマートフォン'),
      L('Accessories', '配件', 'Accesorios', 'アクセサリー'),
    ],
  },
  {
    name: L('Home', '家居', 'Hogar', 'ホーム'),
    children: [L('Kitchen', '厨房', 'Cocina', 'キッチン'), L('Garden', '花园', 'Jardín', 'ガーデン')],
  },
];

/** Demo product names: English, Chinese, Spanish, Japanese (every language the product form asks for). */
const PRODUCT_NAMES: [string, string, string, string][] = [
  ['Cotton T-shirt', '棉质T恤', 'Camiseta de algodón', 'コットンTシャツ'],
  ['Denim jacket', '牛仔夹克', 'Chaqueta vaquera', 'デニムジャケット'],
  ['Wool scarf', '羊毛围巾', 'Bufanda de lana', 'ウールスカーフ'],
  ['Running shoes', '跑鞋', 'Zapatillas de correr', 'ランニングシューズ'],
  ['Rain coat', '雨衣', 'Impermeable', 'レインコート'],
  ['Summer dress', '夏季连衣裙', 'Vestido de verano', 'サマードレス'],
  ['Kids hoodie', '儿童卫衣', 'Sudadera infantil', 'キッズパーカー'],
  ['Smartphone X', '智能手机X', 'Smartphone X', 'スマートフォンX'],
  ['Phone case', '手机壳', 'Funda de móvil', 'スマホケース'],
  ['USB-C cable', 'USB-C 数据线', 'Cable USB-C', 'USB-Cケーブル'],
  ['Wireless earbuds', '无线耳机', 'Auriculares inalámbricos', 'ワイヤレスイヤホン'],
  ['Power bank', '充电宝', 'Batería externa', 'モバイルバッテリー'],
  ['Chef knife', '厨师刀', 'Cuchillo de chef', '牛刀'],
  ['Cast iron pan', '铸铁锅', 'Sartén de hierro fundido', '鋳鉄フライパン'],
  ['Coffee grinder', '咖啡研磨机', 'Molinillo de café', 'コーヒーグラインダー'],
  ['Garden hose', '花园水管', 'Manguera de jardín', 'ガーデンホース'],
  ['Plant pot', '花盆', 'Maceta', '植木鉢'],
  ['Tea kettle', '水壶', 'Tetera', 'やかん'],
  ['Linen shirt', '亚麻衬衫', 'Camisa de lino', 'リネンシャツ'],
  ['Leather belt', '皮带', 'Cinturón de cuero', '革ベルト'],
  ['Screen protector', '屏幕保护膜', 'Protector de pantalla', '画面保護フィルム'],
  ['Travel adapter', '旅行转换插头', 'Adaptador de viaje', '旅行用変換プラグ'],
  ['Cutting board', '砧板', 'Tabla de cortar', 'まな板'],
  ['Pruning shears', '修枝剪', 'Tijeras de podar', '剪定ばさみ'],
  ['Baseball cap', '棒球帽', 'Gorra de béisbol', '野球帽'],
  ['Socks (5 pairs)', '袜子（5双）', 'Calcetines (5 pares)', '靴下（5足組）'],
  ['Bluetooth speaker', '蓝牙音箱', 'Altavoz Bluetooth', 'Bluetoothスピーカー'],
  ['Desk lamp', '台灯', 'Lámpara de escritorio', 'デスクランプ'],
  ['Water bottle', '水壶（便携）', 'Botella de agua', '水筒'],
  ['Yoga mat', '瑜伽垫', 'Esterilla de yoga', 'ヨガマット'],
];

/**
 * Warehouses, tags, stock statuses, attributes, options, filters, a category tree, ~30 products and
 * reviews. Idempotent.
 * With `files` every product gets a generated picture, stored like an upload (with its thumbnail);
 * without (the test templates, which have no files directory) the products have none.
 */
export async function seedCatalog(db: Db, opts: { files?: FileService } = {}): Promise<void> {
  const [any] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (any) return;
  const ctx = systemContext('seed');
  // Stored before the transaction (the file service writes outside it); the same pictures are
  // stored once, so a seed that fails and runs again adds no rows or files.
  const pictures = opts.files
    ? await storeDemoPictures(
        opts.files,
        PRODUCT_NAMES.map(([en], index) => ({ name: en, index })),
      )
    : [];
  await db.transaction(async (tx) => {
    await tx.insert(warehouses).values(DEMO_WAREHOUSES).onConflictDoNothing();
    await tx
      .insert(tags)
      .values([
        ...DEMO_TAGS.map((name, i) => ({ name, sort: (i + 1) * 10 })),
        { name: DISABLED_TAG, sort: 90, enabled: false },
      ])
      .onConflictDoNothing();
    await tx
      .insert(stockStatuses)
      .values(DEFAULT_STOCK_STATUSES.map((name, i) => ({ name, sort: i * 10 })))
      .onConflictDoNothing();
    const [general, material] = await tx
      .insert(attributeGroups)
      .values([
        { name: 'General', sort: 0 },
        { name: 'Material', sort: 10 },
      ])
      .onConflictDoNothing()
      .returning();
    await tx
      .insert(attributes)
      .values([
        {
          name: 'Origin',
          groupId: general?.id ?? null,
          values: [
            { id: 1, name: 'China' },
            { id: 2, name: 'Vietnam' },
            { id: 3, name: 'Spain' },
          ],
        },
        {
          name: 'Fabric',
          groupId: material?.id ?? null,
          values: [
            { id: 1, name: 'Cotton' },
            { id: 2, name: 'Polyester' },
            { id: 3, name: 'Wool' },
          ],
        },
      ])
      .onConflictDoNothing();
    const [colour] = await tx
      .insert(options)
      .values([
        {
          name: 'Colour',
          values: [
            { id: 1, name: 'Red' },
            { id: 2, name: 'Blue' },
            { id: 3, name: 'Black' },
          ],
        },
        {
          name: 'Size',
          sort: 10,
          values: [
            { id: 1, name: 'S' },
            { id: 2, name: 'M' },
            { id: 3, name: 'L' },
          ],
        },
      ])
      .onConflictDoNothing()
      .returning();
    await tx
      .insert(filters)
      .values([
        {
          name: 'Price band',
          values: [
            { id: 1, name: 'Under 20' },
            { id: 2, name: '20 to 100' },
            { id: 3, name: 'Over 100' },
          ],
        },
        {
          name: 'Brand',
          sort: 10,
          values: [
            { id: 1, name: 'Acme' },
            { id: 2, name: 'Globex' },
          ],
        },
      ])
      .onConflictDoNothing();

    const leaves: number[] = [];
    for (const [i, top] of CATEGORY_TREE.entries()) {
      const [parent] = await tx
        .insert(categories)
        .values({ name: top.name, sort: (i + 1) * 10 })
        .returning();
      for (const [j, child] of top.children.entries()) {
        const [c] = await tx
          .insert(categories)
          .values({ parentId: parent!.id, name: child, sort: (j + 1) * 10, enabled: !(i === 2 && j === 1) })
          .returning();
        leaves.push(c!.id);
      }
    }

    const supplierRows = await tx
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .orderBy(asc(suppliers.id));
    const owners = [
      supplierRows.find((s) => s.name === 'Demo Supplier A')?.id ?? null,
      supplierRows.find((s) => s.name === 'Demo Supplier B')?.id ?? null,
      null,
    ];
    const warehouseRows = await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses);
    const main = warehouseRows.find((w) => w.code === 'MAIN')!;
    const east = warehouseRows.find((w) => w.code === 'EAST')!;
    const tagRows = await tx.select({ id: tags.id }).from(tags).where(eq(tags.enabled, true)).orderBy(asc(tags.id));
    const [clearance] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.name, DISABLED_TAG));
    const statusRows = await tx.select({ id: stockStatuses.id, name: stockStatuses.name }).from(stockStatuses);
    const outOfStock = statusRows.find((s) => s.name === 'Out of stock')?.id ?? null;
    const preOrder = statusRows.find((s) => s.name === 'Pre-order')?.id ?? null;

    const created: number[] = [];
    for (const [i, [en, zh, es, ja]] of PRODUCT_NAMES.entries()) {
      const supplierId = owners[i % 3]!;
      const multi = i % 5 === 0;
      const stock = i % 7 === 0 ? 0 : i % 7 === 1 ? 3 : 20 + i;
      const name = L(en, zh, es, ja);
      const number = `P${String(1001 + i)}`;
      const sku = `SKU-${String(1001 + i)}`;
      const variantSkus = multi ? ['R', 'B', 'K'].map((c) => `${sku}-${c}`) : [];
      // A few single-specification products are kept in the east warehouse.
      const warehouse = !multi && i % 5 === 2 ? east : main;
      // The disabled tag stays on the products that got it before it was disabled.
      const productTags = [tagRows[i % tagRows.length]!.id, ...(i % 10 === 3 && clearance ? [clearance.id] : [])];
      const [p] = await tx
        .insert(products)
        .values({
          supplierId,
          number,
          sku,
          name,
          brief: L(
            `${en}, a demo product`,
            `${zh}（演示商品）`,
            `${es}, producto de demostración`,
            `${ja}（デモ商品）`,
          ),
          detail: L(
            `<p>${en}: details.</p>`,
            `<p>${zh}：详情。</p>`,
            `<p>${es}: detalles.</p>`,
            `<p>${ja}：詳細。</p>`,
          ),
          searchText: searchTextOf({ name, number, sku }, variantSkus),
          categoryId: leaves[i % leaves.length]!,
          originalPrice: 2_000 + i * 150,
          price: 1_500 + i * 125,
          supplyPrice: 1_000 + i * 100,
          costPrice: 800 + i * 90,
          currency: 'USD',
          weight: 200 + i * 10,
          specMode: multi ? 'multi' : 'single',
          onShelf: i % 4 !== 3,
          tagIds: productTags,
          warehouseId: warehouse.id,
          images: pictures[i] ? [pictures[i]] : [],
          stockStatusId: i % 2 ? outOfStock : preOrder,
          lowStockThreshold: 5,
        })
        .returning();
      await productRepository.bumpCounter(tx, supplierId, 1);
      created.push(p!.id);
      if (multi) {
        const variants = await tx
          .insert(productVariants)
          .values(
            variantSkus.map((vsku, k) => ({
              productId: p!.id,
              sku: vsku,
              price: p!.price + k * 100,
              sort: k,
              optionValues: [{ optionId: colour!.id, valueId: k + 1 }],
            })),
          )
          .returning();
        for (const v of variants) {
          if (stock > 0)
            await inventoryRepository.change(tx, ctx, {
              productId: p!.id,
              variantId: v.id,
              warehouseId: warehouse.id,
              supplierId,
              delta: stock,
              reason: 'purchase',
              note: 'initial stock',
            });
        }
      } else if (stock > 0) {
        await inventoryRepository.change(tx, ctx, {
          productId: p!.id,
          variantId: null,
          warehouseId: warehouse.id,
          supplierId,
          delta: stock,
          reason: 'purchase',
          note: 'initial stock',
        });
      }
      if (i < 12) {
        const statuses = ['passed', 'to_be_reviewed', 'failed'] as const;
        await tx.insert(reviews).values(
          [0, 1].map((k) => ({
            productId: p!.id,
            supplierId,
            customerName: `Customer ${i * 2 + k + 1}`,
            rating: 1 + ((i + k * 2) % 5),
            content: k ? 'Arrived quickly, works as described.' : 'Good value for the price.',
            status: statuses[(i + k) % 3]!,
          })),
        );
        await reviewRepository.refreshRatings(tx, [p!.id]);
      }
    }
    // From the seventh on, each product suggests two earlier ones of the same owner.
    for (let i = 6; i < created.length; i++) {
      await tx
        .update(products)
        .set({ relatedIds: [created[i - 3]!, created[i - 6]!] })
        .where(eq(products.id, created[i]!));
    }
  });
}
