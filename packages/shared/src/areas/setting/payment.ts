import { defineSharedEntity } from '../../area.ts';
import { paymentApi } from '../../api/payment.ts';

/**
 * Payment methods (/payment and /paymentEdit/:pid, key `setting_payment`, declared with the area's
 * keys): the contracts and the refusals with their texts. `payment.unavailable` is also the
 * refusal of an order marked paid with a method that does not exist or is disabled.
 */
export const paymentEntity = defineSharedEntity({
  name: 'payment',
  permissions: [],
  endpoints: [paymentApi],
  errors: {
    'payment.built_in': 409,
    'payment.in_use': 409,
    'payment.credential_missing': 422,
    'payment.unavailable': 422,
  },
  messages: {
    'zh-CN': {
      'payment.built_in': '内置支付方式不能删除，可以停用',
      'payment.in_use': '已有 {{count}} 个订单使用该支付方式付款，不能删除；可以改为停用',
      'payment.credential_missing': '凭据“{{key}}”尚未设置，请填写它的值',
      'payment.unavailable': '该支付方式不存在或已停用',
    },
    en: {
      'payment.built_in': 'A built-in payment method cannot be deleted; disable it instead',
      'payment.in_use': '{{count}} orders were paid with this method, so it cannot be deleted; disable it instead',
      'payment.credential_missing': 'The credential "{{key}}" is not set yet: enter its value',
      'payment.unavailable': 'This payment method does not exist or is disabled',
    },
    es: {
      'payment.built_in': 'Un método de pago integrado no se puede eliminar; desactívelo en su lugar',
      'payment.in_use':
        '{{count}} pedidos se pagaron con este método, así que no se puede eliminar; desactívelo en su lugar',
      'payment.credential_missing': 'La credencial «{{key}}» todavía no tiene valor: introdúzcalo',
      'payment.unavailable': 'Este método de pago no existe o está desactivado',
    },
    ja: {
      'payment.built_in': '組み込みの支払い方法は削除できません。代わりに無効にしてください',
      'payment.in_use':
        'この支払い方法で {{count}} 件の注文が支払われているため削除できません。代わりに無効にしてください',
      'payment.credential_missing': '認証情報「{{key}}」はまだ設定されていません。値を入力してください',
      'payment.unavailable': 'この支払い方法は存在しないか無効です',
    },
  },
});
