import { defineSharedEntity } from '../../area.ts';
import { nationApi, regionApi } from '../../api/geo.ts';
import { lookupApi } from '../../api/lookup.ts';

/**
 * Countries (/nation, `setting_nation`), regions (/region, `setting_region`) and the shared
 * look-ups: their contracts, the finer keys of the two screens and the refusals with their texts.
 * The address checks (`geo.*`) answer every form that takes an address (orders, customers).
 */
export const geoEntity = defineSharedEntity({
  name: 'geo',
  permissions: [
    { key: 'setting_nation_edit', parent: 'setting_nation' },
    { key: 'setting_nation_status', parent: 'setting_nation' },
    { key: 'setting_region_edit', parent: 'setting_region' },
    { key: 'setting_region_status', parent: 'setting_region' },
  ],
  endpoints: [nationApi, regionApi, lookupApi],
  errors: {
    'geo.country_unknown': 422,
    'geo.country_disabled': 422,
    'geo.region_unknown': 422,
    'geo.region_disabled': 422,
    'geo.postcode_required': 422,
    'lookup.list_unknown': 400,
    'lookup.list_forbidden': 403,
  },
  messages: {
    'zh-CN': {
      'geo.country_unknown': '国家代码 {{country}} 不存在',
      'geo.country_disabled': '国家 {{country}} 已停用，不能用于新地址',
      'geo.region_unknown': '地区 {{region}} 不属于国家 {{country}}',
      'geo.region_disabled': '地区 {{region}} 已停用，不能用于新地址',
      'geo.postcode_required': '国家 {{country}} 的地址必须填写邮编',
      'lookup.list_unknown': '没有名为 {{name}} 的选项列表',
      'lookup.list_forbidden': '您没有读取选项列表 {{name}} 的权限',
    },
    en: {
      'geo.country_unknown': 'The country code {{country}} does not exist',
      'geo.country_disabled': 'The country {{country}} is disabled and cannot be used for new addresses',
      'geo.region_unknown': 'The region {{region}} is not a region of {{country}}',
      'geo.region_disabled': 'The region {{region}} is disabled and cannot be used for new addresses',
      'geo.postcode_required': 'Addresses in {{country}} need a postcode',
      'lookup.list_unknown': 'There is no option list named {{name}}',
      'lookup.list_forbidden': 'You may not read the option list {{name}}',
    },
    es: {
      'geo.country_unknown': 'El código de país {{country}} no existe',
      'geo.country_disabled': 'El país {{country}} está desactivado y no se puede usar en direcciones nuevas',
      'geo.region_unknown': 'La región {{region}} no es una región de {{country}}',
      'geo.region_disabled': 'La región {{region}} está desactivada y no se puede usar en direcciones nuevas',
      'geo.postcode_required': 'Las direcciones en {{country}} necesitan un código postal',
      'lookup.list_unknown': 'No existe ninguna lista de opciones llamada {{name}}',
      'lookup.list_forbidden': 'No tiene permiso para leer la lista de opciones {{name}}',
    },
    ja: {
      'geo.country_unknown': '国コード {{country}} は存在しません',
      'geo.country_disabled': '国 {{country}} は無効のため、新しい住所には使えません',
      'geo.region_unknown': '地域 {{region}} は {{country}} の地域ではありません',
      'geo.region_disabled': '地域 {{region}} は無効のため、新しい住所には使えません',
      'geo.postcode_required': '{{country}} の住所には郵便番号が必要です',
      'lookup.list_unknown': '{{name}} という選択肢リストはありません',
      'lookup.list_forbidden': '選択肢リスト {{name}} を読む権限がありません',
    },
  },
});
