import { defineSharedEntity } from '../../area.ts';
import type { Language } from '../../constants.ts';
import type { SupplierAction, SupplierState } from '../../api/supplier-standing.ts';

/** The states and actions in words, for the refusals' params (the console has its own labels). */
export const SUPPLIER_STATE_WORDS: Record<Language, Record<SupplierState, string>> = {
  'zh-CN': { passed: '已通过待启用', enabled: '已启用', suspended: '已暂停', banned: '已禁止', disabled: '已停用' },
  en: {
    passed: 'passed, not yet enabled',
    enabled: 'enabled',
    suspended: 'suspended',
    banned: 'banned',
    disabled: 'disabled',
  },
  es: {
    passed: 'aprobado, aún no activado',
    enabled: 'activado',
    suspended: 'suspendido',
    banned: 'sancionado',
    disabled: 'desactivado',
  },
  ja: { passed: '承認済み・未有効', enabled: '有効', suspended: '停止中', banned: '禁止中', disabled: '無効' },
};
export const SUPPLIER_ACTION_WORDS: Record<Language, Record<SupplierAction, string>> = {
  'zh-CN': { enable: '启用', suspend: '暂停', reinstate: '恢复', ban: '禁止', lift_ban: '解除禁止', disable: '停用' },
  en: {
    enable: 'enable',
    suspend: 'suspend',
    reinstate: 'reinstate',
    ban: 'ban',
    lift_ban: 'lift the ban',
    disable: 'disable',
  },
  es: {
    enable: 'activar',
    suspend: 'suspender',
    reinstate: 'restablecer',
    ban: 'sancionar',
    lift_ban: 'levantar la sanción',
    disable: 'desactivar',
  },
  ja: { enable: '有効化', suspend: '停止', reinstate: '再開', ban: '禁止', lift_ban: '禁止解除', disable: '無効化' },
};

/** Suppliers: the register, profiles and lifecycle (keys `supply_supplier_*`). */
export const supplierEntity = defineSharedEntity({
  name: 'supplier',
  permissions: [],
  endpoints: [],
  errors: {
    'supplier.illegal_move': 409,
    'supplier.reason_required': 422,
    'supplier.until_required': 422,
    'supplier.until_past': 422,
  },
  messages: {
    'zh-CN': {
      'supplier.illegal_move': '供应商当前为“{{state}}”，不能执行“{{action}}”',
      'supplier.reason_required': '请填写原因',
      'supplier.until_required': '请选择截止时间',
      'supplier.until_past': '截止时间必须晚于现在',
    },
    en: {
      'supplier.illegal_move': 'The supplier is {{state}}, so it cannot be told to {{action}}',
      'supplier.reason_required': 'Enter the reason',
      'supplier.until_required': 'Choose until when',
      'supplier.until_past': 'The end must be later than now',
    },
    es: {
      'supplier.illegal_move': 'El proveedor está {{state}}, así que no se puede {{action}}',
      'supplier.reason_required': 'Indique el motivo',
      'supplier.until_required': 'Elija hasta cuándo',
      'supplier.until_past': 'El final debe ser posterior a ahora',
    },
    ja: {
      'supplier.illegal_move': 'サプライヤーは「{{state}}」のため、「{{action}}」はできません',
      'supplier.reason_required': '理由を入力してください',
      'supplier.until_required': '終了日時を選択してください',
      'supplier.until_past': '終了日時は現在より後にしてください',
    },
  },
});
