import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteEntry } from './route-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props (as React's lazy)
type AnyComponent = ComponentType<any>;
/** The names a module exports components under. */
type ComponentName<M> = { [K in keyof M & string]: M[K] extends AnyComponent ? K : never }[keyof M & string];

/**
 * A screen loaded when it is first shown, from one named export of its module:
 * `lazyPage(() => import('./list-page.tsx'), 'TagListPage')`. The import stays written at the call,
 * so the bundler still gives each screen its own chunk.
 */
export function lazyPage<M, K extends ComponentName<M>>(
  load: () => Promise<M>,
  name: K,
): LazyPage<Extract<M[K], AnyComponent>> {
  const page = lazy(() => load().then((module) => ({ default: module[name] as Extract<M[K], AnyComponent> })));
  return Object.assign(page, { preload: () => load().then(() => undefined) });
}

/** A lazily loaded screen whose module can be fetched before it is rendered (`preload`). */
export type LazyPage<C extends AnyComponent = AnyComponent> = LazyExoticComponent<C> & {
  preload: () => Promise<void>;
};

/** Fetches the module of a lazily loaded screen now; nothing for a component that is not one. */
export function preloadPage(component: ComponentType | undefined): Promise<void> {
  const preload = (component as Partial<LazyPage> | undefined)?.preload;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

/** What a registry entry may add to its path, permission and screen. */
export type RouteMore = Partial<Pick<RouteEntry, 'titleKey' | 'menu' | 'shell' | 'public'>>;

/**
 * One registry entry: `route('/tag', 'tag', TagListPage, { menu: { area: 'shezhi', order: 40 } })`,
 * the page usually a `lazyPage`. Its title is the permission's label (`perm:<permission>`) unless
 * `titleKey` names another; an entry any signed-in user may open (permission null) names its title.
 */
export function route(path: string, permission: string, element: ComponentType, more?: RouteMore): RouteEntry;
export function route(
  path: string,
  permission: null,
  element: ComponentType,
  more: RouteMore & { titleKey: string },
): RouteEntry;
export function route(
  path: string,
  permission: string | null,
  element: ComponentType,
  more: RouteMore = {},
): RouteEntry {
  return { path, permission, element, ...more, titleKey: more.titleKey ?? `perm:${permission}` };
}
