import { type PermissionDef } from '../../permission-tree.ts';

export const accountPermissions: readonly PermissionDef[] = [
  // Personal centre: held by every signed-in user.
  {
    key: 'profile', parent: null, implicit: true,
    routes: ['/profile/index', '/profile/edit'],
    api: [
      'GET /api/admin/power', 'POST /admin/passport/logout',
      'GET /admin/profile', 'POST /admin/profile/edit', 'POST /admin/profile/password',
      'GET /admin/profile/sessions', 'POST /admin/profile/sessions/revoke',
      'GET /admin/api/message', 'GET /admin/api/BindAdmin', 'GET /admin/api/dashboard',
      'POST /admin/upload/image',
    ],
  },
];
