/** Lets non-React code (the request helper, logout) move the router without a full reload. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The login address that brings the user back to `path` afterwards. */
export function loginPath(path: string): string {
  return path && path !== '/' ? `/?redirect=${encodeURIComponent(path)}` : '/';
}
