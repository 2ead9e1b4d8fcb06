import { tagApi } from '@shop/shared/api/tag';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { actionPermissions, defineScreen } from '../../../components/crud/screen.ts';

/** Product tags: query keys, reads and changes (add, edit, status, del) over `tagApi`. */
export const tags = defineEntity('tags', tagApi);

/** /tag: its test ids, the permission key of each action, its texts and search. */
export const tagScreen = defineScreen({
  entity: tags,
  testId: 'tag',
  permissions: actionPermissions('tag'),
  texts: { title: 'tag:title', add: 'tag:add', edit: 'tag:edit' },
  search: { keyword: 'tag:keyword_placeholder', enabled: 'tag:field.enabled' },
});
