import type { RouteEntry } from './route-types.ts';

/**
 * A console area declares itself in `modules/<area>/area.ts`: its screens (registry entries).
 * The registry finds every area file by itself; the area's texts are the JSON files under
 * `modules/<area>/locales/<lang>/` (one namespace per file, found by i18n the same way), and the
 * labels of its permission keys are its `perm.json` there.
 */
export interface ConsoleArea {
  /** one name per area: the same as the server's and the shared package's */
  name: string;
  routes: readonly RouteEntry[];
}

export function defineConsoleArea(area: ConsoleArea): ConsoleArea {
  return area;
}
