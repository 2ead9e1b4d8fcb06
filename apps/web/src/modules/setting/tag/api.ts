import { tagApi } from '@shop/shared/api/tag';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** Product tags: query keys, reads and changes (add, edit, status, del) over `tagApi`. */
export const tags = defineEntity('tags', tagApi);

/** /tag: its test ids and the permission key of each action. */
export const tagScreen = defineScreen({
  entity: tags,
  testId: 'tag',
  permissions: { add: 'tag_add', edit: 'tag_edit', status: 'tag_status', del: 'tag_del' },
});
