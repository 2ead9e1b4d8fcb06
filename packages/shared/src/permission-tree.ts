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
