import { defineSharedEntity } from '../../area.ts';
import { shipmentApi } from '../../api/supply-logistics.ts';

/**
 * Supply-chain shipments (keys `supply_logistics_*`, declared with the area's). `logistics.declaration`
 * is the spec's rule "Chinese and English product names, material and purpose required for
 * supply-chain shipping"; `logistics.rule.*` are the destination's rules, each also the key of the
 * field error it marks (the form words it with the same text).
 */
export const logisticsEntity = defineSharedEntity({
  name: 'logistics',
  permissions: [],
  endpoints: [shipmentApi],
  errors: {
    'logistics.declaration': 422,
    'logistics.rule.han_required': 422,
    'logistics.rule.ascii_only': 422,
    'logistics.rule.hs_required': 422,
    'logistics.rule.hs_code': 422,
    'logistics.rule.value_low': 422,
    'logistics.rule.value_high': 422,
    'logistics.rule.battery_provider': 422,
    'logistics.rule.country': 422,
    'logistics.rule.currency': 422,
    'logistics.rule.product': 422,
    'logistics.rule.variant': 422,
    'logistics.rule.warehouse': 422,
    'logistics.rule.provider': 422,
    'logistics.rule.supplier': 422,
    'logistics.not_editable': 409,
    'logistics.bad_move': 409,
    'logistics.receipt_lines': 422,
    'logistics.staff_only': 409,
  },
  messages: {
    'zh-CN': {
      'logistics.declaration': '供应链发货必须填写中文品名、英文品名、材质和用途',
      'logistics.rule.han_required': '中文品名须包含中文',
      'logistics.rule.ascii_only': '跨境发货时英文品名和材质只能使用英文字母、数字和常用符号（ASCII）',
      'logistics.rule.hs_required': '跨境发货必须填写海关编码（HS 编码）',
      'logistics.rule.hs_code': 'HS 编码应为 6 到 10 位数字',
      'logistics.rule.value_low': '申报价值仅为采购价的 {{pct}}%，不得低于 {{minPct}}%（低报属于违规申报）',
      'logistics.rule.value_high': '申报价值为采购价的 {{pct}}%，不得高于 {{maxPct}}%（高报会增加关税与保险风险）',
      'logistics.rule.battery_provider': '含电池货物须选择可承运电池的物流商',
      'logistics.rule.country': '请选择一个已启用的国家或地区',
      'logistics.rule.currency': '请选择一个已有的币种',
      'logistics.rule.product': '请选择该供应商自己的商品',
      'logistics.rule.variant': '请选择该商品的规格',
      'logistics.rule.warehouse': '请选择一个已启用的仓库',
      'logistics.rule.provider': '请选择一个已启用的物流商',
      'logistics.rule.supplier': '请选择发货的供应商',
      'logistics.not_editable': '只有草稿状态的发货单可以修改（当前：{{state}}）',
      'logistics.bad_move': '发货单不能从“{{from}}”变为“{{to}}”',
      'logistics.receipt_lines': '请为发货单的每个商品填写实收数量（且只填一次）',
      'logistics.staff_only': '发货单由平台仓库签收，供应商不能自行签收',
    },
    en: {
      'logistics.declaration':
        'Chinese and English product names, material and purpose required for supply-chain shipping',
      'logistics.rule.han_required': 'The Chinese name must contain Chinese characters',
      'logistics.rule.ascii_only':
        'Across a border the English name and material may hold only Latin letters, digits and common signs (ASCII)',
      'logistics.rule.hs_required': 'A cross-border shipment needs the HS code of each item',
      'logistics.rule.hs_code': 'The HS code has 6 to 10 digits',
      'logistics.rule.value_low':
        'The declared value is {{pct}}% of the purchase price; it may not be below {{minPct}}% (under-declaring)',
      'logistics.rule.value_high':
        'The declared value is {{pct}}% of the purchase price; it may not be above {{maxPct}}% (over-declaring)',
      'logistics.rule.battery_provider': 'Goods with a battery need a provider that carries batteries',
      'logistics.rule.country': 'Choose an enabled country',
      'logistics.rule.currency': 'Choose a known currency',
      'logistics.rule.product': "Choose one of the supplier's own products",
      'logistics.rule.variant': "Choose one of the product's variants",
      'logistics.rule.warehouse': 'Choose an enabled warehouse',
      'logistics.rule.provider': 'Choose an enabled logistics provider',
      'logistics.rule.supplier': 'Choose the supplier that ships',
      'logistics.not_editable': 'Only a draft shipment can be edited (this one is {{state}})',
      'logistics.bad_move': 'A shipment cannot go from {{from}} to {{to}}',
      'logistics.receipt_lines': 'Give the received quantity of every item of the shipment, once each',
      'logistics.staff_only': 'The platform warehouse receives a shipment; its supplier cannot',
    },
    es: {
      'logistics.declaration':
        'Para envíos de la cadena de suministro se requieren el nombre en chino y en inglés, el material y el uso',
      'logistics.rule.han_required': 'El nombre en chino debe contener caracteres chinos',
      'logistics.rule.ascii_only':
        'En envíos internacionales el nombre en inglés y el material solo admiten letras latinas, cifras ' +
        'y signos (ASCII)',
      'logistics.rule.hs_required': 'Un envío internacional necesita el código SA de cada artículo',
      'logistics.rule.hs_code': 'El código SA tiene de 6 a 10 cifras',
      'logistics.rule.value_low':
        'El valor declarado es el {{pct}}% del precio de compra; no puede ser inferior al {{minPct}}% ' +
        '(infradeclaración)',
      'logistics.rule.value_high':
        'El valor declarado es el {{pct}}% del precio de compra; no puede superar el {{maxPct}}% (sobredeclaración)',
      'logistics.rule.battery_provider': 'Las mercancías con batería necesitan un transportista que acepte baterías',
      'logistics.rule.country': 'Elija un país habilitado',
      'logistics.rule.currency': 'Elija una moneda existente',
      'logistics.rule.product': 'Elija uno de los productos del propio proveedor',
      'logistics.rule.variant': 'Elija una de las variantes del producto',
      'logistics.rule.warehouse': 'Elija un almacén habilitado',
      'logistics.rule.provider': 'Elija un proveedor logístico habilitado',
      'logistics.rule.supplier': 'Elija el proveedor que envía',
      'logistics.not_editable': 'Solo se puede editar un envío en borrador (este está en {{state}})',
      'logistics.bad_move': 'Un envío no puede pasar de {{from}} a {{to}}',
      'logistics.receipt_lines': 'Indique la cantidad recibida de cada artículo del envío, una vez cada uno',
      'logistics.staff_only': 'El almacén de la plataforma recibe el envío; su proveedor no puede hacerlo',
    },
    ja: {
      'logistics.declaration': 'サプライチェーン発送には中国語・英語の品名、素材、用途が必要です',
      'logistics.rule.han_required': '中国語品名には漢字を含めてください',
      'logistics.rule.ascii_only': '国際発送では英語品名と素材に英数字と一般的な記号（ASCII）のみ使用できます',
      'logistics.rule.hs_required': '国際発送では各商品の HS コードが必要です',
      'logistics.rule.hs_code': 'HS コードは 6〜10 桁の数字です',
      'logistics.rule.value_low': '申告価格は仕入価格の {{pct}}% です。{{minPct}}% 未満にはできません（過少申告）',
      'logistics.rule.value_high': '申告価格は仕入価格の {{pct}}% です。{{maxPct}}% を超えられません（過大申告）',
      'logistics.rule.battery_provider': '電池を含む商品は電池を扱える配送業者を選んでください',
      'logistics.rule.country': '有効な国を選んでください',
      'logistics.rule.currency': '既存の通貨を選んでください',
      'logistics.rule.product': 'そのサプライヤー自身の商品を選んでください',
      'logistics.rule.variant': '商品のバリエーションを選んでください',
      'logistics.rule.warehouse': '有効な倉庫を選んでください',
      'logistics.rule.provider': '有効な配送業者を選んでください',
      'logistics.rule.supplier': '発送するサプライヤーを選んでください',
      'logistics.not_editable': '編集できるのは下書きの発送のみです（現在：{{state}}）',
      'logistics.bad_move': '発送を {{from}} から {{to}} に変更できません',
      'logistics.receipt_lines': '発送の各商品の受領数量を一度ずつ入力してください',
      'logistics.staff_only': '発送はプラットフォームの倉庫が受領します。サプライヤーは受領できません',
    },
  },
  notices: {
    'zh-CN': {
      'supply.logistics.received': '发货单 {{waybill}} 已在仓库签收',
      'supply.logistics.exception': '发货单 {{waybill}} 出现异常：{{note}}',
    },
    en: {
      'supply.logistics.received': 'Shipment {{waybill}} was received at the warehouse',
      'supply.logistics.exception': 'Shipment {{waybill}} has an exception: {{note}}',
    },
    es: {
      'supply.logistics.received': 'El envío {{waybill}} se recibió en el almacén',
      'supply.logistics.exception': 'El envío {{waybill}} tiene una incidencia: {{note}}',
    },
    ja: {
      'supply.logistics.received': '発送 {{waybill}} が倉庫で受領されました',
      'supply.logistics.exception': '発送 {{waybill}} に異常があります：{{note}}',
    },
  },
});
