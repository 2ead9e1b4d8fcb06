import { defineSharedEntity } from '../../area.ts';
import { amountApi, settlementApi } from '../../api/supply-settlement.ts';

/**
 * Settlement and balances: batches on /supplier/settlement (`supply_settlement_index`, staff run
 * and settle them with `supply_settlement_settle`), balances and withdrawals on /supplier/amount
 * (`supply_settlement_footlist`; suppliers request with `supply_settlement_withdraw`, staff audit
 * with `supply_settlement_audit`). `settlement.voucher_required` and `settlement.voucher_mismatch`
 * are the spec's rule 'settlement voucher required' (a file or a bank reference) with its amount.
 */
export const settlementEntity = defineSharedEntity({
  name: 'settlement',
  permissions: [
    { key: 'supply_settlement_settle', parent: 'supply_settlement_index' },
    { key: 'supply_settlement_audit', parent: 'supply_settlement_footlist' },
    { key: 'supply_settlement_withdraw', parent: 'supply_settlement_footlist', supplier: true, supplierOnly: true },
  ],
  endpoints: [settlementApi, amountApi],
  errors: {
    'settlement.voucher_mismatch': 422,
    'settlement.voucher_required': 422,
    'settlement.voucher_file_missing': 422,
    'settlement.not_to_be_settled': 409,
    'settlement.period_future': 422,
    'settlement.insufficient': 409,
    'settlement.held_bank': 409,
    'settlement.held_dispute': 409,
    'settlement.not_pending': 409,
    'settlement.reason_required': 422,
  },
  messages: {
    'zh-CN': {
      'settlement.voucher_required': '请填写银行流水号或上传结算凭证图片',
      'settlement.voucher_file_missing': '结算凭证图片不存在，请重新上传',
      'settlement.voucher_mismatch': '结算凭证金额 {{voucher}} 必须等于批次总额 {{total}}',
      'settlement.not_to_be_settled': '该结算批次已经结算',
      'settlement.period_future': '只能结算已经开始的月份',
      'settlement.insufficient': '可提现余额不足（可用 {{available}}）',
      'settlement.held_bank': '银行账户变更审核或冷静期内，余额被冻结，暂不能提现',
      'settlement.held_dispute': '余额因争议被冻结，暂不能提现：{{reason}}',
      'settlement.not_pending': '该提现申请已经处理过',
      'settlement.reason_required': '驳回时请填写原因',
    },
    en: {
      'settlement.voucher_required': 'Enter the bank reference or upload a picture of the settlement voucher',
      'settlement.voucher_file_missing': 'The voucher picture was not found: upload it again',
      'settlement.voucher_mismatch': 'The voucher amount {{voucher}} must equal the batch total {{total}}',
      'settlement.not_to_be_settled': 'This settlement batch is already settled',
      'settlement.period_future': 'Only a month that has begun can be settled',
      'settlement.insufficient': 'The available balance is not enough (available {{available}})',
      'settlement.held_bank': 'The balance is held after a bank account change, withdrawals are blocked',
      'settlement.held_dispute': 'The balance is held for a dispute, withdrawals are blocked: {{reason}}',
      'settlement.not_pending': 'This withdrawal has already been decided',
      'settlement.reason_required': 'Enter the reason for the rejection',
    },
    es: {
      'settlement.voucher_required': 'Indique la referencia bancaria o suba una imagen del comprobante de liquidación',
      'settlement.voucher_file_missing': 'No se encontró la imagen del comprobante: vuelva a subirla',
      'settlement.voucher_mismatch':
        'El importe del comprobante {{voucher}} debe ser igual al total del lote {{total}}',
      'settlement.not_to_be_settled': 'Este lote de liquidación ya está liquidado',
      'settlement.period_future': 'Solo se puede liquidar un mes que ya ha comenzado',
      'settlement.insufficient': 'El saldo disponible no alcanza (disponible {{available}})',
      'settlement.held_bank': 'El saldo está retenido tras un cambio de cuenta bancaria, los retiros están bloqueados',
      'settlement.held_dispute': 'El saldo está retenido por una disputa, los retiros están bloqueados: {{reason}}',
      'settlement.not_pending': 'Este retiro ya se ha decidido',
      'settlement.reason_required': 'Indique el motivo del rechazo',
    },
    ja: {
      'settlement.voucher_required': '銀行取引番号を入力するか、精算証憑の画像をアップロードしてください',
      'settlement.voucher_file_missing': '証憑の画像が見つかりません。もう一度アップロードしてください',
      'settlement.voucher_mismatch': '証憑の金額 {{voucher}} はバッチ合計 {{total}} と一致する必要があります',
      'settlement.not_to_be_settled': 'この精算バッチはすでに精算済みです',
      'settlement.period_future': '精算できるのは開始済みの月だけです',
      'settlement.insufficient': '出金可能残高が不足しています（出金可能 {{available}}）',
      'settlement.held_bank': '銀行口座の変更により残高が保留中のため出金できません',
      'settlement.held_dispute': '紛争により残高が保留中のため出金できません：{{reason}}',
      'settlement.not_pending': 'この出金申請はすでに処理済みです',
      'settlement.reason_required': '却下の理由を入力してください',
    },
  },
  notices: {
    'zh-CN': {
      'supply.settlement.settled_file': '{{period}} 的结算批次已结算：{{total}}（凭证见附件）',
      'supply.settlement.settled': '{{period}} 的结算批次已结算：{{total}}（凭证 {{ref}}）',
      'supply.withdrawal.approved': '您的提现申请 {{amount}} 已通过',
      'supply.withdrawal.rejected': '您的提现申请 {{amount}} 被驳回：{{reason}}',
    },
    en: {
      'supply.settlement.settled_file': 'The settlement batch of {{period}} was settled: {{total}} (voucher attached)',
      'supply.settlement.settled': 'The settlement batch of {{period}} was settled: {{total}} (voucher {{ref}})',
      'supply.withdrawal.approved': 'Your withdrawal of {{amount}} was approved',
      'supply.withdrawal.rejected': 'Your withdrawal of {{amount}} was rejected: {{reason}}',
    },
    es: {
      'supply.settlement.settled_file':
        'El lote de liquidación de {{period}} se liquidó: {{total}} (comprobante adjunto)',
      'supply.settlement.settled': 'El lote de liquidación de {{period}} se liquidó: {{total}} (comprobante {{ref}})',
      'supply.withdrawal.approved': 'Su retiro de {{amount}} se aprobó',
      'supply.withdrawal.rejected': 'Su retiro de {{amount}} se rechazó: {{reason}}',
    },
    ja: {
      'supply.settlement.settled_file': '{{period}} の精算バッチが精算されました：{{total}}（証憑添付）',
      'supply.settlement.settled': '{{period}} の精算バッチが精算されました：{{total}}（証憑 {{ref}}）',
      'supply.withdrawal.approved': '{{amount}} の出金申請が承認されました',
      'supply.withdrawal.rejected': '{{amount}} の出金申請が却下されました：{{reason}}',
    },
  },
});
