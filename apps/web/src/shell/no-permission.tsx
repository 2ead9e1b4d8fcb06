import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../styles/generated/antd-console.css';

/** "You lack permission X": names the missing permission by its label and its key. */
export function NoPermission({ permission }: { permission: string }): ReactNode {
  const { t } = useTranslation(['shell', 'perm']);
  const label = t(`perm:${permission}`, { defaultValue: permission });
  return (
    <div className="page-card" data-testid="no-permission" data-permission={permission}>
      <Result
        status="403"
        title={t('shell:no_permission.title')}
        subTitle={
          <span>
            {t('shell:no_permission.body', { label })} <code className="perm-key">{permission}</code>
          </span>
        }
        extra={
          <Link to="/dashboard">
            <Button type="primary">{t('shell:back_dashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}
