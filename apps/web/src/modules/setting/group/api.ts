import { groupApi } from '@shop/shared/api/group';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Management groups over `groupApi`; administrators show their group's name, so their lists follow. */
export const groups = defineEntity('groups', groupApi, { related: [['admins']] });

/** /setting/group: its test ids and the permission key of each action. */
export const groupScreen = defineScreen({
  entity: groups,
  testId: 'group',
  permissions: {
    add: 'setting_group_add',
    edit: 'setting_group_edit',
    status: 'setting_group_status',
    del: 'setting_group_del',
  },
});

export const permissionTreeKey = [...groups.keys.all, 'tree'] as const;
// The server answers { list: [...] }, like its other list-shaped reads.
export const fetchPermissionTree = () => callApi(groupApi.tree).then((data) => data.list);
