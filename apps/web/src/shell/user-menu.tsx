import { DownOutlined, FileTextOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findRoute } from '../app/registry.ts';
import { useAuth, useCan } from '../lib/auth-store.ts';
import { endSession } from '../lib/session.ts';
import { logout } from '../modules/account/login/api.ts';

const INVOICE_PATH = '/profile/invoice';
const MERCHANT_PATH = '/profile/merchant';

/** Profile, merchant center and invoice (supplier users, once those screens exist) and log out. */
export function UserMenu({ compact }: { compact: boolean }): ReactNode {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const can = useCan();
  const navigate = useNavigate();
  const invoice = findRoute(INVOICE_PATH);
  const merchant = findRoute(MERCHANT_PATH);

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The session ends on this side whatever the server answered.
    }
    endSession({ remember: false });
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('user.profile'),
      onClick: () => void navigate('/profile/index'),
    },
    ...(user?.supplier && merchant && can(merchant.permission)
      ? [
          {
            key: 'merchant',
            icon: <ShopOutlined />,
            label: <span data-testid="merchant-link">{t('user.merchant')}</span>,
            onClick: () => navigate(MERCHANT_PATH),
          },
        ]
      : []),
    ...(user?.supplier && invoice && can(invoice.permission)
      ? [
          {
            key: 'invoice',
            icon: <FileTextOutlined />,
            label: t('user.invoice'),
            onClick: () => navigate(INVOICE_PATH),
          },
        ]
      : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('user.logout')}</span>,
      onClick: () => void signOut(),
    },
  ];

  const name = user?.truename || user?.username || '';
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        data-testid="user-menu"
        className="top-bar-button user-button"
        aria-label={compact || !name ? t('user.menu') : `${t('user.menu')}: ${name}`}
      >
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        {compact ? null : <span className="user-name">{name}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
