import type {
  Language,
  OrderAction,
  OrderDraftBody,
  OrderEditBody,
  OrderFilters,
  OrderInfo,
  OrderListQuery,
  OrderQuoteData,
  OrderShipBody,
  OrderSplitBody,
} from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../platform/http/context.ts';
import type { LiveHub } from '../../platform/live/live-hub.ts';
import { exportOrdersCsv } from './csv.ts';
import { orderDetailRepository as detail } from './detail-repository.ts';
import { addInTx, editInTx } from './draft.ts';
import { mergeInTx, splitInTx } from './family.ts';
import { quoteOrder } from './quote.ts';
import { orderReferenceRepository } from './reference-repository.ts';
import { dbNow, orderRepository, toRow, type OrderRecord } from './repository.ts';
import { cancelShipmentInTx, shipInTx, trackInTx, type TrackingInput } from './shipping.ts';
import { ownerOf, supplierParts } from './split.ts';
import {
  auditOrder,
  checkAction,
  iso,
  linesSummary,
  lockOrder,
  moveStock,
  recordEvent,
  relative,
  saveVersion,
  statusOf,
  summaryOf,
} from './steps.ts';
import { allows } from './transitions.ts';

/** The permission each action needs besides the transition table. */
export const ACTION_PERMISSION: Record<OrderAction, string> = {
  pay: 'catalog_order_pay',
  cancel: 'catalog_order_cancel',
  ship: 'catalog_order_shipping',
  cancel_shipment: 'catalog_order_shipping',
  deliver: 'catalog_order_shipping',
  complete: 'catalog_order_update',
  edit: 'catalog_order_update',
  split: 'catalog_order_split',
  merge: 'catalog_order_merge',
};

