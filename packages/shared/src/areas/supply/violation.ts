import { defineSharedEntity } from '../../area.ts';
import type { Language } from '../../constants.ts';
import { markApi } from '../../api/supply-mark.ts';
import { ownViolationApi, violationApi, type NextSanction } from '../../api/supply-violation.ts';
import { violationLadderApi, violationTypeApi, type Sanction } from '../../api/supply-violation-type.ts';
import { violationNotices } from './violation-notices.ts';

/** A sanction in words ("7-day bid ban"), per language. */
export function sanctionText(lang: Language, sanction: Sanction, days: number): string {
  const words: Record<Language, Record<Sanction, string>> = {
    'zh-CN': {
      warning: '警告',
      bid_ban: `禁止竞标 ${days} 天`,
      ban: `禁止 ${days} 天`,
      suspension: days > 0 ? `暂停 ${days} 天` : '暂停合作',
    },
    en: {
      warning: 'warning',
      bid_ban: `${days}-day bid ban`,
      ban: `${days}-day ban`,
      suspension: days > 0 ? `${days}-day suspension` : 'suspension',
    },
    es: {
      warning: 'advertencia',
      bid_ban: `prohibición de pujar ${days} días`,
      ban: `sanción de ${days} días`,
      suspension: days > 0 ? `suspensión de ${days} días` : 'suspensión',
    },
    ja: {
      warning: '警告',
      bid_ban: `${days} 日間の入札禁止`,
      ban: `${days} 日間の禁止`,
      suspension: days > 0 ? `${days} 日間の停止` : '取引停止',
    },
  };
  return words[lang][sanction];
}

/** The next sanction as the supplier reads it: "1 more point: 7-day bid ban". */
export function nextSanctionText(lang: Language, next: NextSanction): string {
  const what = sanctionText(lang, next.sanction, next.days);
  const n = next.missing;
  switch (lang) {
    case 'zh-CN':
      return `再扣 ${n} 分：${what}`;
    case 'es':
      return `${n} ${n === 1 ? 'punto más' : 'puntos más'}: ${what}`;
    case 'ja':
      return `あと ${n} 点：${what}`;
    default:
      return `${n} more ${n === 1 ? 'point' : 'points'}: ${what}`;
  }
}

/**
 * Violations (catalogue, append-only ledger, sanction ladder, appeals) and marks: the keys under
 * `supply_violation_index` and `supply_mark`, the contracts and their refusals. 'Mark failure'
 * (`mark.failure`) answers every mark that cannot be saved; `data.reason` says why.
 */
