import { groupApi } from '@shop/shared/api/supply-group';
import { bandApi, levelApi } from '@shop/shared/api/supply-level';
import { standingApi } from '@shop/shared/api/supply-score';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** A supplier's standing (level, rights, quota, scorecard): staff and own reads, the overrides. */
export const standing = defineEntity('supplierStanding', standingApi);

/** Supplier levels; a change refreshes the standing views that show them. */
export const levels = defineEntity('supplierLevels', levelApi, { related: [standing.keys.all] });

/** Standing band sets; publishing moves suppliers, so the levels and standings refresh too. */
export const bandSets = defineEntity('supplierBandSets', bandApi, {
  related: [levels.keys.all, standing.keys.all],
});

/** Supplier groups and their members. */
export const groups = defineEntity('supplierGroups', groupApi, { related: [standing.keys.all] });

const LEVEL_EDIT = 'supply_level_edit';
export const levelScreen = defineScreen({
  entity: levels,
  testId: 'level',
  permissions: { add: LEVEL_EDIT, edit: LEVEL_EDIT, status: LEVEL_EDIT, del: LEVEL_EDIT },
  texts: { title: 'level:title', add: 'level:add', edit: 'level:edit' },
  search: { keyword: 'level:keyword', enabled: 'level:field.enabled' },
});

const GROUP_EDIT = 'supply_group_edit';
export const groupScreen = defineScreen({
  entity: groups,
  testId: 'supplier-group',
  permissions: { add: GROUP_EDIT, edit: GROUP_EDIT, status: GROUP_EDIT, del: GROUP_EDIT },
  texts: { title: 'level:group.title', add: 'level:group.add', edit: 'level:group.edit' },
  search: { keyword: 'level:group.keyword', enabled: 'level:field.enabled' },
});

/** A rate in basis points as a percentage (250 → "2.50 %"). */
export const percent = (bp: number): string => `${(bp / 100).toFixed(2)} %`;
