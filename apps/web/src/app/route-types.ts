import type { ComponentType } from 'react';

/** One screen of the console. Router, sidebar, breadcrumbs, tabs and guards all read these. */
export interface RouteEntry {
  path: string;
  /** i18next key with namespace, e.g. 'route:admin' */
  titleKey: string;
  /** Permission key from the manifest; null when any signed-in user may open it. */
  permission: string | null;
  element: ComponentType;
  menu?: {
    /** Top-level manifest key the entry is grouped under; 'index' puts it at the top. */
    area: string;
    order: number;
    icon?: ComponentType;
  };
  /** false: the page hides the shell (sidebar, top bar). */
  shell?: boolean;
  /** true: reachable without a session (the login page). */
  public?: boolean;
}
