import { nationApi, regionApi } from '@shop/shared/api/geo';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/**
 * Countries and regions: query keys, reads and changes (edit, status). Both are fixed by ISO
 * 3166: there is no add or delete. A change refreshes the address forms' look-ups too.
 */
export const nations = defineEntity('nations', nationApi, { related: [['geo']] });
export const regions = defineEntity('regions', regionApi, { related: [['geo'], ['nations']] });

/** /nation: test ids `nation-*`, the keys setting_nation_edit / _status, its texts and search. */
export const nationScreen = defineScreen({
  entity: nations,
  testId: 'nation',
  permissions: { edit: 'setting_nation_edit', status: 'setting_nation_status' },
  texts: { title: 'geo:nation.title', edit: 'geo:nation.edit' },
  search: { keyword: 'geo:nation.keyword_placeholder', keywordWidth: 220, enabled: 'geo:field.enabled' },
});

/** /region: test ids `region-*`, the keys setting_region_edit / _status, its texts and search. */
export const regionScreen = defineScreen({
  entity: regions,
  testId: 'region',
  permissions: { edit: 'setting_region_edit', status: 'setting_region_status' },
  texts: { title: 'geo:region.title', edit: 'geo:region.edit' },
  search: { keyword: 'geo:region.keyword_placeholder', keywordWidth: 220, enabled: 'geo:field.enabled' },
});
