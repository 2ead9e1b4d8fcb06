import type { Language } from '@shop/shared';
import type { LedgerKindName, SettlementStatus } from '@shop/shared/api/supply-settlement';

/** The words of a settlement statement (CSV and PDF) in one language. */
export interface StatementTexts {
  title: string;
  supplier: string;
  period: string;
  status: string;
  currency: string;
  voucher: string;
  /** date, kind, reference, order, note, gross, commission, rate (basis points), amount */
  columns: [string, string, string, string, string, string, string, string, string];
  sum: string;
  total: string;
  statuses: Record<SettlementStatus, string>;
  kinds: Record<LedgerKindName, string>;
}

/** A statement is written in the language of the request that asks for it (cookie, then Accept-Language). */
export const STATEMENT_TEXTS: Record<Language, StatementTexts> = {
  'zh-CN': {
    title: '结算对账单',
    supplier: '供应商',
    period: '结算周期',
    status: '状态',
    currency: '币种',
    voucher: '结算凭证',
    columns: ['日期', '类型', '参考号', '订单', '说明', '销售额', '佣金', '佣金比例 (基点)', '金额'],
    sum: '小计',
    total: '合计',
    statuses: { to_be_settled: '待结算', settled: '已结算' },
    kinds: {
      earning: '货款',
      reversal: '冲回',
      penalty: '罚款',
      chargeback: '扣款',
      promotion_share: '促销分摊',
      withdrawal: '提现',
      withdrawal_return: '提现退回',
    },
  },
  en: {
    title: 'Settlement statement',
    supplier: 'Supplier',
    period: 'Period',
    status: 'Status',
    currency: 'Currency',
    voucher: 'Voucher',
    columns: ['Date', 'Kind', 'Reference', 'Order', 'Note', 'Gross', 'Commission', 'Rate (bp)', 'Amount'],
    sum: 'Sum',
    total: 'Total',
    statuses: { to_be_settled: 'To be settled', settled: 'Settled' },
    kinds: {
      earning: 'Earning',
      reversal: 'Reversal',
      penalty: 'Penalty',
      chargeback: 'Chargeback',
      promotion_share: 'Promotion share',
      withdrawal: 'Withdrawal',
      withdrawal_return: 'Withdrawal returned',
    },
  },
  es: {
    title: 'Extracto de liquidación',
    supplier: 'Proveedor',
    period: 'Periodo',
    status: 'Estado',
    currency: 'Moneda',
    voucher: 'Comprobante',
    columns: ['Fecha', 'Tipo', 'Referencia', 'Pedido', 'Nota', 'Bruto', 'Comisión', 'Tasa (pb)', 'Importe'],
    sum: 'Suma',
    total: 'Total',
    statuses: { to_be_settled: 'Por liquidar', settled: 'Liquidado' },
    kinds: {
      earning: 'Ingreso',
      reversal: 'Reversión',
      penalty: 'Penalización',
      chargeback: 'Cargo',
      promotion_share: 'Parte de promoción',
      withdrawal: 'Retiro',
      withdrawal_return: 'Retiro devuelto',
    },
  },
  ja: {
    title: '精算明細書',
    supplier: 'サプライヤー',
    period: '精算期間',
    status: '状態',
    currency: '通貨',
    voucher: '精算証憑',
    columns: ['日付', '種類', '参照番号', '注文', 'メモ', '売上', '手数料', '手数料率 (bp)', '金額'],
    sum: '小計',
    total: '合計',
    statuses: { to_be_settled: '精算待ち', settled: '精算済み' },
    kinds: {
      earning: '売上入金',
      reversal: '取消',
      penalty: '罰金',
      chargeback: '差し引き',
      promotion_share: 'プロモーション負担',
      withdrawal: '出金',
      withdrawal_return: '出金の返却',
    },
  },
};
