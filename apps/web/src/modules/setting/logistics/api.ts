import { logisticsProviderApi } from '@shop/shared/api/logistics-provider';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/**
 * Logistics providers over `logisticsProviderApi`. A change also refreshes the provider lists of
 * the shipment form (['orders', 'choices']) and of the logistics center (['logistics', 'choices']).
 */
export const logisticsProviders = defineEntity('logistics-providers', logisticsProviderApi, {
  related: [
    ['orders', 'choices'],
    ['logistics', 'choices'],
  ],
});

/** /logistics: one key (`setting_logistics`) guards every action. */
export const logisticsProviderScreen = defineScreen({
  entity: logisticsProviders,
  testId: 'provider',
  permissions: {
    add: 'setting_logistics',
    edit: 'setting_logistics',
    status: 'setting_logistics',
    del: 'setting_logistics',
  },
  texts: { title: 'logistics-provider:title', add: 'logistics-provider:add', edit: 'logistics-provider:edit' },
  search: {
    keyword: 'logistics-provider:keyword_placeholder',
    keywordWidth: 220,
    enabled: 'logistics-provider:field.enabled',
  },
});
