import type { Language } from '../../constants.ts';

/**
 * Notification texts of violations and appeals. A type's name arrives in every language
 * (`type_zh`, `type_en`, `type_es`, `type_ja`), so each reader sees it in their own.
 */
export const violationNotices: Record<Language, Record<string, string>> = {
  'zh-CN': {
    'supply.violation.recorded': '违规记录：{{type_zh}}，扣 {{points}} 分',
    'supply.violation.points': '当前有效扣分 {{total}} 分',
    'supply.violation.banned': '当前有效扣分 {{total}} 分；禁止至 {{until}}',
    'supply.violation.bid_banned': '当前有效扣分 {{total}} 分；禁止竞标至 {{until}}',
    'supply.violation.appeal_submitted': '{{supplier}} 对违规 #{{id}} 提出申诉',
    'supply.violation.appeal_granted': '您对违规 #{{id}} 的申诉已通过，{{points}} 分已撤销',
    'supply.violation.appeal_denied': '您对违规 #{{id}} 的申诉被驳回：{{reason}}',
  },
  en: {
    'supply.violation.recorded': 'Violation recorded: {{type_en}}, {{points}} points',
    'supply.violation.points': 'Active points now: {{total}}',
    'supply.violation.banned': 'Active points now: {{total}}; banned until {{until}}',
    'supply.violation.bid_banned': 'Active points now: {{total}}; bidding banned until {{until}}',
    'supply.violation.appeal_submitted': '{{supplier}} appealed violation #{{id}}',
    'supply.violation.appeal_granted': 'Your appeal of violation #{{id}} was granted: {{points}} points reversed',
    'supply.violation.appeal_denied': 'Your appeal of violation #{{id}} was denied: {{reason}}',
  },
  es: {
    'supply.violation.recorded': 'Infracción registrada: {{type_es}}, {{points}} puntos',
    'supply.violation.points': 'Puntos activos ahora: {{total}}',
    'supply.violation.banned': 'Puntos activos ahora: {{total}}; sancionado hasta {{until}}',
    'supply.violation.bid_banned': 'Puntos activos ahora: {{total}}; sin poder pujar hasta {{until}}',
    'supply.violation.appeal_submitted': '{{supplier}} recurrió la infracción n.º {{id}}',
    'supply.violation.appeal_granted':
      'Su recurso de la infracción n.º {{id}} fue aceptado: se anularon {{points}} puntos',
    'supply.violation.appeal_denied': 'Su recurso de la infracción n.º {{id}} fue rechazado: {{reason}}',
  },
  ja: {
    'supply.violation.recorded': '違反が記録されました：{{type_ja}}、{{points}} 点',
    'supply.violation.points': '現在の有効点数：{{total}} 点',
    'supply.violation.banned': '現在の有効点数：{{total}} 点。{{until}} まで禁止',
    'supply.violation.bid_banned': '現在の有効点数：{{total}} 点。{{until}} まで入札禁止',
    'supply.violation.appeal_submitted': '{{supplier}} が違反 #{{id}} に異議を申し立てました',
    'supply.violation.appeal_granted': '違反 #{{id}} への異議申し立てが認められ、{{points}} 点が取り消されました',
    'supply.violation.appeal_denied': '違反 #{{id}} への異議申し立ては却下されました：{{reason}}',
  },
};
