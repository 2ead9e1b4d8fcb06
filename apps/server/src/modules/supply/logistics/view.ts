import type { Language } from '@shop/shared';
import type { ShipmentEvent, ShipmentInfo, ShipmentRow, ShipmentState } from '@shop/shared/api/supply-logistics';
import type { Db } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { shipmentRepository as repo, type ShipmentView } from './repository.ts';

type ItemView = Awaited<ReturnType<typeof repo.items>>[number];

/** The names the list shows of a shipment's items: the declaration's own-language name, two at most. */
function productsOf(items: ItemView[], lang: Language): string {
  const names = items.map((i) => (lang === 'zh-CN' ? i.declaration.nameZh : i.declaration.nameEn) || i.productName);
  return names.length > 2 ? `${names.slice(0, 2).join(', ')} +${names.length - 2}` : names.join(', ');
}

export function toRow(v: ShipmentView, items: ItemView[], lang: Language): ShipmentRow {
  return {
    id: v.id,
    supplierId: v.supplierId,
    supplierName: v.supplierName,
    warehouseId: v.warehouseId,
    warehouseName: v.warehouseName,
    fromCountry: v.fromCountry,
    toCountry: v.toCountry,
    crossBorder: v.crossBorder,
    providerId: v.providerId,
    providerName: v.providerName,
    trackingUrl: v.trackingUrl ? v.trackingUrl.replace('{waybill}', encodeURIComponent(v.waybill)) : '',
    waybill: v.waybill,
    shipDate: v.shipDate,
    state: v.state,
    itemCount: v.itemCount,
    quantity: v.quantity,
    products: productsOf(items, lang),
    createdAt: v.createdAt.toISOString(),
    version: v.version,
  };
}

/** Rows of a list page: the page's items read in one query. */
export async function toRows(db: Db, list: ShipmentView[], lang: Language): Promise<ShipmentRow[]> {
  const items = await repo.items(
    db,
    list.map((v) => v.id),
    lang,
  );
  return list.map((v) =>
    toRow(
      v,
      items.filter((i) => i.shipmentId === v.id),
      lang,
    ),
  );
}

export async function toInfo(db: Db, v: ShipmentView, lang: Language): Promise<ShipmentInfo> {
  const items = await repo.items(db, [v.id], lang);
  const events = await repo.events(db, v.id);
  return {
    ...toRow(v, items, lang),
    note: v.note,
    receivedAt: iso(v.receivedAt),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      sku: i.sku,
      variantId: i.variantId,
      quantity: i.quantity,
      lot: i.lot,
      declaration: i.declaration,
      receivedQuantity: i.receivedQuantity,
      receiptNote: i.receiptNote,
    })),
    events: events.map((e): ShipmentEvent => ({
      id: e.id,
      from: e.fromState as ShipmentState | null,
      to: e.toState as ShipmentState,
      note: e.note,
      actorName: e.actorName,
      at: e.at.toISOString(),
    })),
  };
}
