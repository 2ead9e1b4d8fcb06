import { defineSharedEntity } from '../../area.ts';
import { inspectionApi, inspectionPointApi } from '../../api/supply-inspection.ts';

/**
 * Inspections: the list and detail under `supply_inspection_index` / `supply_inspection_info`
 * (staff and suppliers), staff keys to inspect (`supply_inspection_check`) and to keep control
 * points and overrides (`supply_inspection_point`), and the supplier's request key.
 */
export const inspectionEntity = defineSharedEntity({
  name: 'inspection',
  permissions: [
    { key: 'supply_inspection_check', parent: 'supply_inspection_index' },
    { key: 'supply_inspection_point', parent: 'supply_inspection_index' },
    { key: 'supply_inspection_request', parent: 'supply_inspection_index', supplier: true, supplierOnly: true },
  ],
  endpoints: [inspectionApi, inspectionPointApi],
  errors: {
    'inspection.state': 409,
    'inspection.not_request': 409,
    'inspection.checks_incomplete': 422,
    'inspection.photo_required': 422,
    'inspection.draft_state': 409,
    'inspection.photo_missing': 422,
  },
  messages: {
    'zh-CN': {
      'inspection.state': '该检验已不在检验中',
      'inspection.not_request': '只能取消供应商自己申请且尚未检验的检验',
      'inspection.checks_incomplete': '请填写每一项检验结果',
      'inspection.photo_required': '该检验项需要照片',
      'inspection.draft_state': '该违规草稿已处理',
      'inspection.photo_missing': '照片文件不存在，请重新上传',
    },
    en: {
      'inspection.state': 'This inspection is no longer under inspection',
      'inspection.not_request': 'Only a request of the supplier not yet inspected can be cancelled',
      'inspection.checks_incomplete': 'Fill in the result of every check',
      'inspection.photo_required': 'This check requires a photo',
      'inspection.draft_state': 'This draft violation was already handled',
      'inspection.photo_missing': 'A photo was not found: upload it again',
    },
    es: {
      'inspection.state': 'Esta inspección ya no está en curso',
      'inspection.not_request': 'Solo se puede cancelar una solicitud del proveedor aún no inspeccionada',
      'inspection.checks_incomplete': 'Indique el resultado de cada control',
      'inspection.photo_required': 'Este control requiere una foto',
      'inspection.draft_state': 'Este borrador de infracción ya fue tratado',
      'inspection.photo_missing': 'No se encontró una foto: vuelva a subirla',
    },
    ja: {
      'inspection.state': 'この検品は既に検品中ではありません',
      'inspection.not_request': '取消できるのは、未検品のサプライヤー自身の申請のみです',
      'inspection.checks_incomplete': 'すべての検査項目の結果を入力してください',
      'inspection.photo_required': 'この検査項目には写真が必要です',
      'inspection.draft_state': 'この違反下書きは既に処理済みです',
      'inspection.photo_missing': '写真ファイルが見つかりません。もう一度アップロードしてください',
    },
  },
  notices: {
    'zh-CN': {
      'supply.inspection.approved': '检验 #{{id}} 已通过：批次 {{lot}} 已入库',
      'supply.inspection.failed': '检验 #{{id}} 未通过：批次 {{lot}}',
      'supply.inspection.requested': '供应商申请验货 #{{id}}：批次 {{lot}}',
    },
    en: {
      'supply.inspection.approved': 'Inspection {{id}} approved: lot {{lot}} is in stock',
      'supply.inspection.failed': 'Inspection {{id}} failed: lot {{lot}}',
      'supply.inspection.requested': 'Inspection {{id}} requested by the supplier: lot {{lot}}',
    },
    es: {
      'supply.inspection.approved': 'Inspección {{id}} aprobada: el lote {{lot}} está en stock',
      'supply.inspection.failed': 'Inspección {{id}} no superada: lote {{lot}}',
      'supply.inspection.requested': 'El proveedor solicitó la inspección {{id}}: lote {{lot}}',
    },
    ja: {
      'supply.inspection.approved': '検品 {{id}} 合格：ロット {{lot}} を入庫しました',
      'supply.inspection.failed': '検品 {{id}} 不合格：ロット {{lot}}',
      'supply.inspection.requested': 'サプライヤーが検品 {{id}} を申請しました：ロット {{lot}}',
    },
  },
});
