import { groupApi } from '@shop/shared/api/group';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { actionPermissions, defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Management groups over `groupApi`; administrators show their group's name, so their lists follow. */
export const groups = defineEntity('groups', groupApi, { related: [['admins']] });

/** /setting/group: its test ids, the permission key of each action, its texts and search. */
export const groupScreen = defineScreen({
  entity: groups,
  testId: 'group',
  permissions: actionPermissions('setting_group'),
  texts: { title: 'group:title', add: 'group:add', edit: 'group:edit' },
  search: { keyword: 'group:keyword_placeholder', enabled: 'group:field.enabled', enabledWidth: 120 },
});

export const permissionTreeKey = [...groups.keys.all, 'tree'] as const;
// The server answers { list: [...] }, like its other list-shaped reads.
export const fetchPermissionTree = () => callApi(groupApi.tree).then((data) => data.list);
