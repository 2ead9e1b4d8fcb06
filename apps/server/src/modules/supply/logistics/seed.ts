import type { ShipmentState } from '@shop/shared/api/supply-logistics';
import type { Db } from '../../../platform/db/database.ts';
import { shipmentRepository as repo, shipmentSeedRepository as seedRepo } from './repository.ts';
import type { StoredDeclaration } from './table.ts';

type Product = Awaited<ReturnType<typeof repo.supplierProducts>>[number];

const DECLARATIONS: Omit<StoredDeclaration, 'declaredValue' | 'currency'>[] = [
  {
    nameZh: '蓝牙耳机',
    nameEn: 'Bluetooth earphones',
    material: 'ABS plastic',
    purpose: 'Personal audio',
    hsCode: '851830',
    originCountry: 'CN',
    battery: true,
  },
  {
    nameZh: '棉质T恤',
    nameEn: 'Cotton T-shirt',
    material: '100% cotton',
    purpose: 'Clothing',
    hsCode: '610910',
    originCountry: 'CN',
    battery: false,
  },
  {
    nameZh: '不锈钢水杯',
    nameEn: 'Stainless steel cup',
    material: 'Stainless steel',
    purpose: 'Drinking',
    hsCode: '732393',
    originCountry: 'CN',
    battery: false,
  },
];

/** A declaration of the product under its own names (the Chinese one where it has Chinese characters). */
const declarationOf = (p: Product, n: number, zh: Map<number, string>): StoredDeclaration => {
  const base = DECLARATIONS[n % DECLARATIONS.length]!;
  const nameZh = zh.get(p.id) ?? '';
  return {
    ...base,
    nameZh: /\p{Script=Han}/u.test(nameZh) ? nameZh.slice(0, 60) : base.nameZh,
    nameEn: /^[\x20-\x7E]+$/.test(p.name) ? p.name.slice(0, 100) : base.nameEn,
    battery: false,
    declaredValue: p.supplyPrice > 0 ? p.supplyPrice : Math.max(p.costPrice, 100),
    currency: p.currency,
  };
};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The states a demo shipment went through to reach `state`. */
const PATHS: Record<ShipmentState, ShipmentState[]> = {
  draft: ['draft'],
  shipped: ['draft', 'shipped'],
  in_transit: ['draft', 'shipped', 'in_transit'],
  exception: ['draft', 'shipped', 'in_transit', 'exception'],
  received: ['draft', 'shipped', 'in_transit', 'received'],
  cancelled: ['draft', 'cancelled'],
};

/**
 * Demo shipments of Demo Supplier A and B in every state, domestic and cross-border, with their
 * timelines, and declaration templates for their first products. Running it again changes nothing.
 */
export async function seedShipments(db: Db): Promise<void> {
  if (await seedRepo.hasShipments(db)) return;
  const options = await repo.options(db, null, 'en');
  const domestic = options.warehouses.find((w) => w.country === 'CN');
  const sf = options.providers.find((p) => p.code === 'SF');
  const ems = options.providers.find((p) => p.code === 'EMS') ?? sf;
  if (!domestic || !sf || !ems) return;
  const plans: [string, ShipmentState[], boolean][] = [
    ['Demo Supplier A', ['draft', 'shipped', 'in_transit', 'received', 'exception'], true],
    ['Demo Supplier B', ['draft', 'shipped', 'cancelled'], false],
  ];
  let serial = 0;
  for (const [name, states, templates] of plans) {
    const supplierId = await seedRepo.supplierId(db, name);
    if (!supplierId) continue;
    const products = (await repo.supplierProducts(db, supplierId, undefined, 'en')).filter(
      (p) => p.variants.length === 0,
    );
    if (products.length === 0) continue;
    const zh = new Map((await repo.supplierProducts(db, supplierId, undefined, 'zh-CN')).map((p) => [p.id, p.name]));
    await db.transaction(async (tx) => {
      for (const [n, p] of products.slice(0, templates ? 2 : 1).entries())
        await repo.saveTemplate(tx, supplierId, p.id, declarationOf(p, n, zh));
      for (const [k, state] of states.entries()) {
        serial++;
        const warehouse = domestic;
        // every other one comes from Hong Kong: a cross-border shipment
        const fromCountry = k % 2 === 1 ? 'HK' : 'CN';
        const picked = products.slice(k % products.length, (k % products.length) + 2);
        const items = picked.map((p, n) => ({
          productId: p.id,
          variantId: null,
          quantity: 20 + 10 * n + k,
          lot: `L-${String(serial).padStart(4, '0')}-${n + 1}`,
          declaration: declarationOf(p, k + n, zh),
        }));
        const bySf = k % 2 === 0;
        const waybill = `${bySf ? 'SF' : 'EMS'}${String(7_300_000_000 + serial * 7919)}`;
        const row = await repo.insert(tx, {
          supplierId,
          warehouseId: warehouse.id,
          fromCountry,
          toCountry: warehouse.country,
          crossBorder: warehouse.country !== fromCountry,
          providerId: bySf ? sf.id : ems.id,
          waybill,
          shipDate: daysAgo(10 - k),
          note: '',
          searchText: [waybill, ...items.flatMap((i) => [i.declaration.nameZh, i.declaration.nameEn])]
            .concat(picked.flatMap((p) => [p.name, p.sku]))
            .join(' ')
            .toLowerCase(),
          itemCount: items.length,
          quantity: items.reduce((a, i) => a + i.quantity, 0),
          state,
          receivedAt: state === 'received' ? new Date() : null,
        });
        await repo.replaceItems(tx, row, items);
        const path = PATHS[state];
        for (const [i, to] of path.entries())
          await repo.addEvent(
            tx,
            { shipment: row, from: i === 0 ? null : path[i - 1]!, to, note: to === 'exception' ? 'Customs hold' : '' },
            { id: 0, name: to === 'received' || to === 'exception' ? 'Platform Administrator' : `${name} operator` },
          );
        if (state === 'received') {
          const saved = await repo.items(tx, [row.id], 'en');
          for (const [i, it] of saved.entries())
            await repo.receiveItem(
              tx,
              row.id,
              it.id,
              i === 0 ? it.quantity - 2 : it.quantity,
              i === 0 ? '2 damaged' : '',
            );
        }
      }
    });
  }
}
