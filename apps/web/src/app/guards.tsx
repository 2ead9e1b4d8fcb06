import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, useCan } from '../lib/auth-store.ts';
import { loginPath } from '../lib/navigation.ts';
import { useStoreName } from '../lib/store-brand.ts';
import type { RouteEntry } from './route-types.ts';
import { PageLoading } from './page-loading.tsx';
import { lazyPage } from './route-entry.ts';

const NoPermission = lazyPage(() => import('../shell/no-permission.tsx'), 'NoPermission');

/** Every path but the login page needs a stored session user. */
export function RequireSession(): ReactNode {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/** Renders the screen when the user holds its permission, else the "you lack permission X" page. */
export function GuardedRoute({ entry }: { entry: RouteEntry }): ReactNode {
  const can = useCan();
  const { t } = useTranslation('route');
  // The screen's title and the store's name (Settings > store info) once the shell has read it.
  const store = useStoreName();
  useEffect(() => {
    document.title = `${t(entry.titleKey)} · ${store || t('common:app_name')}`;
  }, [entry.titleKey, t, store]);
  const Page = entry.element;
  return (
    <Suspense fallback={<PageLoading />}>
      {can(entry.permission) ? <Page /> : <NoPermission permission={entry.permission ?? ''} />}
    </Suspense>
  );
}
