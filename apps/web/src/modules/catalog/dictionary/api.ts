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

/** A dictionary's screen: the test ids all dictionaries share; the kind's write key guards every change. */
export const dictionaryScreen = (kind: DictionaryKind): CrudScreen<Entity<DictionaryApi>> =>
  defineScreen({
    entity: entities[kind.url],
    testId: 'dictionary',
    permissions: { add: kind.write, edit: kind.write, del: kind.write },
  });

/** Attribute groups as the attribute screens offer them (a short list: the first hundred). */
export const GROUP_CHOICES = { pageSize: 100 } as const;