/**
 * Orders: the lifecycle (the transition table in transitions.ts), money kept exact in minor units,
 * stock moved atomically.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveHub,
  ) {}

  async list(scope: Scope, q: OrderListQuery) {
    const r = await orderRepository.list(this.db, scope, q);
    return { ...r, page: q.page, pageSize: q.pageSize };
  }

  awaiting(scope: Scope, view: 'awaiting_payment' | 'awaiting_delivery'): Promise<number> {
    return orderRepository.awaiting(this.db, scope, view);
  }

  async choices(scope: Scope) {
    const {
      currencies: cs,
      shippingMethods: ms,
      providers: ps,
      paymentMethods: pms,
      suppliers: ss,
    } = await orderReferenceRepository.choices(this.db, scope);
    return {
      currencies: cs.map((c) => ({
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        symbolRight: c.symbolRight,
        decimals: c.decimals,
        rate: Number(c.rate),
        isBase: c.isBase,
      })),
      shippingMethods: ms.map((m) => ({
        id: m.id,
        name: m.name,
        mode: m.mode,
        estimateMinDays: m.estimateMinDays,
        estimateMaxDays: m.estimateMaxDays,
      })),
      providers: ps.map((p) => ({ id: p.id, code: p.code, name: p.name })),
      paymentMethods: pms,
      suppliers: ss,
    };
  }

  /** The whole order as the detail page shows it, with the actions the caller may take now. */
  async info(scope: Scope, id: number): Promise<OrderInfo> {
    const o = await orderRepository.find(this.db, scope, id);
    if (!o) throw new AppError('common.not_found');
    const [lines, ships, history, family, methodName, paymentName] = await Promise.all([
      detail.lines(this.db, id),
      detail.shipments(this.db, [id]),
      detail.history(this.db, id),
      o.rootId === null ? Promise.resolve([] as OrderRecord[]) : detail.family(this.db, o.rootId),
      o.shippingMethodId === null ? Promise.resolve(null) : detail.shippingMethodName(this.db, o.shippingMethodId),
      o.paymentMethodId === null ? Promise.resolve(null) : detail.paymentMethodName(this.db, o.paymentMethodId),
    ]);
    const supplierName = o.supplierId === null ? null : await detail.supplierName(this.db, o.supplierId);
    const visible = (x: OrderRecord) => scope.supplierId === null || x.supplierId === scope.supplierId;
    const parent = family.find((x) => x.id === o.parentId);
    const children = family.filter((x) => x.parentId === o.id && visible(x));
    const siblings =
      o.parentId === null
        ? []
        : family.filter(
            (x) => x.id !== o.id && x.state === 'active' && x.rootId === o.rootId && x.id !== o.rootId && visible(x),
          );
    return {
      ...toRow({
        ...o,
        supplierName,
        parentNumber: family.find((x) => x.id === o.parentId)?.number ?? null,
        payStatus: o.paymentStatus,
        shipStatus: o.fulfilmentStatus,
      }),
      rootId: o.rootId,
      customerGroupId: o.customerGroupId,
      address: o.address,
      rate: Number(o.rate),
      shippingMethodId: o.shippingMethodId,
      shippingMethodName: methodName,
      paymentMethodId: o.paymentMethodId,
      paymentMethodName: paymentName,
      subtotal: o.subtotal,
      discount: o.discount,
      shippingFee: o.shippingFee,
      tax: o.tax,
      payFee: o.payFee,
      remark: o.remark,
      cancelRemark: o.cancelRemark,
      source: o.source,
      shippedAt: iso(o.shippedAt),
      deliveredAt: iso(o.deliveredAt),
      cancelledAt: iso(o.cancelledAt),
      completedAt: iso(o.completedAt),
      lines: lines.map(({ l, supplierName }) => ({
        id: l.id,
        productId: l.productId,
        variantId: l.variantId,
        supplierId: l.supplierId,
        supplierName,
        warehouseId: l.warehouseId,
        sku: l.sku,
        name: l.name,
        image: l.image,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        shippedQuantity: l.shippedQuantity,
        discount: l.discount,
        tax: l.tax,
        shippingFee: l.shippingFee,
        payFee: l.payFee,
        amount: l.unitPrice * l.quantity,
      })),
      shipments: ships,
      history: history.map((e) => ({
        id: e.id,
        action: e.action,
        actorName: e.actorName,
        reason: e.reason,
        before: e.before,
        after: e.after,
        createdAt: e.createdAt.toISOString(),
      })),
      parent: parent && visible(parent) ? relative(parent) : null,
      children: children.map(relative),
      siblings: siblings.map(relative),
      actions: this.actionsFor(scope, o, siblings.length),
    };
  }

  /** Transition table, permissions and family rules together: what the detail page offers. */
  private actionsFor(scope: Scope, o: OrderRecord, siblings: number): OrderAction[] {
    const can = (a: OrderAction) => scope.isSuper || scope.permissions.has(ACTION_PERMISSION[a]);
    return (Object.keys(ACTION_PERMISSION) as OrderAction[]).filter((a) => {
      if (o.generated) return false;
      if (!allows(a, statusOf(o)) || !can(a)) return false;
      if (a === 'edit') return o.parentId === null;
      if (a === 'merge') return o.parentId !== null && siblings > 0;
      return true;
    });
  }

  /** Prices a draft, or an edit of an order, without saving anything; see quoteOrder. */
  quote(scope: Scope, body: OrderDraftBody & { orderId?: number }): Promise<OrderQuoteData> {
    return quoteOrder(this.db, scope, body);
  }

  /** Creates an order from a draft; see addInTx. */
  async add(ctx: RequestContext, body: OrderDraftBody): Promise<OrderInfo> {
    const id = await this.db.transaction((tx) => addInTx(tx, ctx, body));
    this.live.countsChanged();
    return this.info(ctx.scope, id);
  }

  /** Edits an unsplit, unshipped order: lines, address, shipping, discount; stock follows the quantities. */
  async edit(ctx: RequestContext, body: OrderEditBody): Promise<OrderInfo> {
    await this.db.transaction((tx) => editInTx(tx, ctx, body));
    this.live.countsChanged();
    return this.info(ctx.scope, body.id);
  }

  /**
   * Marks an order paid, recording how when told (an enabled payment method); one with lines of
   * several suppliers is then split by supplier, each part keeping the payment method.
   */
  async pay(
    ctx: RequestContext,
    id: number,
    version: number | undefined,
    note: string,
    paymentMethodId?: number,
  ): Promise<OrderInfo> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, ctx.scope, id, version);
      checkAction('pay', o);
      const method =
        paymentMethodId === undefined ? null : await orderReferenceRepository.enabledPaymentMethod(tx, paymentMethodId);
      if (paymentMethodId !== undefined && !method)
        throw new AppError('payment.unavailable', {}, { fields: [{ field: 'paymentMethodId', key: 'invalid' }] });
      const after = await saveVersion(tx, o, {
        paymentStatus: 'paid',
        paidAt: dbNow(),
        paymentMethodId: method?.id ?? null,
      });
      const paidWith = method ? { paymentMethod: method.name } : {};
      await recordEvent(tx, ctx, o.id, 'pay', note, { payStatus: 'unpaid' }, { payStatus: 'paid', ...paidWith });
      const recorded = { ...summaryOf(after), paymentMethodId: after.paymentMethodId };
      await auditOrder(tx, ctx, 'pay', o, summaryOf(o), recorded);
      const lines = await orderRepository.lines(tx, o.id);
      if (ownerOf(lines).mixed) await splitInTx(tx, ctx, after, lines, supplierParts(lines), 'split_by_supplier');
    });
    this.live.countsChanged();
    return this.info(ctx.scope, id);
  }

  /** Cancels an unshipped order with a remark; its stock goes back. */
  async cancel(ctx: RequestContext, id: number, version: number | undefined, remark: string): Promise<OrderInfo> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, ctx.scope, id, version);
      checkAction('cancel', o);
      const lines = await orderRepository.lines(tx, o.id);
      for (const l of lines) await moveStock(tx, ctx, l, l.quantity - l.shippedQuantity, `order ${o.number} cancelled`);
      const after = await saveVersion(tx, o, { state: 'cancelled', cancelRemark: remark, cancelledAt: dbNow() });
      await recordEvent(
        tx,
        ctx,
        o.id,
        'cancel',
        remark,
        { state: o.state },
        { state: 'cancelled', restocked: linesSummary(lines) },
      );
      await auditOrder(tx, ctx, 'cancel', o, summaryOf(o), { ...summaryOf(after), cancelRemark: remark });
    });
    this.live.countsChanged();
    return this.info(ctx.scope, id);
  }

  async complete(ctx: RequestContext, id: number, version: number | undefined, note: string): Promise<OrderInfo> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, ctx.scope, id, version);
      checkAction('complete', o);
      const after = await saveVersion(tx, o, { state: 'completed', completedAt: dbNow() });
      await recordEvent(tx, ctx, o.id, 'complete', note, { state: o.state }, { state: 'completed' });
      await auditOrder(tx, ctx, 'complete', o, summaryOf(o), summaryOf(after));
    });
    return this.info(ctx.scope, id);
  }

  /** A shipment of chosen lines and quantities (spec: waybill, shipping date and quantity are required). */
  async ship(ctx: RequestContext, body: OrderShipBody): Promise<OrderInfo> {
    await this.db.transaction((tx) => shipInTx(tx, ctx, body));
    this.live.countsChanged();
    return this.info(ctx.scope, body.orderId);
  }

  /** Cancels a shipment not yet delivered: its quantities count as unshipped again. */
  async cancelShipment(ctx: RequestContext, shipmentId: number, reason: string): Promise<OrderInfo> {
    const orderId = await this.db.transaction((tx) => cancelShipmentInTx(tx, ctx, shipmentId, reason));
    this.live.countsChanged();
    return this.info(ctx.scope, orderId);
  }

  /** Records a tracking event; see trackInTx. */
  async track(ctx: RequestContext, shipmentId: number, e: TrackingInput): Promise<void> {
    await this.db.transaction((tx) => trackInTx(tx, ctx, shipmentId, e));
  }

  // ---------------------------------------------------------------- split and merge

  async split(ctx: RequestContext, body: OrderSplitBody) {
    const made = await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, ctx.scope, body.id, body.version);
      checkAction('split', o);
      const lines = await orderRepository.lines(tx, o.id);
      return splitInTx(tx, ctx, o, lines, body.parts, 'split', body.reason);
    });
    this.live.countsChanged();
    return { parentId: body.id, orders: made };
  }

  /** Merges live splits of one order; see mergeInTx. */
  async merge(ctx: RequestContext, ids: number[], reason: string) {
    const result = await this.db.transaction((tx) => mergeInTx(tx, ctx, ids, reason));
    this.live.countsChanged();
    return result;
  }

  /** The filtered list as CSV in keyset batches (see exportOrdersCsv). */
  exportCsv(scope: Scope, f: OrderFilters, lang: Language, progress?: (rows: number) => void): AsyncGenerator<string> {
    return exportOrdersCsv(this.db, scope, f, lang, progress);
  }
}
