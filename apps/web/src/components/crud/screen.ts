import type { AnyEntity } from './entity-api.ts';

/** The permission keys of a screen's actions (one key may guard several). */
export interface ScreenPermissions {
  add?: string;
  edit?: string;
  status?: string;
  del?: string;
}

/** The keys `<prefix>_add`, `_edit`, `_status` and `_del`: a screen whose actions each have their own. */
export const actionPermissions = (prefix: string): Required<ScreenPermissions> => ({
  add: `${prefix}_add`,
  edit: `${prefix}_edit`,
  status: `${prefix}_status`,
  del: `${prefix}_del`,
});

/** The i18n keys (with their namespace, `tag:title`) of the screen's texts. */
export interface ScreenTexts {
  /** the list's title */
  title: string;
  /** the add button's text (it opens `?action=add`) and the add dialog's title; no add button without it */
  add?: string;
  /** the edit dialog's title */
  edit?: string;
}

/**
 * The standard search of a list, each part in the URL under its own key: a keyword (`?keyword=`)
 * first, then the list page's own filters, then enabled or disabled records (`?status=`).
 */
export interface ScreenSearch {
  /** i18n key of the keyword input's placeholder; no keyword input without it */
  keyword?: string;
  keywordWidth?: number;
  /** i18n key of the enabled filter's label; no enabled filter without it */
  enabled?: string;
  enabledWidth?: number;
}

/**
 * An entity's screen, configured once and read by its list page, columns and form: the entity,
 * the test-id prefix its elements share (`<p>-list`, `<p>-add`, `<p>-edit-<id>`, `<p>-form` ...),
 * the permission key of each action, the list's texts and its standard search.
 */
export interface CrudScreen<E extends AnyEntity = AnyEntity> {
  entity: E;
  testId: string;
  permissions: ScreenPermissions;
  texts: ScreenTexts;
  search?: ScreenSearch;
}

export const defineScreen = <E extends AnyEntity>(screen: CrudScreen<E>): CrudScreen<E> => screen;

/** The namespaces of a screen's texts, loaded before they show. */
export const screenNamespaces = ({ texts, search }: CrudScreen): string[] => [
  ...new Set(
    [texts.title, texts.add, texts.edit, search?.keyword, search?.enabled].flatMap((key) => key?.split(':')[0] ?? []),
  ),
];

/** The URL keys of a list's filters: the standard search's around the page's own, in the order they show. */
export function filterKeysOf(search: ScreenSearch | undefined, own: readonly string[] = []): string[] {
  return [...(search?.keyword ? ['keyword'] : []), ...own, ...(search?.enabled ? ['status'] : [])];
}
