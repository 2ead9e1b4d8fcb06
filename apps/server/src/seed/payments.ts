import { and, eq, sql } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import type { Db } from '../platform/db/database.ts';
import { paymentMethods } from '../modules/setting/payment/table.ts';

const BANK_ACCOUNT: Localized = {
  'zh-CN':
    '开户行：示例银行上海分行\n户名：示例商城有限公司\n账号：6222 0210 0123 4567 890\n请在转账备注中填写订单号，到账后我们会尽快发货。',
  en:
    'Bank: Demo Bank, Shanghai Branch\nAccount name: Demo Shop Ltd.\nAccount number: 6222 0210 0123 4567 890\n' +
    'SWIFT: DEMOCNSH\nPut the order number in the transfer note; we ship once the payment arrives.',
  es:
    'Banco: Demo Bank, sucursal de Shanghái\nTitular: Demo Shop Ltd.\nNúmero de cuenta: 6222 0210 0123 4567 890\n' +
    'SWIFT: DEMOCNSH\nIndique el número de pedido en el concepto; enviamos en cuanto recibimos el pago.',
  ja:
    '銀行：デモ銀行 上海支店\n口座名義：Demo Shop Ltd.\n口座番号：6222 0210 0123 4567 890\nSWIFT：DEMOCNSH\n' +
    '振込の備考に注文番号をご記入ください。入金を確認しだい発送します。',
};

const CASH_ON_DELIVERY: Localized = {
  'zh-CN': '包裹送达时以现金向快递员付款，另收 5.00 美元手续费。',
  en: 'Pay the courier in cash when the parcel arrives; a fee of $5.00 is added.',
  es: 'Pague en efectivo al mensajero cuando llegue el paquete; se añade una comisión de 5,00 $.',
  ja: '荷物の受け取り時に配達員へ現金でお支払いください。手数料 5.00 ドルがかかります。',
};

/**
 * The built-in payment methods with demo values: the bank account a transfer goes to, and cash on
 * delivery with a fixed fee in the countries it is offered in. Only methods never edited and still
 * without a customer text are filled, so running it again (or after an edit) changes nothing.
 */
export async function seedPayments(db: Db): Promise<void> {
  const untouched = (builtIn: 'bank_transfer' | 'cash_on_delivery') =>
    and(
      eq(paymentMethods.builtIn, builtIn),
      eq(paymentMethods.version, 0),
      sql`${paymentMethods.instructions} = '{"zh-CN": "", "en": "", "es": "", "ja": ""}'::jsonb`,
    );
  await db.update(paymentMethods).set({ instructions: BANK_ACCOUNT, sort: 10 }).where(untouched('bank_transfer'));
  await db
    .update(paymentMethods)
    .set({ instructions: CASH_ON_DELIVERY, feeType: 'fixed', fee: 500, countries: ['CN', 'ES', 'JP'], sort: 20 })
    .where(untouched('cash_on_delivery'));
}
