import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Statistic } from 'antd';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstScreenOf } from '../../../app/registry.ts';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { AREA_ICONS } from '../../../shell/area-icons.tsx';
import { dashboardKeys, fetchDashboard } from './api.ts';

/** One tile per area the user may open, with the server's figures; each links to the area's first screen. */
export function DashboardPage(): ReactNode {
  const { t } = useTranslation(['dashboard', 'perm']);
  const { user } = useAuth();
  const can = useCan();
  const { data, isLoading, isError } = useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });
  // An area is shown once it has a screen this user may open.
  const tiles = (data?.tiles ?? [])
    .map((tile) => ({ ...tile, first: firstScreenOf(tile.area, can) }))
    .filter((tile) => can(tile.area) && tile.first);

  return (
    <div className="dashboard">
      <section className="page-card dashboard-welcome">
        <h2>{t('dashboard:welcome', { name: user?.truename || user?.username })}</h2>
        <p>
          {user?.supplier
            ? t('dashboard:intro_supplier', { supplier: user.supplier_name ?? '' })
            : t('dashboard:intro_platform')}
        </p>
      </section>
      {isError ? <Alert type="warning" showIcon title={t('dashboard:load_failed')} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && !isError && tiles.length === 0 ? <Empty description={t('dashboard:no_tiles')} /> : null}
      <div className="tile-grid">
        {tiles.map((tile) => {
          const first = tile.first;
          const Icon = AREA_ICONS[tile.area];
          return (
            <Card
              key={tile.area}
              data-testid={`tile-${tile.area}`}
              title={
                <span className="tile-title">
                  {Icon ? createElement(Icon) : null}
                  {t(`perm:${tile.area}`)}
                </span>
              }
              extra={
                first ? (
                  <Link to={first.path} aria-label={t('dashboard:open_area', { area: t(`perm:${tile.area}`) })}>
                    {t('dashboard:open')} <RightOutlined />
                  </Link>
                ) : null
              }
            >
              {tile.figures.length === 0 ? (
                <span className="tile-empty">{t('dashboard:no_figures')}</span>
              ) : (
                <div className="figure-grid">
                  {tile.figures.map((figure) => (
                    <Statistic
                      key={figure.key}
                      title={t(`dashboard:figure.${figure.key}`, { defaultValue: figure.key })}
                      value={figure.value}
                    />
                  ))}
                </div>
              )}
            </Card>
          );
        })}
      </div>
    </div>
  );
}
