import { defineSharedEntity } from '../../area.ts';
import { taxClassApi, taxRuleApi } from '../../api/tax.ts';

/**
 * Tax classes (/taxclass, key `setting_taxclass`) and tax rules (/tax, key `setting_tax`), declared
 * with the area's keys: the contracts and the refusals with their texts.
 */
export const taxEntity = defineSharedEntity({
  name: 'tax',
  permissions: [],
  endpoints: [taxClassApi, taxRuleApi],
  errors: {
    'tax_class.name_taken': 409,
    'tax_class.in_use': 409,
    'tax_class.default_locked': 409,
    'tax_class.unknown': 422,
    'tax_rule.group_unknown': 422,
    'tax_rule.region_unknown': 422,
  },
  messages: {
    'zh-CN': {
      'tax_class.name_taken': '该税类名称已存在',
      'tax_class.in_use': '该税类正被 {{products}} 个商品和 {{rules}} 条税率规则使用，不能删除',
      'tax_class.default_locked': '默认税类不能删除；请先把另一个税类设为默认',
      'tax_class.unknown': '所选税类不存在',
      'tax_rule.group_unknown': '所选客户组不存在',
      'tax_rule.region_unknown': '所选地区不属于该国家或不存在',
    },
    en: {
      'tax_class.name_taken': 'This tax class name already exists',
      'tax_class.in_use':
        'This tax class is used by {{products}} products and {{rules}} tax rules and cannot be deleted',
      'tax_class.default_locked': 'The default tax class cannot be deleted; make another class the default first',
      'tax_class.unknown': 'The chosen tax class does not exist',
      'tax_rule.group_unknown': 'The chosen customer group does not exist',
      'tax_rule.region_unknown': 'The chosen region does not exist in this country',
    },
    es: {
      'tax_class.name_taken': 'Ya existe una clase de impuesto con este nombre',
      'tax_class.in_use':
        'Esta clase de impuesto la usan {{products}} productos y {{rules}} reglas de impuesto y no se puede eliminar',
      'tax_class.default_locked':
        'La clase de impuesto predeterminada no se puede eliminar; primero haga predeterminada otra clase',
      'tax_class.unknown': 'La clase de impuesto elegida no existe',
      'tax_rule.group_unknown': 'El grupo de clientes elegido no existe',
      'tax_rule.region_unknown': 'La región elegida no existe en este país',
    },
    ja: {
      'tax_class.name_taken': 'この税クラス名はすでに存在します',
      'tax_class.in_use':
        'この税クラスは {{products}} 件の商品と {{rules}} 件の税ルールで使われているため削除できません',
      'tax_class.default_locked': 'デフォルトの税クラスは削除できません。先に別のクラスをデフォルトにしてください',
      'tax_class.unknown': '選択した税クラスは存在しません',
      'tax_rule.group_unknown': '選択した顧客グループは存在しません',
      'tax_rule.region_unknown': '選択した地域はこの国に存在しません',
    },
  },
});
