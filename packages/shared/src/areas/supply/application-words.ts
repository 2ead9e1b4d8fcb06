import type { Language } from '../../constants.ts';
import type { ApplicationReasonCode } from '../../api/supply-application.ts';

/** The texts of the rejection reasons, as the applicant reads them (status page and e-mail). */
export const APPLICATION_REASON_TEXTS: Record<Language, Record<ApplicationReasonCode, string>> = {
  'zh-CN': {
    illegible: '文件不清晰，无法辨认',
    expired: '证件已过期',
    mismatch: '与其他资料不一致',
    missing: '缺少内容或文件',
    invalid_format: '格式不正确',
    not_authorised: '未获授权或授权不足',
    duplicate: '与已有供应商重复',
    other: '其他原因',
  },
  en: {
    illegible: 'The document is not legible',
    expired: 'The document has expired',
    mismatch: 'It does not match the other information',
    missing: 'Something is missing',
    invalid_format: 'The format is not valid',
    not_authorised: 'Not authorised, or the authorisation is insufficient',
    duplicate: 'It duplicates an existing supplier',
    other: 'Other reason',
  },
  es: {
    illegible: 'El documento no es legible',
    expired: 'El documento ha caducado',
    mismatch: 'No coincide con el resto de la información',
    missing: 'Falta información o un archivo',
    invalid_format: 'El formato no es válido',
    not_authorised: 'Sin autorización o autorización insuficiente',
    duplicate: 'Coincide con un proveedor existente',
    other: 'Otro motivo',
  },
  ja: {
    illegible: '書類が判読できません',
    expired: '書類の有効期限が切れています',
    mismatch: '他の情報と一致しません',
    missing: '内容またはファイルが不足しています',
    invalid_format: '形式が正しくありません',
    not_authorised: '権限がない、または不十分です',
    duplicate: '既存のサプライヤーと重複しています',
    other: 'その他の理由',
  },
};

