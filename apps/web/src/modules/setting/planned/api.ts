import { plannedApi, type PlannedPreviewBody } from '@shop/shared/api/planned';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { actionPermissions, defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Planned auto-order tasks over `plannedApi` (list, info, add, edit, status, del; preview below). */
export const plannedTasks = defineEntity('planned-tasks', plannedApi);

/** /planned and /plannedAdd: `autotasks` reads and previews; autotasks_add, _edit, _status and _del change. */
export const plannedScreen = defineScreen({
  entity: plannedTasks,
  testId: 'planned',
  permissions: actionPermissions('autotasks'),
  texts: { title: 'planned:title', add: 'planned:add', edit: 'planned:edit' },
  search: { keyword: 'planned:keyword_placeholder', enabled: 'planned:field.enabled' },
});

export const plannedPaths = {
  list: '/planned',
  add: '/plannedAdd',
  edit: (id: number) => `/plannedAdd?id=${id}`,
};

/** The dry run of a task's next run (writes nothing). */
export const previewPlanned = (body: PlannedPreviewBody) => callApi(plannedApi.preview, body);
