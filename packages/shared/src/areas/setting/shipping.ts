import { defineSharedEntity } from '../../area.ts';
import { shippingAreaApi } from '../../api/shipping-area.ts';
import { shippingTemplateApi } from '../../api/shipping.ts';

/**
 * Shipping templates and their areas (/shipping and its pages, key `setting_shipping`, declared
 * with the area's keys): the contracts and the refusals with their texts. `{{place}}` is a country
 * code, or a country code and a region ("JP / Osaka").
 */
export const shippingEntity = defineSharedEntity({
  name: 'shipping',
  permissions: [],
  endpoints: [shippingTemplateApi, shippingAreaApi],
  errors: {
    'shipping.code_taken': 409,
    'shipping.in_use': 409,
    'shipping.mode_locked': 409,
    'shipping.area_name_taken': 409,
    'shipping.area_overlap': 409,
    'shipping.default_taken': 409,
    'shipping.not_deliverable': 422,
    'shipping.fee_too_large': 422,
  },
  messages: {
    'zh-CN': {
      'shipping.code_taken': '该运费模板编码已存在',
      'shipping.in_use': '该运费模板已被 {{count}} 个订单使用，不能删除；可以改为停用',
      'shipping.mode_locked': '该模板已有 {{count}} 个配送区域，不能更改计费方式（区域的单位是克或件）',
      'shipping.area_name_taken': '该模板中已有同名的配送区域',
      'shipping.area_overlap': '区域“{{area}}”与区域“{{other}}”都包含 {{place}}；同一模板中一个地点只能属于一个区域',
      'shipping.default_taken': '区域“{{area}}”不能也作为“其他地区”：区域“{{other}}”已经是',
      'shipping.not_deliverable': '该运费模板没有包含 {{place}} 的区域，无法配送到该地址',
      'shipping.fee_too_large': '包裹过大：按该运费模板计算的运费超过了上限',
    },
    en: {
      'shipping.code_taken': 'This shipping template code already exists',
      'shipping.in_use':
        'This shipping template was used by {{count}} orders and cannot be deleted; disable it instead',
      'shipping.mode_locked':
        'The pricing mode cannot change while the template has {{count}} areas (their units are grams or pieces)',
      'shipping.area_name_taken': 'This template already has an area with this name',
      'shipping.area_overlap':
        'Area "{{area}}" and area "{{other}}" both cover {{place}}; a place belongs to one area of a template',
      'shipping.default_taken': 'Area "{{area}}" cannot also be the rest of the world: area "{{other}}" already is',
      'shipping.not_deliverable': 'No area of this shipping template covers {{place}}: it does not deliver there',
      'shipping.fee_too_large':
        'The parcel is too large: its fee with this shipping template passes the highest amount',
    },
    es: {
      'shipping.code_taken': 'Este código de plantilla de envío ya existe',
      'shipping.in_use':
        'Esta plantilla de envío se ha usado en {{count}} pedidos y no se puede eliminar; desactívela en su lugar',
      'shipping.mode_locked':
        'El modo de tarifa no puede cambiar mientras la plantilla tenga {{count}} zonas ' +
        '(sus unidades son gramos o piezas)',
      'shipping.area_name_taken': 'Esta plantilla ya tiene una zona con este nombre',
      'shipping.area_overlap':
        'La zona «{{area}}» y la zona «{{other}}» cubren ambas {{place}}; ' +
        'un lugar pertenece a una sola zona de la plantilla',
      'shipping.default_taken':
        'La zona «{{area}}» no puede ser también el resto del mundo: ya lo es la zona «{{other}}»',
      'shipping.not_deliverable': 'Ninguna zona de esta plantilla de envío cubre {{place}}: no se envía allí',
      'shipping.fee_too_large': 'El paquete es demasiado grande: su tarifa con esta plantilla supera el importe máximo',
    },
    ja: {
      'shipping.code_taken': 'この配送テンプレートのコードはすでに存在します',
      'shipping.in_use':
        'この配送テンプレートは {{count}} 件の注文で使われているため削除できません。代わりに無効にしてください',
      'shipping.mode_locked':
        'テンプレートに {{count}} 件の配送エリアがある間は料金方式を変更できません（単位がグラムまたは個数のため）',
      'shipping.area_name_taken': 'このテンプレートには同じ名前のエリアがすでにあります',
      'shipping.area_overlap':
        'エリア「{{area}}」とエリア「{{other}}」の両方が {{place}} を含んでいます。1 つの地域はテンプレートの 1 つのエリアにだけ属します',
      'shipping.default_taken': 'エリア「{{area}}」は「その他の地域」にできません。エリア「{{other}}」がすでにそうです',
      'shipping.not_deliverable': 'この配送テンプレートには {{place}} を含むエリアがないため、配送できません',
      'shipping.fee_too_large': '荷物が大きすぎます。この配送テンプレートでの送料が上限を超えます',
    },
  },
});
