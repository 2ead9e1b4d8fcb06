import { type PermissionDef, area } from '../../permission-tree.ts';

export const helpPermissions: readonly PermissionDef[] = [
  ...area('help', [
    { key: 'help_center', routes: ['/help'], supplier: true },
    { key: 'help_suggest', routes: ['/feedback'], api: ['GET /admin/help/suggest', 'GET /admin/help/suggest/info'] },
    { key: 'help_suggest_status', api: ['POST /admin/help/suggest/status'] },
    { key: 'help_suggest_add', supplier: true, api: ['POST /admin/help/suggest/add', 'POST /admin/upload/feedback'] },
  ], { supplier: true }),
];