/** The notification and e-mail texts of applications (merged into NOTIFICATION_TEXTS). */
export const APPLICATION_NOTICES: Record<Language, Record<string, string>> = {
  'zh-CN': {
    'supply.application.mail_footer': '您收到这封邮件，是因为您在本商城申请成为供应商。',
    'supply.application.submitted': '新的供应商入驻申请 {{reference}}：{{name}}',
    'supply.application.resubmitted': '供应商入驻申请 {{reference}} 已重新提交（第 {{round}} 轮）：{{name}}',
    'supply.application.account_ready': '您的供应商账号 {{username}} 已开通',
    'supply.application.account_ready_body':
      '请使用发送至 {{email}} 的一次性激活链接（{{until}} 前有效）或申请状态页设置密码，然后登录并接受供应商协议。',
    'supply.application.mail_received': '已收到您的供应商入驻申请 {{reference}}',
    'supply.application.mail_received_body':
      '感谢您的申请。我们将尽快审核，结果会通过邮件通知您。随时可在此查看进度：{{url}}',
    'supply.application.mail_failed': '您的供应商入驻申请 {{reference}} 未通过审核',
    'supply.application.mail_failed_body': '以下资料需要修改后重新提交：\n{{reasons}}\n请在此修改并重新提交：{{url}}',
    'supply.application.mail_passed': '您的供应商入驻申请 {{reference}} 已通过',
    'supply.application.mail_passed_body':
      '您的供应商账号用户名为 {{username}}。请通过以下一次性链接设置密码（{{until}} 前有效）：{{url}}\n设置后请登录并接受供应商协议。',
  },
  en: {
    'supply.application.mail_footer': 'You received this e-mail because you applied to become a supplier of this shop.',
    'supply.application.submitted': 'New supplier application {{reference}}: {{name}}',
    'supply.application.resubmitted': 'Supplier application {{reference}} resubmitted (round {{round}}): {{name}}',
    'supply.application.account_ready': 'Your supplier account {{username}} is ready',
    'supply.application.account_ready_body':
      'Set your password with the one-time activation link sent to {{email}} (valid until {{until}}) or from ' +
      "your application's status page, then sign in and accept the supplier agreement.",
    'supply.application.mail_received': 'We received your supplier application {{reference}}',
    'supply.application.mail_received_body':
      'Thank you for applying. We will review it soon and tell you the outcome by e-mail. Follow it at any ' +
      'time here: {{url}}',
    'supply.application.mail_failed': 'Your supplier application {{reference}} was not approved',
    'supply.application.mail_failed_body':
      'These items need to be corrected and submitted again:\n{{reasons}}\nCorrect and resubmit them here: {{url}}',
    'supply.application.mail_passed': 'Your supplier application {{reference}} was approved',
    'supply.application.mail_passed_body':
      'Your supplier user name is {{username}}. Set your password with this one-time link (valid until ' +
      '{{until}}): {{url}}\nThen sign in and accept the supplier agreement.',
  },
  es: {
    'supply.application.mail_footer': 'Recibe este correo porque solicitó ser proveedor de esta tienda.',
    'supply.application.submitted': 'Nueva solicitud de proveedor {{reference}}: {{name}}',
    'supply.application.resubmitted': 'Solicitud de proveedor {{reference}} reenviada (ronda {{round}}): {{name}}',
    'supply.application.account_ready': 'Su cuenta de proveedor {{username}} está lista',
    'supply.application.account_ready_body':
      'Establezca su contraseña con el enlace de activación de un solo uso enviado a {{email}} (válido hasta ' +
      '{{until}}) o desde la página de estado de su solicitud; después inicie sesión y acepte el acuerdo de ' +
      'proveedor.',
    'supply.application.mail_received': 'Hemos recibido su solicitud de proveedor {{reference}}',
    'supply.application.mail_received_body':
      'Gracias por su solicitud. La revisaremos pronto y le comunicaremos el resultado por correo. Sígala en ' +
      'cualquier momento aquí: {{url}}',
    'supply.application.mail_failed': 'Su solicitud de proveedor {{reference}} no ha sido aprobada',
    'supply.application.mail_failed_body':
      'Estos datos deben corregirse y enviarse de nuevo:\n{{reasons}}\nCorríjalos y reenvíelos aquí: {{url}}',
    'supply.application.mail_passed': 'Su solicitud de proveedor {{reference}} ha sido aprobada',
    'supply.application.mail_passed_body':
      'Su usuario de proveedor es {{username}}. Establezca su contraseña con este enlace de un solo uso ' +
      '(válido hasta {{until}}): {{url}}\nDespués inicie sesión y acepte el acuerdo de proveedor.',
  },
  ja: {
    'supply.application.mail_footer': 'このショップのサプライヤーに申請されたため、このメールをお送りしています。',
    'supply.application.submitted': '新しいサプライヤー申請 {{reference}}：{{name}}',
    'supply.application.resubmitted': 'サプライヤー申請 {{reference}} が再提出されました（第 {{round}} 回）：{{name}}',
    'supply.application.account_ready': 'サプライヤーアカウント {{username}} が作成されました',
    'supply.application.account_ready_body':
      '{{email}} に送信した一回限りの有効化リンク（{{until}} まで有効）または申請状況ページからパスワードを設定し、ログインしてサプライヤー契約に同意してください。',
    'supply.application.mail_received': 'サプライヤー申請 {{reference}} を受け付けました',
    'supply.application.mail_received_body':
      'お申し込みありがとうございます。審査結果はメールでお知らせします。進捗はこちらでいつでも確認できます：{{url}}',
    'supply.application.mail_failed': 'サプライヤー申請 {{reference}} は承認されませんでした',
    'supply.application.mail_failed_body':
      '次の項目を修正して再提出してください：\n{{reasons}}\n修正・再提出はこちら：{{url}}',
    'supply.application.mail_passed': 'サプライヤー申請 {{reference}} が承認されました',
    'supply.application.mail_passed_body':
      'サプライヤーのユーザー名は {{username}} です。次の一回限りのリンク（{{until}} まで有効）からパスワードを設定してください：{{url}}\nその後ログインしてサプライヤー契約に同意してください。',
  },
};

