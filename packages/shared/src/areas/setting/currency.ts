import { defineSharedEntity } from '../../area.ts';
import { currencyApi } from '../../api/currency.ts';

/**
 * Currencies (/currency, key `setting_currency`, declared with the area's keys): the contracts
 * and the refusals with their texts.
 */
export const currencyEntity = defineSharedEntity({
  name: 'currency',
  permissions: [],
  endpoints: [currencyApi],
  errors: {
    'currency.code_taken': 409,
    'currency.base_locked': 409,
    'currency.in_use': 409,
    'currency.disabled_default': 409,
    'currency.already_default': 409,
  },
  messages: {
    'zh-CN': {
      'currency.code_taken': '该币种已存在',
      'currency.base_locked': '默认币种不能停用或删除；请先把另一个币种设为默认',
      'currency.in_use': '该币种已用于 {{orders}} 个订单和 {{products}} 个商品，不能删除；可以改为停用',
      'currency.disabled_default': '停用的币种不能设为默认；请先启用它',
      'currency.already_default': '该币种已经是默认币种',
    },
    en: {
      'currency.code_taken': 'This currency already exists',
      'currency.base_locked':
        'The default currency cannot be disabled or deleted; make another currency the default first',
      'currency.in_use':
        'This currency is used by {{orders}} orders and {{products}} products and cannot be deleted; ' +
        'disable it instead',
      'currency.disabled_default': 'A disabled currency cannot become the default; enable it first',
      'currency.already_default': 'This currency already is the default',
    },
    es: {
      'currency.code_taken': 'Esta moneda ya existe',
      'currency.base_locked':
        'La moneda predeterminada no se puede desactivar ni eliminar; primero haga predeterminada otra moneda',
      'currency.in_use':
        'Esta moneda se usa en {{orders}} pedidos y {{products}} productos y no se puede eliminar; ' +
        'desactívela en su lugar',
      'currency.disabled_default': 'Una moneda desactivada no puede ser la predeterminada; actívela primero',
      'currency.already_default': 'Esta moneda ya es la predeterminada',
    },
    ja: {
      'currency.code_taken': 'この通貨はすでに存在します',
      'currency.base_locked': '既定の通貨は無効にも削除にもできません。先に別の通貨を既定にしてください',
      'currency.in_use':
        'この通貨は {{orders}} 件の注文と {{products}} 件の商品で使われているため削除できません。代わりに無効にしてください',
      'currency.disabled_default': '無効な通貨は既定にできません。先に有効にしてください',
      'currency.already_default': 'この通貨はすでに既定の通貨です',
    },
  },
});
