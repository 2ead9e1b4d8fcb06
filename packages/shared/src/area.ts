import type { Language } from './constants.ts';
import type { EndpointGroup } from './contract.ts';
import type { PermissionDef } from './permission-tree.ts';

/** An area's server message texts: every one of its error codes in every language. */
export type AreaMessages<E extends Readonly<Record<string, number>>> = Record<Language, Record<keyof E & string, string>>;

/**
 * What an area declares in the shared package: its permission keys (in tree order), its endpoint
 * contracts, and its error codes with their statuses and texts. `areas/index.ts` lists the areas;
 * the manifest, the endpoint map, the error table and the server messages are merged from them.
 */
export interface SharedArea<E extends Readonly<Record<string, number>> = Readonly<Record<string, number>>> {
  /** one name per area: the server folder, the console folder and this folder share it */
  name: string;
  permissions: readonly PermissionDef[];
  endpoints: readonly EndpointGroup[];
  errors: E;
  messages: AreaMessages<E>;
}

export function defineSharedArea<const E extends Readonly<Record<string, number>>>(area: SharedArea<E>): SharedArea<E> {
  return area;
}

/** For areas without error codes of their own. */
export const NO_ERRORS = {} as const;
export const NO_MESSAGES: AreaMessages<typeof NO_ERRORS> = { 'zh-CN': {}, en: {}, es: {}, ja: {} };
