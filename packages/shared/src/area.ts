import type { Language } from './constants.ts';
import type { EndpointGroup } from './contract.ts';
import type { PermissionDef } from './permission-tree.ts';

/** Error codes and their HTTP statuses. */
export type ErrorTable = Readonly<Record<string, number>>;

/** Server message texts: every one of the error codes in every language. */
export type AreaMessages<E extends ErrorTable> = Record<Language, Record<keyof E & string, string>>;

/**
 * What an entity declares in the shared package, in one file: its permission keys (each naming
 * its parent in the tree), its endpoint contracts, and its error codes with their statuses and
 * texts. An area lists its entities; nothing else in the shared package is edited for one.
 */
export interface SharedEntity<E extends ErrorTable = ErrorTable> {
  name: string;
  permissions: readonly PermissionDef[];
  endpoints: readonly EndpointGroup[];
  errors: E;
  messages: AreaMessages<E>;
  /**
   * notification texts (`supply.application.passed`: 'Your application {{reference}} was approved'),
   * every key in every language; merged into NOTIFICATION_TEXTS (`@shop/shared/notifications`)
   */
  notices?: Record<Language, Record<string, string>>;
}

/**
 * An area: the same declarations for what belongs to the area as a whole (its top-level keys, its
 * older entities' contracts), plus the entities declared in files of their own. `areas/index.ts`
 * lists the areas; the manifest, the endpoint map, the error table and the server messages are
 * merged from them.
 */
export interface SharedArea<
  E extends ErrorTable = ErrorTable,
  N extends readonly SharedEntity[] = readonly SharedEntity[],
> extends SharedEntity<E> {
  /** one name per area: the server folder, the console folder and this folder share it */
  name: string;
  entities?: N;
}

export function defineSharedArea<const E extends ErrorTable, const N extends readonly SharedEntity[] = []>(
  area: SharedArea<E, N>,
): SharedArea<E, N> {
  return area;
}

export function defineSharedEntity<const E extends ErrorTable>(entity: SharedEntity<E>): SharedEntity<E> {
  return entity;
}

/** An area and its entities, in declaration order. */
export function partsOf(area: SharedArea): readonly SharedEntity[] {
  return [area, ...(area.entities ?? [])];
}

/** For areas and entities without error codes of their own. */
export const NO_ERRORS = {} as const;
export const NO_MESSAGES: AreaMessages<typeof NO_ERRORS> = { 'zh-CN': {}, en: {}, es: {}, ja: {} };
