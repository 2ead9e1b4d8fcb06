import { type PermissionDef, area } from '../../permission-tree.ts';

export const helpPermissions: readonly PermissionDef[] = [
  ...area(
    'help',
    [
      { key: 'help_center', routes: ['/help'], supplier: true },
      { key: 'help_suggest', routes: ['/feedback'] },
      { key: 'help_suggest_status' },
      { key: 'help_suggest_add', supplier: true, supplierOnly: true },
    ],
    { supplier: true },
  ),
];
