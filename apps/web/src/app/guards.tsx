import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, useCan } from '../lib/auth-store.ts';
import { loginPath } from '../lib/navigation.ts';
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
  useEffect(() => {
    document.title = `${t(entry.titleKey)} · ${t('common:app_name')}`;
  }, [entry.titleKey, t]);
  const Page = entry.element;
  return (
    <Suspense fallback={<PageLoading />}>
      {can(entry.permission) ? <Page /> : <NoPermission permission={entry.permission ?? ''} />}
    </Suspense>
  );
}
