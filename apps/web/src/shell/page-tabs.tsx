import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUi } from '../lib/ui-store.ts';

/** Tabs of opened pages; the layout resets the list on every route change (spec section 2). */
export function PageTabs(): ReactNode {
  const { t } = useTranslation('route');
  const { tabs } = useUi();
  const navigate = useNavigate();
  if (tabs.list.length === 0) return null;
  return (
    <Tabs
      className="page-tabs"
      size="small"
      type="card"
      activeKey={tabs.active}
      onChange={(key) => navigate(key)}
      items={tabs.list.map((tab) => ({ key: tab.path, label: t(tab.titleKey) }))}
      data-testid="page-tabs"
    />
  );
}
