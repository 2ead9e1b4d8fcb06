import { describe, expect, it } from 'vitest';
import { tagApi } from '@shop/shared/api/tag';
import { defineEntity } from './entity-api.ts';
import { actionPermissions, defineScreen, filterKeysOf, screenNamespaces } from './screen.ts';

const tagScreen = defineScreen({
  entity: defineEntity('tags', tagApi),
  testId: 'tag',
  permissions: actionPermissions('tag'),
  texts: { title: 'tag:title', add: 'tag:add', edit: 'tag:edit' },
  search: { keyword: 'tag:keyword_placeholder', enabled: 'common:status.label' },
});

describe('a screen of the console kit', () => {
  it('names the key of each action after one prefix', () => {
    expect(actionPermissions('setting_warehouse')).toEqual({
      add: 'setting_warehouse_add',
      edit: 'setting_warehouse_edit',
      status: 'setting_warehouse_status',
      del: 'setting_warehouse_del',
    });
  });

  it('derives the URL keys of its filters: keyword, the page’s own, then status', () => {
    expect(filterKeysOf(tagScreen.search)).toEqual(['keyword', 'status']);
    expect(filterKeysOf(tagScreen.search, ['groupId', 'kind'])).toEqual(['keyword', 'groupId', 'kind', 'status']);
    expect(filterKeysOf({ keyword: 'dictionary:keyword_placeholder' }, ['groupId'])).toEqual(['keyword', 'groupId']);
    expect(filterKeysOf(undefined)).toEqual([]);
  });

  it('loads the namespaces its texts come from, each once', () => {
    expect(screenNamespaces(tagScreen)).toEqual(['tag', 'common']);
    expect(screenNamespaces({ ...tagScreen, search: undefined, texts: { title: 'customer-group:title' } })).toEqual([
      'customer-group',
    ]);
  });
});
