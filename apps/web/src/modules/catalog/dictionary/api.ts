import { dictionaryApis, type DictionaryApi, type DictionaryUrl } from '@shop/shared/api/catalog-dictionary';
import { defineEntity, type Entity } from '../../../components/crud/entity-api.ts';
import { defineScreen, type CrudScreen } from '../../../components/crud/screen.ts';
import type { DictionaryKind } from './kinds.ts';

/**
 * One entity per dictionary (stock statuses, attribute groups, attributes, options, filters), over its
 * `dictionaryApis[url]`.
 */
const entities = Object.fromEntries(
  Object.entries(dictionaryApis).map(([url, api]) => [url, defineEntity(`catalog-dictionary-${url}`, api)]),
) as Record<DictionaryUrl, Entity<DictionaryApi>>;

export const dictionaryEntity = (kind: DictionaryKind): Entity<DictionaryApi> => entities[kind.url];

const screens = new Map<DictionaryKind, CrudScreen<Entity<DictionaryApi>>>();

/**
 * A dictionary's screen: the test ids and keyword search all dictionaries share, the kind's own
 * texts; the kind's write key guards every change.
 */
export function dictionaryScreen(kind: DictionaryKind): CrudScreen<Entity<DictionaryApi>> {
  const screen =
    screens.get(kind) ??
    defineScreen({
      entity: entities[kind.url],
      testId: 'dictionary',
      permissions: { add: kind.write, edit: kind.write, del: kind.write },
      texts: {
        title: `dictionary:${kind.text}.title`,
        add: `dictionary:${kind.text}.add`,
        edit: `dictionary:${kind.text}.edit`,
      },
      search: { keyword: 'dictionary:keyword_placeholder' },
    });
  screens.set(kind, screen);
  return screen;
}

/** Attribute groups as the attribute screens offer them (a short list: the first hundred). */
export const GROUP_CHOICES = { pageSize: 100 } as const;
