import { partsOf } from './area.ts';
import { SHARED_AREAS } from './areas/index.ts';
import { endpointsOf, type Endpoint } from './contract.ts';
import type { PermissionDef } from './permission-tree.ts';

/**
 * THE permission manifest, merged from the areas (`areas/<area>/permissions.ts`) in the order of
 * `areas/index.ts`: one entry per key with its parent in the tree, the console routes it opens
 * and, for endpoints not yet declared as contracts, the endpoints it guards. The server refuses to
 * start when a route's permission disagrees with it; the console's sidebar, guards and the group
 * permission tree read it too.
 */
export const PERMISSIONS: readonly PermissionDef[] = SHARED_AREAS.flatMap(partsOf).flatMap((p) => p.permissions);

/** Every endpoint contract of every area. */
export const ENDPOINTS: readonly Endpoint[] = SHARED_AREAS.flatMap(partsOf).flatMap((p) => endpointsOf(p.endpoints));

export type PermissionKey = string;

const byKey = new Map(PERMISSIONS.map((p) => [p.key, p]));

export function getPermission(key: string): PermissionDef | undefined {
  return byKey.get(key);
}

export function isPermissionKey(key: string): boolean {
  return byKey.has(key);
}

/** Keys every signed-in user holds. */
export const IMPLICIT_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => p.implicit).map((p) => p.key);

/** The supplier permission set: what a supplier user account holds. */
export const SUPPLIER_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => p.supplier || p.implicit).map(
  (p) => p.key,
);

/** Every key a platform super administrator holds. Supplier-only screens are left out. */
export const ALL_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => !p.supplierOnly).map((p) => p.key);

/** Keys that may be assigned to a management group (implicit keys are never stored). */
export const ASSIGNABLE_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => !p.implicit).map((p) => p.key);

/**
 * The endpoint ("METHOD /path") -> key map: the contracts' keys, plus the endpoints still listed
 * under a key in the manifest. An endpoint named twice with different keys is a mistake that
 * stops the server (and the console build's tests) at once.
 */
export const API_PERMISSIONS: ReadonlyMap<string, string> = buildApiPermissions();

function buildApiPermissions(): Map<string, string> {
  const map = new Map<string, string>();
  const add = (id: string, key: string) => {
    const seen = map.get(id);
    if (seen !== undefined && seen !== key) throw new Error(`${id} is guarded by both ${seen} and ${key}`);
    map.set(id, key);
  };
  for (const p of PERMISSIONS) for (const id of p.api ?? []) add(id, p.key);
  for (const e of ENDPOINTS) if (e.permission !== null) add(e.id, e.permission);
  return map;
}

export interface PermissionTreeNode {
  key: string;
  children: PermissionTreeNode[];
}

/** The assignable keys as a tree, in manifest order. */
export function permissionTree(): PermissionTreeNode[] {
  const nodes = new Map<string, PermissionTreeNode>();
  const roots: PermissionTreeNode[] = [];
  for (const p of PERMISSIONS) {
    if (p.implicit) continue;
    const node: PermissionTreeNode = { key: p.key, children: [] };
    nodes.set(p.key, node);
    const parent = p.parent ? nodes.get(p.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Normalises a set of keys as a group editor would save it: unknown keys are reported, implicit
 * keys dropped, and the ancestors of every granted key added so that the tree stays consistent.
 */
export function normalisePermissions(keys: readonly string[]): { keys: string[]; unknown: string[] } {
  const out = new Set<string>();
  const unknown: string[] = [];
  for (const key of keys) {
    const def = byKey.get(key);
    if (!def) {
      unknown.push(key);
      continue;
    }
    if (def.implicit) continue;
    let cur: PermissionDef | undefined = def;
    while (cur) {
      out.add(cur.key);
      cur = cur.parent ? byKey.get(cur.parent) : undefined;
    }
  }
  return { keys: ASSIGNABLE_PERMISSIONS.filter((k) => out.has(k)), unknown };
}

/** Console routes whose permission is `key` (first route is the entry point). */
export function routesOf(key: string): string[] {
  return byKey.get(key)?.routes ?? [];
}

/** The permission that guards a console path pattern (e.g. '/order/orderInfo/:id'). */
export function permissionOfRoute(pattern: string): string | undefined {
  for (const p of PERMISSIONS) if (p.routes?.includes(pattern)) return p.key;
  return undefined;
}
