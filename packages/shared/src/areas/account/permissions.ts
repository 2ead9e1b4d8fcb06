import { type PermissionDef } from '../../permission-tree.ts';

export const accountPermissions: readonly PermissionDef[] = [
  // Personal centre: held by every signed-in user.
  { key: 'profile', parent: null, implicit: true, routes: ['/profile/index', '/profile/edit'] },
];
