import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaOf, firstScreenOf } from '../app/registry.ts';
import { useCan } from '../lib/auth-store.ts';
import { useCurrentEntry } from './use-current-entry.ts';

/** Dashboard › area › screen, from the registry's titles. */
export function Breadcrumbs(): ReactNode {
  const { t } = useTranslation(['route', 'perm']);
  const entry = useCurrentEntry();
  const can = useCan();
  if (!entry) return null;
  const items: { title: ReactNode }[] = [];
  if (entry.path !== '/dashboard') items.push({ title: <Link to="/dashboard">{t('route:dashboard')}</Link> });
  const area = entry.menu?.area ?? areaOf(entry.permission);
  if (area && area !== 'index' && area !== 'profile') {
    const first = firstScreenOf(area, can);
    const label = t(`perm:${area}`);
    items.push({ title: first && first.path !== entry.path ? <Link to={first.path}>{label}</Link> : label });
  }
  items.push({ title: t(entry.titleKey) });
  return <Breadcrumb items={items} data-testid="breadcrumbs" />;
}
