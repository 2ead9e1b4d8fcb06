import { defineSharedEntity } from '../../area.ts';
import { invoiceAuditApi, invoiceOwnApi } from '../../api/supply-invoice.ts';

/**
 * Supplier invoices: staff audit them on /supplier/invoice (`supply_invoice_index`), supplier
 * users submit theirs on /profile/invoice (`supply_profile_invoice`), both keys declared with the
 * area's. `invoice.file_or_link` is the spec's rule 'Invoice or e-invoice link: one of the two required'.
 */
export const invoiceEntity = defineSharedEntity({
  name: 'invoice',
  permissions: [],
  endpoints: [invoiceAuditApi, invoiceOwnApi],
  errors: {
    'invoice.file_or_link': 422,
    'invoice.duplicate_number': 409,
    'invoice.file_type': 422,
    'invoice.file_size': 413,
    'invoice.file_error': 422,
    'invoice.file_missing': 422,
    'invoice.not_pending': 409,
    'invoice.reason_required': 422,
  },
  messages: {
    'zh-CN': {
      'invoice.file_or_link': '发票文件或电子发票链接：二者必须填写其一（且只能填写一个）',
      'invoice.duplicate_number': '该发票号码已经提交过',
      'invoice.file_type': '发票文件只能是 PDF、JPG 或 PNG（按文件内容判断）',
      'invoice.file_size': '发票文件不能超过 {{limit}}',
      'invoice.file_error': '请选择一个发票文件上传',
      'invoice.file_missing': '找不到上传的发票文件，请重新上传',
      'invoice.not_pending': '这张发票已经处理过或已撤回',
      'invoice.reason_required': '驳回时请填写原因',
    },
    en: {
      'invoice.file_or_link': 'Invoice or e-invoice link: one of the two required (and only one)',
      'invoice.duplicate_number': 'This invoice number has already been submitted',
      'invoice.file_type': 'The invoice file must be a PDF, JPG or PNG (judged by its content)',
      'invoice.file_size': 'The invoice file may be at most {{limit}}',
      'invoice.file_error': 'Choose one invoice file to upload',
      'invoice.file_missing': 'The uploaded invoice file was not found; upload it again',
      'invoice.not_pending': 'This invoice has already been decided or withdrawn',
      'invoice.reason_required': 'Enter the reason for the rejection',
    },
    es: {
      'invoice.file_or_link': 'Factura o enlace de factura electrónica: se requiere uno de los dos (y solo uno)',
      'invoice.duplicate_number': 'Este número de factura ya se ha presentado',
      'invoice.file_type': 'El archivo de la factura debe ser PDF, JPG o PNG (según su contenido)',
      'invoice.file_size': 'El archivo de la factura puede tener como máximo {{limit}}',
      'invoice.file_error': 'Elija un archivo de factura para subir',
      'invoice.file_missing': 'No se encontró el archivo de factura subido; súbalo de nuevo',
      'invoice.not_pending': 'Esta factura ya se ha decidido o retirado',
      'invoice.reason_required': 'Indique el motivo del rechazo',
    },
    ja: {
      'invoice.file_or_link': '請求書ファイルまたは電子請求書リンク：どちらか一方が必要です（両方は不可）',
      'invoice.duplicate_number': 'この請求書番号はすでに提出されています',
      'invoice.file_type': '請求書ファイルは PDF、JPG、PNG のいずれかにしてください（内容で判定）',
      'invoice.file_size': '請求書ファイルは {{limit}} 以下にしてください',
      'invoice.file_error': 'アップロードする請求書ファイルを1つ選択してください',
      'invoice.file_missing': 'アップロードされた請求書ファイルが見つかりません。もう一度アップロードしてください',
      'invoice.not_pending': 'この請求書はすでに処理済みか取り下げられています',
      'invoice.reason_required': '却下の理由を入力してください',
    },
  },
  notices: {
    'zh-CN': {
      'supply.invoice.approved': '您的发票 {{number}} 已通过审核',
      'supply.invoice.rejected': '您的发票 {{number}} 被驳回：{{reason}}',
    },
    en: {
      'supply.invoice.approved': 'Your invoice {{number}} was approved',
      'supply.invoice.rejected': 'Your invoice {{number}} was rejected: {{reason}}',
    },
    es: {
      'supply.invoice.approved': 'Su factura {{number}} se aprobó',
      'supply.invoice.rejected': 'Su factura {{number}} se rechazó: {{reason}}',
    },
    ja: {
      'supply.invoice.approved': '請求書 {{number}} が承認されました',
      'supply.invoice.rejected': '請求書 {{number}} が却下されました：{{reason}}',
    },
  },
});
