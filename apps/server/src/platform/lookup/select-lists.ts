import type { SelectOption } from '@shop/shared/api/lookup';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';

/** What a list's loader gets: the database and the caller (its language, its supplier scope). */
export interface SelectListInput {
  db: Db;
  ctx: RequestContext;
}

export interface SelectListDef {
  /** a key the caller must hold besides being signed in; none: any signed-in account */
  permission?: string;
  /** the options, enabled ones first or disabled ones marked `disabled: true` */
  load: (input: SelectListInput) => Promise<SelectOption[]>;
}

const lists = new Map<string, SelectListDef>();

/**
 * The option lists POST /admin/api/selectlist answers by name. An area adds its own list with one
 * line from its own code, e.g. in its routes function:
 * `registerSelectList('currencies', { load: ({ db }) => currencyRepository.options(db) })`.
 * Registering a name again replaces its definition (each app built in a test registers anew).
 */
export function registerSelectList(name: string, def: SelectListDef): void {
  if (!/^[a-zA-Z]{1,40}$/.test(name)) throw new Error(`select list name ${name}: letters only, at most 40`);
  lists.set(name, def);
}

export function selectListDef(name: string): SelectListDef | undefined {
  return lists.get(name);
}

export function selectListNames(): string[] {
  return [...lists.keys()].sort();
}
