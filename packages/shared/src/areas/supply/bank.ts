import { defineSharedEntity } from '../../area.ts';
import type { Language } from '../../constants.ts';
import { bankAuditApi, bankOwnApi, type BankCheckedField } from '../../api/supply-bank.ts';

/** The checked fields in words, for the refusal's `field` param (the console labels its own fields). */
export const BANK_FIELD_WORDS: Record<Language, Record<BankCheckedField, string>> = {
  'zh-CN': { bankName: '开户银行', accountName: '开户名', accountNumber: '银行账号' },
  en: { bankName: 'bank name', accountName: 'account holder name', accountNumber: 'account number' },
  es: { bankName: 'nombre del banco', accountName: 'titular de la cuenta', accountNumber: 'número de cuenta' },
  ja: { bankName: '銀行名', accountName: '口座名義', accountNumber: '口座番号' },
};

/**
 * Bank card changes: staff review them with `supply_bank_audit` (declared with the area's keys);
 * supplier users request them from their merchant center with `supply_bank_own`.
 * `bank.verify_failed` is the spec's message 'The verified bank card information is incorrect,
 * please re-authenticate', naming the field that failed.
 */
export const bankEntity = defineSharedEntity({
  name: 'bank',
  permissions: [{ key: 'supply_bank_own', parent: 'supply', supplier: true, supplierOnly: true }],
  endpoints: [bankAuditApi, bankOwnApi],
  errors: {
    'bank.verify_failed': 422,
    'bank.pending_exists': 409,
    'bank.same_account': 422,
    'bank.not_pending': 409,
    'bank.no_profile': 409,
    'bank.reason_required': 422,
  },
  messages: {
    'zh-CN': {
      'bank.verify_failed': '银行卡信息验证不正确，请重新认证（{{field}}）',
      'bank.pending_exists': '已有一条银行卡变更在等待审核，审核完成或撤回后才能再次提交',
      'bank.same_account': '新账号与当前结算账号相同',
      'bank.not_pending': '这条银行卡变更已经处理过了',
      'bank.no_profile': '该供应商还没有资料，无法变更银行卡',
      'bank.reason_required': '驳回时请填写原因',
    },
    en: {
      'bank.verify_failed':
        'The verified bank card information is incorrect, please re-authenticate (check the {{field}})',
      'bank.pending_exists':
        'A bank card change is already waiting for audit; submit again once it is decided or withdrawn',
      'bank.same_account': 'The new account is the account settlements are already paid to',
      'bank.not_pending': 'This bank card change has already been decided',
      'bank.no_profile': 'This supplier has no profile yet, so its bank card cannot be changed',
      'bank.reason_required': 'Enter the reason for the rejection',
    },
    es: {
      'bank.verify_failed':
        'La información verificada de la tarjeta bancaria es incorrecta, vuelva a autenticarse (revise el {{field}})',
      'bank.pending_exists':
        'Ya hay un cambio de tarjeta bancaria pendiente de revisión; envíe otro cuando se decida o se retire',
      'bank.same_account': 'La cuenta nueva es la cuenta a la que ya se pagan las liquidaciones',
      'bank.not_pending': 'Este cambio de tarjeta bancaria ya se ha decidido',
      'bank.no_profile': 'Este proveedor todavía no tiene perfil, así que no se puede cambiar su tarjeta bancaria',
      'bank.reason_required': 'Indique el motivo del rechazo',
    },
    ja: {
      'bank.verify_failed': '確認された銀行カード情報が正しくありません。再認証してください（{{field}}）',
      'bank.pending_exists': '審査待ちの銀行カード変更があります。決定または取り下げ後に再提出してください',
      'bank.same_account': '新しい口座は現在の精算口座と同じです',
      'bank.not_pending': 'この銀行カード変更はすでに処理されています',
      'bank.no_profile': 'このサプライヤーにはまだプロフィールがないため、銀行カードを変更できません',
      'bank.reason_required': '却下の理由を入力してください',
    },
  },
  notices: {
    'zh-CN': {
      'supply.bank.approved': '您的银行卡变更（尾号 {{last4}}）已通过审核，冷静期至 {{until}}',
      'supply.bank.rejected': '您的银行卡变更（尾号 {{last4}}）被驳回：{{reason}}',
      'supply.bank.submitted': '{{supplier}} 提交了银行卡变更，等待审核',
    },
    en: {
      'supply.bank.approved': 'Your bank card change (ending {{last4}}) was approved; payouts resume after {{until}}',
      'supply.bank.rejected': 'Your bank card change (ending {{last4}}) was rejected: {{reason}}',
      'supply.bank.submitted': '{{supplier}} requested a bank card change; it waits for audit',
    },
    es: {
      'supply.bank.approved':
        'Su cambio de tarjeta bancaria (terminada en {{last4}}) se aprobó; los pagos se reanudan después de {{until}}',
      'supply.bank.rejected': 'Su cambio de tarjeta bancaria (terminada en {{last4}}) se rechazó: {{reason}}',
      'supply.bank.submitted': '{{supplier}} solicitó un cambio de tarjeta bancaria; espera revisión',
    },
    ja: {
      'supply.bank.approved': '銀行カード変更（末尾 {{last4}}）が承認されました。{{until}} 以降に支払いが再開されます',
      'supply.bank.rejected': '銀行カード変更（末尾 {{last4}}）が却下されました：{{reason}}',
      'supply.bank.submitted': '{{supplier}} が銀行カード変更を申請しました。審査待ちです',
    },
  },
});
