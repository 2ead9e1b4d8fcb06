import type { AnyEntity } from './entity-api.ts';

/** The permission keys of a screen's actions (one key may guard several). */
export interface ScreenPermissions {
  add?: string;
  edit?: string;
  status?: string;
  del?: string;
}

/**
 * An entity's screen, configured once and read by its list page, columns and form: the entity,
 * the test-id prefix its elements share (`<p>-list`, `<p>-add`, `<p>-edit-<id>`, `<p>-form` ...)
 * and the permission key of each action.
 */
export interface CrudScreen<E extends AnyEntity = AnyEntity> {
  entity: E;
  testId: string;
  permissions: ScreenPermissions;
}

export const defineScreen = <E extends AnyEntity>(screen: CrudScreen<E>): CrudScreen<E> => screen;
