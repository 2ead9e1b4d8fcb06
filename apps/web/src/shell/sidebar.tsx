import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERMISSIONS } from '@shop/shared/permissions';
import { ROUTES } from '../app/registry.ts';
import type { RouteEntry } from '../app/route-types.ts';
import { useCan } from '../lib/auth-store.ts';
import { AREA_ICONS } from './area-icons.tsx';
import { useCurrentEntry } from './use-current-entry.ts';

type Item = Required<MenuProps>['items'][number];

// Areas appear in manifest order.
const AREA_ORDER = PERMISSIONS.filter((p) => p.parent === null).map((p) => p.key);

function icon(entry: RouteEntry | undefined, area: string): ReactNode {
  const Icon = entry?.menu?.icon ?? AREA_ICONS[area];
  return Icon ? createElement(Icon) : undefined;
}

/** The sidebar menu: registry entries with `menu`, only those whose permission the user holds. */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }): ReactNode {
  const { t } = useTranslation(['route', 'perm', 'shell']);
  const can = useCan();
  const current = useCurrentEntry();
  const currentArea = current?.menu?.area;
  const [openKeys, setOpenKeys] = useState<string[]>(currentArea ? [`area:${currentArea}`] : []);

  const items = useMemo<Item[]>(() => {
    const visible = ROUTES.filter((r) => r.menu && !r.public && can(r.permission));
    const link = (entry: RouteEntry) => (
      <Link to={entry.path} data-testid={`menu-${entry.permission ?? entry.path}`} onClick={onNavigate}>
        {t(entry.titleKey)}
      </Link>
    );
    const result: Item[] = [];
    for (const area of ['index', ...AREA_ORDER.filter((a) => a !== 'index')]) {
      const entries = visible
        .filter((r) => r.menu?.area === area)
        .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
      if (entries.length === 0) continue;
      if (area === 'index') {
        for (const entry of entries) result.push({ key: entry.path, icon: icon(entry, area), label: link(entry) });
        continue;
      }
      result.push({
        key: `area:${area}`,
        icon: icon(undefined, area),
        label: t(`perm:${area}`),
        children: entries.map((entry) => ({ key: entry.path, label: link(entry) })),
      });
    }
    return result;
  }, [can, t, onNavigate]);

  return (
    <nav data-testid="sidebar" aria-label={t('shell:sidebar.label')}>
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={current ? [current.path] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      />
    </nav>
  );
}