type ItemKey =
  | import('../../api/supply-application.ts').ApplicationField
  | import('../../api/supply-application.ts').OnboardingDocument;

/** The items' names (fields and documents), for the e-mails; the console has the same in its locale files. */
export const APPLICATION_ITEM_WORDS: Record<Language, Record<ItemKey, string>> = {
  'zh-CN': {
    enterpriseName: '企业名称',
    registrationNumber: '注册号',
    taxId: '税号',
    address: '地址',
    licenceNumber: '营业执照号',
    licenceExpiresOn: '执照有效期至',
    legalPersonName: '法人姓名',
    legalPersonIdNumber: '法人证件号',
    operatorName: '经办人姓名',
    operatorPhone: '经办人电话',
    operatorEmail: '经办人邮箱',
    contactPhone: '联系电话',
    bankName: '开户银行',
    bankBranch: '开户支行',
    bankAccountName: '账户名称',
    bankAccountNumber: '银行账号',
    business_licence: '营业执照',
    tax_registration: '税务登记证',
    legal_person_id: '法人身份证件',
    bank_account_proof: '开户许可证明',
    brand_authorisation: '品牌授权书',
    industry_permit: '行业许可证',
  },
  en: {
    enterpriseName: 'Enterprise name',
    registrationNumber: 'Registration number',
    taxId: 'Tax ID',
    address: 'Address',
    licenceNumber: 'Licence number',
    licenceExpiresOn: 'Licence valid until',
    legalPersonName: 'Legal person',
    legalPersonIdNumber: 'Legal person ID number',
    operatorName: 'Operator name',
    operatorPhone: 'Operator phone',
    operatorEmail: 'Operator e-mail',
    contactPhone: 'Contact phone',
    bankName: 'Bank',
    bankBranch: 'Bank branch',
    bankAccountName: 'Account name',
    bankAccountNumber: 'Account number',
    business_licence: 'Business licence',
    tax_registration: 'Tax registration',
    legal_person_id: "Legal person's ID",
    bank_account_proof: 'Bank account proof',
    brand_authorisation: 'Brand authorisation',
    industry_permit: 'Industry permit',
  },
  es: {
    enterpriseName: 'Nombre de la empresa',
    registrationNumber: 'Número de registro',
    taxId: 'NIF',
    address: 'Dirección',
    licenceNumber: 'Número de licencia',
    licenceExpiresOn: 'Licencia válida hasta',
    legalPersonName: 'Representante legal',
    legalPersonIdNumber: 'Documento del representante legal',
    operatorName: 'Nombre del gestor',
    operatorPhone: 'Teléfono del gestor',
    operatorEmail: 'Correo del gestor',
    contactPhone: 'Teléfono de contacto',
    bankName: 'Banco',
    bankBranch: 'Sucursal',
    bankAccountName: 'Titular de la cuenta',
    bankAccountNumber: 'Número de cuenta',
    business_licence: 'Licencia comercial',
    tax_registration: 'Alta fiscal',
    legal_person_id: 'Documento de identidad del representante',
    bank_account_proof: 'Certificado de titularidad bancaria',
    brand_authorisation: 'Autorización de marca',
    industry_permit: 'Permiso sectorial',
  },
  ja: {
    enterpriseName: '企業名',
    registrationNumber: '登記番号',
    taxId: '税番号',
    address: '住所',
    licenceNumber: '営業許可番号',
    licenceExpiresOn: '許可の有効期限',
    legalPersonName: '代表者氏名',
    legalPersonIdNumber: '代表者の身分証番号',
    operatorName: '担当者氏名',
    operatorPhone: '担当者電話番号',
    operatorEmail: '担当者メール',
    contactPhone: '連絡先電話番号',
    bankName: '銀行名',
    bankBranch: '支店名',
    bankAccountName: '口座名義',
    bankAccountNumber: '口座番号',
    business_licence: '営業許可証',
    tax_registration: '税務登録証',
    legal_person_id: '代表者の身分証',
    bank_account_proof: '口座証明',
    brand_authorisation: 'ブランド許諾書',
    industry_permit: '業種許可証',
  },
};
