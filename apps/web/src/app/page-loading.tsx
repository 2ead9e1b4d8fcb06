import type { ReactNode } from 'react';

/** A light placeholder while a screen's code loads (no antd, so the login route stays small). */
export function PageLoading(): ReactNode {
  return <div className="page-loading" role="progressbar" aria-busy="true" />;
}
