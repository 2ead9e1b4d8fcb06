import { type PermissionDef } from '../../permission-tree.ts';

export const dashboardPermissions: readonly PermissionDef[] = [
  { key: 'index', parent: null, supplier: true, routes: ['/dashboard'] },
];
