import type { AreaMessages } from '../../area.ts';

/** Error codes of this area and their HTTP status. */
export const customerErrors = {
  'customer.email_taken': 409,
  'customer.group_required': 422,
  'customer.address_limit': 409,
  'customer_group.name_taken': 409,
  'customer_group.in_use': 409,
  'customer_group.tax_rules': 409,
  'customer_group.default_locked': 409,
} as const;

/** Server message texts of this area's error codes. */
export const customerMessages: AreaMessages<typeof customerErrors> = {
  'zh-CN': {
    'customer.email_taken': '该邮箱已被其他客户注册',
    'customer.group_required': '请选择客户组：尚未设置默认客户组',
    'customer.address_limit': '每位客户最多保存 {{max}} 个地址',
    'customer_group.name_taken': '名称已存在',
    'customer_group.in_use': '该客户组下仍有 {{count}} 位客户，请先将他们移到其他客户组',
    'customer_group.tax_rules': '该客户组被 {{count}} 条税率规则使用，请先修改这些规则',
    'customer_group.default_locked': '默认客户组不能删除，请先将其他客户组设为默认',
  },
  en: {
    'customer.email_taken': 'This email is already registered to another customer',
    'customer.group_required': 'Choose a customer group: no default group is set',
    'customer.address_limit': 'A customer can keep at most {{max}} addresses',
    'customer_group.name_taken': 'Name already exists',
    'customer_group.in_use': 'This group still has {{count}} customers; move them to another group first',
    'customer_group.tax_rules': 'This group is used by {{count}} tax rules; change those rules first',
    'customer_group.default_locked': 'The default group cannot be deleted; make another group the default first',
  },
  es: {
    'customer.email_taken': 'Este correo electrónico ya está registrado por otro cliente',
    'customer.group_required': 'Elija un grupo de clientes: no hay ningún grupo predeterminado',
    'customer.address_limit': 'Un cliente puede guardar como máximo {{max}} direcciones',
    'customer_group.name_taken': 'El nombre ya existe',
    'customer_group.in_use': 'Este grupo todavía tiene {{count}} clientes; páselos primero a otro grupo',
    'customer_group.tax_rules': 'Este grupo lo usan {{count}} reglas de impuestos; cambie primero esas reglas',
    'customer_group.default_locked':
      'El grupo predeterminado no se puede eliminar; primero haga predeterminado otro grupo',
  },
  ja: {
    'customer.email_taken': 'このメールアドレスは既に他の顧客が登録しています',
    'customer.group_required': '顧客グループを選択してください（デフォルトのグループが設定されていません）',
    'customer.address_limit': '1人の顧客が保存できる住所は最大 {{max}} 件です',
    'customer_group.name_taken': '名前はすでに存在します',
    'customer_group.in_use': 'このグループにはまだ {{count}} 人の顧客がいます。先に別のグループへ移してください',
    'customer_group.tax_rules':
      'このグループは {{count}} 件の税ルールで使われています。先にそれらのルールを変更してください',
    'customer_group.default_locked': 'デフォルトのグループは削除できません。先に別のグループをデフォルトにしてください',
  },
};