export const violationEntity = defineSharedEntity({
  name: 'violation',
  permissions: [
    { key: 'supply_violation_add', parent: 'supply_violation_index' },
    { key: 'supply_violation_type', parent: 'supply_violation_index' },
    { key: 'supply_violation_appeal', parent: 'supply_violation_index' },
    { key: 'supply_violation_own', parent: 'supply', supplier: true, supplierOnly: true },
  ],
  endpoints: [violationTypeApi, violationLadderApi, violationApi, ownViolationApi, markApi],
  errors: {
    'violation.type_code_taken': 409,
    'violation.type_in_use': 409,
    'violation.type_disabled': 422,
    'violation.evidence_required': 422,
    'violation.evidence_missing': 422,
    'violation.future': 422,
    'violation.already_expired': 422,
    'violation.not_appealable': 409,
    'violation.appeal_expired': 409,
    'violation.appeal_exists': 409,
    'violation.appeal_decided': 409,
    'violation.reversal': 409,
    'mark.failure': 422,
  },
  messages: {
    'zh-CN': {
      'violation.type_code_taken': '违规类型代码已存在',
      'violation.type_in_use': '已有 {{count}} 条违规记录使用该类型，不能删除；可以改为停用',
      'violation.type_disabled': '该违规类型不存在或已停用',
      'violation.evidence_required': '该违规类型需要上传证据',
      'violation.evidence_missing': '证据文件不存在，请重新上传',
      'violation.future': '违规时间不能晚于现在',
      'violation.already_expired': '违规时间过早：其扣分已过期',
      'violation.not_appealable': '该违规类型不允许申诉',
      'violation.appeal_expired': '该违规的扣分已过期，不能再申诉',
      'violation.appeal_exists': '该违规已申诉过，每条只能申诉一次',
      'violation.appeal_decided': '该申诉已处理',
      'violation.reversal': '冲销记录不能申诉',
      'mark.failure': '评分失败',
    },
    en: {
      'violation.type_code_taken': 'A violation type with this code already exists',
      'violation.type_in_use': '{{count}} violations use this type, so it cannot be deleted; disable it instead',
      'violation.type_disabled': 'This violation type does not exist or is disabled',
      'violation.evidence_required': 'This violation type requires evidence: upload at least one file',
      'violation.evidence_missing': 'An evidence file was not found: upload it again',
      'violation.future': 'The time of the violation cannot be later than now',
      'violation.already_expired': 'The violation is too old: its points would already have expired',
      'violation.not_appealable': 'Violations of this type cannot be appealed',
      'violation.appeal_expired': 'The points of this violation have expired, so it can no longer be appealed',
      'violation.appeal_exists': 'This violation was already appealed; each can be appealed once',
      'violation.appeal_decided': 'This appeal was already decided',
      'violation.reversal': 'A reversal line cannot be appealed',
      'mark.failure': 'Mark failure',
    },
    es: {
      'violation.type_code_taken': 'Ya existe un tipo de infracción con este código',
      'violation.type_in_use':
        '{{count}} infracciones usan este tipo, así que no se puede eliminar; desactívelo en su lugar',
      'violation.type_disabled': 'Este tipo de infracción no existe o está desactivado',
      'violation.evidence_required': 'Este tipo de infracción requiere pruebas: suba al menos un archivo',
      'violation.evidence_missing': 'No se encontró un archivo de prueba: vuelva a subirlo',
      'violation.future': 'La hora de la infracción no puede ser posterior a ahora',
      'violation.already_expired': 'La infracción es demasiado antigua: sus puntos ya habrían caducado',
      'violation.not_appealable': 'Las infracciones de este tipo no se pueden recurrir',
      'violation.appeal_expired': 'Los puntos de esta infracción han caducado, ya no se puede recurrir',
      'violation.appeal_exists': 'Esta infracción ya fue recurrida; cada una se recurre una sola vez',
      'violation.appeal_decided': 'Este recurso ya fue resuelto',
      'violation.reversal': 'Una línea de anulación no se puede recurrir',
      'mark.failure': 'Error al calificar',
    },
    ja: {
      'violation.type_code_taken': 'このコードの違反種別は既に存在します',
      'violation.type_in_use': 'この種別を使う違反が {{count}} 件あるため削除できません。代わりに無効にしてください',
      'violation.type_disabled': 'この違反種別は存在しないか無効です',
      'violation.evidence_required': 'この違反種別には証拠が必要です。ファイルを 1 つ以上アップロードしてください',
      'violation.evidence_missing': '証拠ファイルが見つかりません。もう一度アップロードしてください',
      'violation.future': '違反日時は現在より後にできません',
      'violation.already_expired': '違反が古すぎます。その点数は既に失効しています',
      'violation.not_appealable': 'この種別の違反には異議申し立てできません',
      'violation.appeal_expired': 'この違反の点数は失効したため、異議申し立てできません',
      'violation.appeal_exists': 'この違反には既に異議申し立て済みです（各 1 回まで）',
      'violation.appeal_decided': 'この異議申し立ては既に処理済みです',
      'violation.reversal': '取消行には異議申し立てできません',
      'mark.failure': '評価に失敗しました',
    },
  },
  notices: violationNotices,
});
