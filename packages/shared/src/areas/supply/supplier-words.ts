import type { Language } from '../../constants.ts';
import type { SupplierDocumentKind, SupplierProfileField } from '../../api/supply-supplier.ts';

/** The enterprise fields in words: each required-field message names its own field. */
export const SUPPLIER_FIELD_WORDS: Record<Language, Record<SupplierProfileField, string>> = {
  'zh-CN': {
    enterpriseName: '企业名称',
    registrationNumber: '注册号',
    taxId: '税号',
    address: '企业地址',
    licenceNumber: '营业执照编号',
    licenceExpiresOn: '营业执照有效期',
    legalPersonName: '法人姓名',
    legalPersonIdNumber: '法人身份证号',
    operatorName: '运营人姓名',
    operatorPhone: '运营人电话',
    operatorEmail: '运营人邮箱',
    contactPhone: '联系电话',
  },
  en: {
    enterpriseName: 'the enterprise name',
    registrationNumber: 'the registration number',
    taxId: 'the tax id',
    address: 'the enterprise address',
    licenceNumber: 'the business licence number',
    licenceExpiresOn: 'the business licence expiry date',
    legalPersonName: "the legal person's name",
    legalPersonIdNumber: "the legal person's id number",
    operatorName: "the operator's name",
    operatorPhone: "the operator's phone",
    operatorEmail: "the operator's e-mail",
    contactPhone: 'the contact phone',
  },
  es: {
    enterpriseName: 'el nombre de la empresa',
    registrationNumber: 'el número de registro',
    taxId: 'el número de identificación fiscal',
    address: 'la dirección de la empresa',
    licenceNumber: 'el número de la licencia comercial',
    licenceExpiresOn: 'la fecha de caducidad de la licencia',
    legalPersonName: 'el nombre del representante legal',
    legalPersonIdNumber: 'el documento de identidad del representante legal',
    operatorName: 'el nombre del operador',
    operatorPhone: 'el teléfono del operador',
    operatorEmail: 'el correo del operador',
    contactPhone: 'el teléfono de contacto',
  },
  ja: {
    enterpriseName: '企業名',
    registrationNumber: '登記番号',
    taxId: '税番号',
    address: '企業住所',
    licenceNumber: '営業許可証番号',
    licenceExpiresOn: '営業許可証の有効期限',
    legalPersonName: '法定代表者の氏名',
    legalPersonIdNumber: '法定代表者の身分証番号',
    operatorName: '運営担当者の氏名',
    operatorPhone: '運営担当者の電話番号',
    operatorEmail: '運営担当者のメール',
    contactPhone: '連絡先電話番号',
  },
};

export const SUPPLIER_DOCUMENT_WORDS: Record<Language, Record<SupplierDocumentKind, string>> = {
  'zh-CN': {
    business_licence: '营业执照',
    tax_registration: '税务登记证',
    legal_person_id: '法人身份证',
    bank_account_proof: '开户证明',
    brand_authorisation: '品牌授权书',
    industry_permit: '行业许可证',
  },
  en: {
    business_licence: 'business licence',
    tax_registration: 'tax registration',
    legal_person_id: "legal person's id",
    bank_account_proof: 'bank account proof',
    brand_authorisation: 'brand authorisation',
    industry_permit: 'industry permit',
  },
  es: {
    business_licence: 'licencia comercial',
    tax_registration: 'registro fiscal',
    legal_person_id: 'identificación del representante legal',
    bank_account_proof: 'certificado de cuenta bancaria',
    brand_authorisation: 'autorización de marca',
    industry_permit: 'permiso sectorial',
  },
  ja: {
    business_licence: '営業許可証',
    tax_registration: '税務登録証',
    legal_person_id: '法定代表者の身分証',
    bank_account_proof: '口座証明',
    brand_authorisation: 'ブランド許諾書',
    industry_permit: '業種許可証',
  },
};

const EXPIRING: Record<Language, (doc: string) => { title: string; body: string }> = {
  'zh-CN': (doc) => ({
    title: `{{supplier}} 的${doc}将于 {{date}} 到期`,
    body: `${doc}（编号 {{number}}）将于 {{date}} 到期，还剩 {{days}} 天，请及时上传新的证件。`,
  }),
  en: (doc) => ({
    title: `The ${doc} of {{supplier}} expires on {{date}}`,
    body: `The ${doc} (number {{number}}) expires on {{date}}, in {{days}} days: upload the renewed document in time.`,
  }),
  es: (doc) => ({
    title: `El documento «${doc}» de {{supplier}} caduca el {{date}}`,
    body:
      `El documento «${doc}» (número {{number}}) caduca el {{date}}, dentro de {{days}} días: ` +
      'suba el documento renovado a tiempo.',
  }),
  ja: (doc) => ({
    title: `{{supplier}} の${doc}は {{date}} に期限切れになります`,
    body: `${doc}（番号 {{number}}）は {{date}} に期限切れになります（残り {{days}} 日）。更新した書類をアップロードしてください。`,
  }),
};

const PROFILE: Record<Language, Record<string, string>> = {
  'zh-CN': {
    'supply.profile.approved': '您的资料变更已通过审核',
    'supply.profile.rejected': '您的资料变更未通过审核：{{reason}}',
    'supply.profile.submitted': '{{supplier}} 提交了资料变更，等待审核',
  },
  en: {
    'supply.profile.approved': 'Your profile change was approved',
    'supply.profile.rejected': 'Your profile change was rejected: {{reason}}',
    'supply.profile.submitted': '{{supplier}} changed its profile: waiting for review',
  },
  es: {
    'supply.profile.approved': 'Su cambio de perfil fue aprobado',
    'supply.profile.rejected': 'Su cambio de perfil fue rechazado: {{reason}}',
    'supply.profile.submitted': '{{supplier}} cambió su perfil: pendiente de revisión',
  },
  ja: {
    'supply.profile.approved': 'プロフィールの変更が承認されました',
    'supply.profile.rejected': 'プロフィールの変更は却下されました：{{reason}}',
    'supply.profile.submitted': '{{supplier}} がプロフィールを変更しました（審査待ち）',
  },
};

/** Notification texts of the supplier part: document expiry per kind, profile re-audits. */
export function supplierNotices(): Record<Language, Record<string, string>> {
  const out = {} as Record<Language, Record<string, string>>;
  for (const lang of Object.keys(EXPIRING) as Language[]) {
    const texts: Record<string, string> = { ...PROFILE[lang] };
    for (const [kind, word] of Object.entries(SUPPLIER_DOCUMENT_WORDS[lang])) {
      const t = EXPIRING[lang](word);
      texts[`supply.document.expiring.${kind}`] = t.title;
      texts[`supply.document.expiring_body.${kind}`] = t.body;
    }
    out[lang] = texts;
  }
  return out;
}
