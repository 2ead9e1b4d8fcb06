/**
 * The shape of the permission manifest's entries and the helpers an area's permission list is
 * written with. Each area lists its keys in `areas/<area>/permissions.ts`; `permissions.ts`
 * merges them in the order of `areas/index.ts`.
 *
 * `supplier: true` marks keys granted to supplier users (the supplier permission set).
 * `implicit: true` marks keys every signed-in user holds (own profile, messages); they are not
 * shown in the group permission tree.
 * `api` lists endpoints guarded by the key that are not yet declared as contracts; an endpoint
 * declared as a contract carries its key itself.
 */
export interface PermissionDef {
  key: string;
  parent: string | null;
  routes?: string[];
  api?: string[];
  supplier?: boolean;
  /** a screen of supplier users only (their invoice details, feedback to the platform), not the super admin's */
  supplierOnly?: boolean;
  implicit?: boolean;
}

type Def = Omit<PermissionDef, 'parent'>;

/** A top-level key and its children. */
export function area(key: string, children: Def[], extra: Omit<Def, 'key'> = {}): PermissionDef[] {
  return [{ key, parent: null, ...extra }, ...children.map((c) => ({ ...c, parent: key }))];
}
/** A key under `parent` and its children. */
export function sub(parent: string, key: string, children: Def[], extra: Omit<Def, 'key'> = {}): PermissionDef[] {
  return [{ key, parent, ...extra }, ...children.map((c) => ({ ...c, parent: key }))];
}
/** Keys directly under `parent`. */
export function under(parent: string, children: Def[]): PermissionDef[] {
  return children.map((c) => ({ ...c, parent }));
}

/** The usual actions on an entity, in the order the spec lists their keys. */
export type EntityAction = 'index' | 'info' | 'add' | 'edit' | 'del' | 'status';

/**
 * The keys of an entity's actions where the spec names them `<prefix>_<action>`
 * (`setting_admin_index`, `setting_admin_add` ...): `entityKeys('setting_admin', ['index', 'add'])`
 * gives `{ index: 'setting_admin_index', add: 'setting_admin_add' }`, typed, so a contract can
 * name its key without spelling it again. Keys the spec names otherwise (`tag`, `tag_add`) are
 * written out.
 */
export function entityKeys<const P extends string, const A extends readonly EntityAction[]>(
  prefix: P,
  actions: A,
): { readonly [K in A[number]]: `${P}_${K}` } {
  return Object.fromEntries(actions.map((a) => [a, `${prefix}_${a}`])) as { readonly [K in A[number]]: `${P}_${K}` };
}

/**
 * Manifest entries for those keys, in the given order; `extra` adds routes or flags per action
 * (`{ index: { routes: ['/admin'] } }`).
 */
export function entityPermissions(
  prefix: string,
  actions: readonly EntityAction[],
  extra: Partial<Record<EntityAction, Omit<Def, 'key'>>> = {},
): Def[] {
  return actions.map((a) => ({ key: `${prefix}_${a}`, ...extra[a] }));
}
