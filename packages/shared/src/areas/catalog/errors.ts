import type { AreaMessages } from '../../area.ts';

/** Error codes of this area and their HTTP status. */
export const catalogErrors = {
  'catalog.mixed_suppliers': 422,
  'catalog.number_taken': 409,
  'catalog.sku_taken': 409,
  'catalog.invalid_link': 422,
  'catalog.category_in_use': 409,
  'catalog.category_cycle': 422,
  'catalog.sort_mismatch': 409,
  'catalog.in_use': 409,
  'stock.insufficient': 409,
  'stock.variant_required': 422,
} as const;

/** Server message texts of this area's error codes. */
export const catalogMessages: AreaMessages<typeof catalogErrors> = {
  'zh-CN': {
    'catalog.mixed_suppliers': '批量操作需要同一供应商的商品',
    'catalog.number_taken': '商品编号已存在',
    'catalog.sku_taken': 'SKU 已存在',
    'catalog.invalid_link': '链接必须以 http://、https:// 或 {{host}} 开头',
    'catalog.category_in_use': '该分类仍有 {{products}} 个商品和 {{children}} 个子分类在使用',
    'catalog.category_cycle': '分类不能移动到自身或其子分类之下',
    'catalog.sort_mismatch': '子分类已被他人修改，请刷新后重试',
    'catalog.in_use': '该条目仍在使用中（{{count}} 处引用），请先移除引用',
    'stock.insufficient': '库存不足：剩余 {{available}}',
    'stock.variant_required': '请选择多规格商品的规格（SKU）',
  },
  en: {
    'catalog.mixed_suppliers': 'Batch operations need products of the same supplier',
    'catalog.number_taken': 'This product number already exists',
    'catalog.sku_taken': 'This SKU already exists',
    'catalog.invalid_link': 'Links must start with http://, https:// or {{host}}',
    'catalog.category_in_use': 'This category is still used by {{products}} products and {{children}} subcategories',
    'catalog.category_cycle': 'A category cannot be moved under itself or one of its subcategories',
    'catalog.sort_mismatch': 'The subcategories changed meanwhile; reload the tree and try again',
    'catalog.in_use': 'This entry is still in use ({{count}} references); remove those first',
    'stock.insufficient': 'Not enough stock: {{available}} left',
    'stock.variant_required': 'Choose the specification (SKU) of this multi-specification product',
  },
  es: {
    'catalog.mixed_suppliers': 'Las operaciones por lotes requieren productos del mismo proveedor',
    'catalog.number_taken': 'Este número de producto ya existe',
    'catalog.sku_taken': 'Este SKU ya existe',
    'catalog.invalid_link': 'Los enlaces deben empezar por http://, https:// o {{host}}',
    'catalog.category_in_use': 'Esta categoría todavía la usan {{products}} productos y {{children}} subcategorías',
    'catalog.category_cycle': 'Una categoría no puede moverse bajo sí misma ni bajo una de sus subcategorías',
    'catalog.sort_mismatch': 'Las subcategorías cambiaron mientras tanto; recargue el árbol e inténtelo de nuevo',
    'catalog.in_use': 'Esta entrada todavía está en uso ({{count}} referencias); elimínelas primero',
    'stock.insufficient': 'Stock insuficiente: quedan {{available}}',
    'stock.variant_required': 'Elija la especificación (SKU) de este producto con varias especificaciones',
  },
  ja: {
    'catalog.mixed_suppliers': '一括操作は同じサプライヤーの商品に限られます',
    'catalog.number_taken': 'この商品番号はすでに存在します',
    'catalog.sku_taken': 'この SKU はすでに存在します',
    'catalog.invalid_link': 'リンクは http://、https:// または {{host}} で始めてください',
    'catalog.category_in_use':
      'このカテゴリはまだ {{products}} 件の商品と {{children}} 件のサブカテゴリで使われています',
    'catalog.category_cycle': 'カテゴリを自身またはそのサブカテゴリの下へ移動することはできません',
    'catalog.sort_mismatch': 'サブカテゴリが変更されました。再読み込みしてからやり直してください',
    'catalog.in_use': 'この項目はまだ使用中です（参照 {{count}} 件）。先に参照を外してください',
    'stock.insufficient': '在庫が不足しています（残り {{available}}）',
    'stock.variant_required': '複数仕様の商品では仕様（SKU）を選んでください',
  },
};
