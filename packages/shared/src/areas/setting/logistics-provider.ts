import { defineSharedEntity } from '../../area.ts';
import { logisticsProviderApi } from '../../api/logistics-provider.ts';

/**
 * Logistics providers (/logistics, key `setting_logistics`, declared with the area's keys): the
 * contracts and the refusals with their texts.
 */
export const logisticsProviderEntity = defineSharedEntity({
  name: 'logistics_provider',
  permissions: [],
  endpoints: [logisticsProviderApi],
  errors: {
    'logistics_provider.code_taken': 409,
    'logistics_provider.in_use': 409,
  },
  messages: {
    'zh-CN': {
      'logistics_provider.code_taken': '该物流商编码已存在',
      'logistics_provider.in_use': '该物流商已用于 {{count}} 个包裹，不能删除；可以改为停用',
    },
    en: {
      'logistics_provider.code_taken': 'This provider code already exists',
      'logistics_provider.in_use':
        'This provider was used for {{count}} shipments and cannot be deleted; disable it instead',
    },
    es: {
      'logistics_provider.code_taken': 'Este código de proveedor ya existe',
      'logistics_provider.in_use':
        'Este proveedor se ha usado en {{count}} envíos y no se puede eliminar; desactívelo en su lugar',
    },
    ja: {
      'logistics_provider.code_taken': 'この物流業者コードはすでに存在します',
      'logistics_provider.in_use':
        'この物流業者は {{count}} 件の出荷に使われているため削除できません。代わりに無効にしてください',
    },
  },
});
