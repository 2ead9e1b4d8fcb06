import { stringify } from 'csv-stringify/sync';
import { formatMinor, type Language, type OrderFilters } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import type { Scope } from '../../platform/http/context.ts';
import { orderRepository } from './repository.ts';

const EXPORT_BATCH_MIN = 100;
const EXPORT_BATCH_MAX = 5_000;
const EXPORT_STEP_MS = 15;

export const ORDER_CSV_HEADERS: Record<Language, string[]> = {
  'zh-CN': [
    '订单号',
    '下单时间 (UTC)',
    '客户',
    '邮箱',
    '供应商',
    '状态',
    '付款状态',
    '发货状态',
    '币种',
    '小计',
    '折扣',
    '运费',
    '税费',
    '支付手续费',
    '合计',
    '付款时间 (UTC)',
    '计划任务生成',
  ],
  en: [
    'Order number',
    'Created (UTC)',
    'Customer',
    'Email',
    'Supplier',
    'State',
    'Payment',
    'Shipping',
    'Currency',
    'Subtotal',
    'Discount',
    'Shipping fee',
    'Tax',
    'Pay fee',
    'Total',
    'Paid (UTC)',
    'Generated',
  ],
  es: [
    'Número de pedido',
    'Creado (UTC)',
    'Cliente',
    'Correo',
    'Proveedor',
    'Estado',
    'Pago',
    'Envío',
    'Moneda',
    'Subtotal',
    'Descuento',
    'Gastos de envío',
    'Impuesto',
    'Comisión de pago',
    'Total',
    'Pagado (UTC)',
    'Generado',
  ],
  ja: [
    '注文番号',
    '作成日時 (UTC)',
    '顧客',
    'メール',
    'サプライヤー',
    '状態',
    '支払い',
    '発送',
    '通貨',
    '小計',
    '割引',
    '送料',
    '税',
    '決済手数料',
    '合計',
    '支払日時 (UTC)',
    '自動生成',
  ],
};

const LABELS: Record<Language, Record<string, string>> = {
  'zh-CN': {
    active: '进行中',
    cancelled: '已取消',
    completed: '已完成',
    split: '已拆分',
    voided: '已作废',
    unpaid: '未付款',
    paid: '已付款',
    unshipped: '未发货',
    partially_shipped: '部分发货',
    shipped: '已发货',
    delivered: '已签收',
    generated: '是',
  },
  en: {
    active: 'Active',
    cancelled: 'Cancelled',
    completed: 'Completed',
    split: 'Split',
    voided: 'Voided',
    unpaid: 'Unpaid',
    paid: 'Paid',
    unshipped: 'Unshipped',
    partially_shipped: 'Partially shipped',
    shipped: 'Shipped',
    delivered: 'Delivered',
    generated: 'Yes',
  },
  es: {
    active: 'Activo',
    cancelled: 'Cancelado',
    completed: 'Completado',
    split: 'Dividido',
    voided: 'Anulado',
    unpaid: 'No pagado',
    paid: 'Pagado',
    unshipped: 'No enviado',
    partially_shipped: 'Enviado en parte',
    shipped: 'Enviado',
    delivered: 'Entregado',
    generated: 'Sí',
  },
  ja: {
    active: '処理中',
    cancelled: 'キャンセル',
    completed: '完了',
    split: '分割済み',
    voided: '無効',
    unpaid: '未払い',
    paid: '支払い済み',
    unshipped: '未発送',
    partially_shipped: '一部発送',
    shipped: '発送済み',
    delivered: '配達済み',
    generated: 'はい',
  },
};

/** A state, payment or shipping status as the CSV shows it in the reader's language. */
export function orderLabel(lang: Language, value: string): string {
  return LABELS[lang][value] ?? value;
}

/**
 * The filtered list as CSV in keyset batches. The batch size adapts so that one batch (query,
 * decoding and CSV) stays near 15 ms: on the embedded database a query runs on this thread, and
 * a million-row export must not hold the event loop.
 */
export async function* exportOrdersCsv(
  db: Db,
  scope: Scope,
  f: OrderFilters,
  lang: Language,
  progress?: (rows: number) => void,
): AsyncGenerator<string> {
  yield `\ufeff${stringify([ORDER_CSV_HEADERS[lang]])}`;
  let before: number | null = null;
  let written = 0;
  let size = EXPORT_BATCH_MIN;
  for (;;) {
    const t0 = performance.now();
    const rows = await orderRepository.batch(db, scope, f, before, size);
    if (!rows.length) return;
    const chunk = stringify(
      rows.map((r) => {
        const m = (n: number) => formatMinor(n, r.currency);
        return [
          r.number,
          r.createdAt.toISOString(),
          r.customerName,
          r.customerEmail,
          r.supplierName ?? '',
          orderLabel(lang, r.state),
          orderLabel(lang, r.payStatus),
          orderLabel(lang, r.shipStatus),
          r.currency,
          m(r.subtotal),
          m(r.discount),
          m(r.shippingFee),
          m(r.tax),
          m(r.payFee),
          m(r.total),
          r.paidAt?.toISOString() ?? '',
          // a planned task's order: marked in the export as everywhere else
          r.generated ? orderLabel(lang, 'generated') : '',
        ];
      }),
    );
    const spent = performance.now() - t0;
    yield chunk;
    written += rows.length;
    progress?.(written);
    before = rows[rows.length - 1]!.id;
    if (rows.length < size) return;
    size = Math.max(
      EXPORT_BATCH_MIN,
      Math.min(EXPORT_BATCH_MAX, Math.round(size * (EXPORT_STEP_MS / Math.max(spent, 1)))),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
}
