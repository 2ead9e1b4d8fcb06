import {
  DashboardOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth, useCan } from '../lib/auth-store.ts';
import { useStoreBrand } from '../lib/store-brand.ts';
import { LangDropdown } from './lang-dropdown.tsx';
import { HELP_FAQ_URL } from './links.ts';
import { MessageDropdown } from './message-dropdown.tsx';
import { UserMenu } from './user-menu.tsx';

const FeedbackDialog = lazy(() =>
  import('../modules/help/feedback/feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })),
);

interface TopBarProps {
  compact: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ compact, sidebarOpen, onToggleSidebar }: TopBarProps): ReactNode {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  // The storefront's address as saved in Settings > store info (the one given at sign-in until read).
  const home = useStoreBrand()?.baseUrl || user?.base_url;
  const can = useCan();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Loaded on first use, then kept mounted so the dialog can animate closed.
  const [feedbackLoaded, setFeedbackLoaded] = useState(false);
  const showFeedback = Boolean(user?.supplier) && can('help_suggest_add');

  return (
    <header className="top-bar">
      <div className="top-bar-side">
        <Button
          type="text"
          className="top-bar-button"
          aria-label={t(sidebarOpen ? 'sidebar.collapse' : 'sidebar.expand')}
          icon={sidebarOpen && !compact ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
          data-testid="sidebar-toggle"
        />
        <Link to="/dashboard" className="top-bar-link" data-testid="dashboard-link">
          <DashboardOutlined />
          {compact ? null : <span>{t('top.dashboard')}</span>}
        </Link>
      </div>
      <div className="top-bar-side">
        {home ? (
          <Tooltip title={t('top.store_home')}>
            <a
              className="top-bar-link"
              href={home}
              target="_blank"
              rel="noreferrer"
              aria-label={t('top.store_home')}
              data-testid="store-home"
            >
              <HomeOutlined />
            </a>
          </Tooltip>
        ) : null}
        <Tooltip title={t('top.help')}>
          <a
            className="top-bar-link"
            href={HELP_FAQ_URL}
            target="_blank"
            rel="noreferrer"
            aria-label={t('top.help')}
            data-testid="help-link"
          >
            <QuestionCircleOutlined />
          </a>
        </Tooltip>
        {showFeedback ? (
          <Button
            type="text"
            className="top-bar-button"
            icon={<MessageOutlined />}
            onClick={() => {
              setFeedbackLoaded(true);
              setFeedbackOpen(true);
            }}
            data-testid="feedback-button"
          >
            {compact ? null : t('top.feedback')}
          </Button>
        ) : null}
        <MessageDropdown />
        <LangDropdown compact={compact} />
        <UserMenu compact={compact} />
      </div>
      {showFeedback && feedbackLoaded ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
