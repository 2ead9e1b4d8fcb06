import { type PermissionDef, area } from '../../permission-tree.ts';

export const statisticsPermissions: readonly PermissionDef[] = [
  ...area(
    'statistics',
    [
      { key: 'statistics_order', routes: ['/statistics/order'] },
      { key: 'statistics_customer', routes: ['/traffic'] },
      { key: 'statistics_transform', routes: ['/transform'] },
      { key: 'statistics_search', routes: ['/searchsta'] },
      { key: 'statistics_supply', routes: ['/supply'], supplier: true },
      { key: 'statistics_product', routes: ['/productsta'] },
      { key: 'statistics_user', routes: ['/usersta'] },
    ],
    { supplier: true },
  ),
];
