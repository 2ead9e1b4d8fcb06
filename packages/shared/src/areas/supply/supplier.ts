import { defineSharedEntity } from '../../area.ts';
import type { Language } from '../../constants.ts';
import type { SupplierAction, SupplierState } from '../../api/supplier-standing.ts';
import { supplierOwnApi, supplierViewAsApi } from '../../api/supply-supplier-own.ts';
import { supplierRegisterApi } from '../../api/supply-supplier.ts';
import { supplierNotices } from './supplier-words.ts';

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
  permissions: [
    { key: 'supply_supplier_add', parent: 'supply_supplier_index' },
    { key: 'supply_supplier_edit', parent: 'supply_supplier_index' },
    { key: 'supply_supplier_status', parent: 'supply_supplier_index' },
    {
      key: 'supply_supplier_center',
      parent: 'supply',
      routes: ['/profile/merchant'],
      supplier: true,
      supplierOnly: true,
    },
  ],
  endpoints: [supplierRegisterApi, supplierOwnApi, supplierViewAsApi],
  errors: {
    'supplier.illegal_move': 409,
    'supplier.reason_required': 422,
    'supplier.until_required': 422,
    'supplier.until_past': 422,
    'supplier.field_required': 422,
    'supplier.name_taken': 409,
    'supplier.change_pending': 409,
    'supplier.no_change': 422,
    'supplier.change_decided': 409,
    'supplier.file_type': 422,
    'supplier.file_size': 413,
    'supplier.file_missing': 422,
  },
  messages: {
    'zh-CN': {
      'supplier.illegal_move': '供应商当前为“{{state}}”，不能执行“{{action}}”',
      'supplier.reason_required': '请填写原因',
      'supplier.until_required': '请选择截止时间',
      'supplier.until_past': '截止时间必须晚于现在',
      'supplier.field_required': '请填写{{field}}',
      'supplier.name_taken': '供应商名称“{{name}}”已被使用',
      'supplier.change_pending': '您已有一项资料变更正在审核，请等待审核结果后再修改',
      'supplier.no_change': '没有修改任何内容',
      'supplier.change_decided': '该资料变更已审核过',
      'supplier.file_type': '证件文件只能是 PDF、JPG 或 PNG',
      'supplier.file_size': '证件文件不能超过 {{limit}}',
      'supplier.file_missing': '上传的文件不存在，请重新上传',
    },
    en: {
      'supplier.illegal_move': 'The supplier is {{state}}, so it cannot be told to {{action}}',
      'supplier.reason_required': 'Enter the reason',
      'supplier.until_required': 'Choose until when',
      'supplier.until_past': 'The end must be later than now',
      'supplier.field_required': 'Enter {{field}}',
      'supplier.name_taken': 'The supplier name "{{name}}" is already used',
      'supplier.change_pending':
        'A profile change of yours is waiting for review; change the profile again once it is decided',
      'supplier.no_change': 'Nothing was changed',
      'supplier.change_decided': 'This profile change was already decided',
      'supplier.file_type': 'A document must be a PDF, JPG or PNG file',
      'supplier.file_size': 'A document may be at most {{limit}}',
      'supplier.file_missing': 'The uploaded file is gone: upload it again',
    },
    es: {
      'supplier.illegal_move': 'El proveedor está {{state}}, así que no se puede {{action}}',
      'supplier.reason_required': 'Indique el motivo',
      'supplier.until_required': 'Elija hasta cuándo',
      'supplier.until_past': 'El final debe ser posterior a ahora',
      'supplier.field_required': 'Indique {{field}}',
      'supplier.name_taken': 'El nombre de proveedor «{{name}}» ya está en uso',
      'supplier.change_pending':
        'Ya tiene un cambio de perfil pendiente de revisión; vuelva a cambiar el perfil cuando se decida',
      'supplier.no_change': 'No se cambió nada',
      'supplier.change_decided': 'Este cambio de perfil ya se decidió',
      'supplier.file_type': 'Un documento debe ser un archivo PDF, JPG o PNG',
      'supplier.file_size': 'Un documento puede ocupar como máximo {{limit}}',
      'supplier.file_missing': 'El archivo subido ya no existe: súbalo de nuevo',
    },
    ja: {
      'supplier.illegal_move': 'サプライヤーは「{{state}}」のため、「{{action}}」はできません',
      'supplier.reason_required': '理由を入力してください',
      'supplier.until_required': '終了日時を選択してください',
      'supplier.until_past': '終了日時は現在より後にしてください',
      'supplier.field_required': '{{field}}を入力してください',
      'supplier.name_taken': 'サプライヤー名「{{name}}」は既に使われています',
      'supplier.change_pending': 'プロフィールの変更が審査中です。審査結果が出てから再度変更してください',
      'supplier.no_change': '変更された項目がありません',
      'supplier.change_decided': 'このプロフィール変更は既に審査済みです',
      'supplier.file_type': '書類は PDF、JPG、PNG のいずれかにしてください',
      'supplier.file_size': '書類は {{limit}} 以下にしてください',
      'supplier.file_missing': 'アップロードしたファイルが見つかりません。もう一度アップロードしてください',
    },
  },
  notices: supplierNotices(),
});
