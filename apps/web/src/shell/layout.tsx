import { QueryClientProvider } from '@tanstack/react-query';
import { Drawer, Layout, Spin } from 'antd';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { UI } from '@shop/shared/constants';
import '../styles/generated/antd-console.css';
import './shell.css';
import { PageLoading } from '../app/page-loading.tsx';
import { AgreementGate } from '../modules/account/agreement/agreement-gate.tsx';
import { StandingBanner } from '../modules/supply/supplier/standing-banner.tsx';
import { useCurrencyFormatsRead } from '../lib/currency-formats.ts';
import { queryClient } from '../lib/query-client.ts';
import { useStoreBrand, useStoreBrandRead, useStoreName } from '../lib/store-brand.ts';
import { ui, useUi } from '../lib/ui-store.ts';
import { AppFeedback } from './app-feedback.tsx';
import { BackToTop } from './back-to-top.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PageTabs } from './page-tabs.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import {
  useLanguageSync,
  useLoadingTimeout,
  usePowerRefresh,
  useRouteChangeReset,
  useStage,
} from './use-shell-effects.ts';

/** The store's logo (or its name's first letter) and name, from Settings > store info. */
function Brand({ collapsed }: { collapsed: boolean }): ReactNode {
  const { t } = useTranslation('common');
  const logo = useStoreBrand()?.logo;
  const name = useStoreName() || t('app_name');
  return (
    <div className="brand" data-testid="brand">
      <span className={logo ? 'brand-mark brand-logo' : 'brand-mark'} aria-hidden="true">
        {logo ? <img src={logo} alt="" /> : [...name][0]?.toUpperCase()}
      </span>
      {collapsed ? null : (
        <span className="brand-name" title={name} data-testid="brand-name">
          {name}
        </span>
      )}
    </div>
  );
}

function ShellFrame(): ReactNode {
  const stage = useStage();
  const { sidebar } = useUi();
  const loading = useLoadingTimeout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const small = stage === 'small';
  useRouteChangeReset();
  useLanguageSync();
  usePowerRefresh();
  useStoreBrandRead();
  // amounts are drawn with the store's currencies (symbol, side, decimals): read them first
  const currenciesRead = useCurrencyFormatsRead();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <Layout className="shell" hasSider={!small}>
      {small ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={closeDrawer}
          size={UI.sidebarWidthPx}
          closable={false}
          mask={{ closable: true }}
          className="sidebar-drawer"
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <Brand collapsed={false} />
          <Sidebar collapsed={false} onNavigate={closeDrawer} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="sidebar"
          width={UI.sidebarWidthPx}
          collapsedWidth={64}
          collapsed={!sidebar.opened}
          trigger={null}
          collapsible
        >
          <Brand collapsed={!sidebar.opened} />
          <Sidebar collapsed={!sidebar.opened} />
        </Layout.Sider>
      )}
      <Layout className="shell-main">
        <TopBar
          compact={small}
          sidebarOpen={small ? drawerOpen : sidebar.opened}
          onToggleSidebar={small ? () => setDrawerOpen((o) => !o) : ui.toggleSidebar}
        />
        <div className="shell-nav">
          <Breadcrumbs />
          <PageTabs />
        </div>
        <StandingBanner />
        <Layout.Content className="shell-content" id="main">
          <Spin spinning={loading} size="large">
            <Suspense fallback={<PageLoading />}>{currenciesRead ? <Outlet /> : <PageLoading />}</Suspense>
          </Spin>
        </Layout.Content>
        <BackToTop />
      </Layout>
    </Layout>
  );
}

/** The console shell: sidebar, top bar, breadcrumbs, tabs and the main area. */
export function ShellLayout(): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <AppFeedback>
        <ShellFrame />
        <AgreementGate />
      </AppFeedback>
    </QueryClientProvider>
  );
}
