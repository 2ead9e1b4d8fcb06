import { defineSharedEntity } from '../../area.ts';
import { agreementApi, signInAgreementApi } from '../../api/agreement.ts';

/**
 * Agreements (/setting/agreement, key `setting_agreement`, declared with the area's keys) and the
 * supplier agreement a supplier user accepts after signing in (key `profile`): the contracts and
 * the refusals with their texts.
 */
export const agreementEntity = defineSharedEntity({
  name: 'agreement',
  permissions: [],
  endpoints: [agreementApi, signInAgreementApi],
  errors: {
    'agreement.not_current': 409,
    'agreement.none': 404,
  },
  messages: {
    'zh-CN': {
      'agreement.not_current': '该协议版本已不是当前版本，请重新登录后阅读并接受当前版本',
      'agreement.none': '没有需要您接受的供应商协议',
    },
    en: {
      'agreement.not_current':
        'This agreement version is no longer the current one; sign in again to read and accept the current version',
      'agreement.none': 'There is no supplier agreement for you to accept',
    },
    es: {
      'agreement.not_current':
        'Esta versión del acuerdo ya no es la vigente; inicie sesión de nuevo para leer y aceptar la versión vigente',
      'agreement.none': 'No hay ningún acuerdo de proveedor que deba aceptar',
    },
    ja: {
      'agreement.not_current':
        'この規約のバージョンは現在のものではありません。もう一度サインインして現在のバージョンをお読みのうえ同意してください',
      'agreement.none': '同意が必要なサプライヤー規約はありません',
    },
  },
});
