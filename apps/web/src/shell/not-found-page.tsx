import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage(): ReactNode {
  const { t } = useTranslation('shell');
  return (
    <div className="page-card" data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('not_found.body')}
        extra={
          <Link to="/dashboard">
            <Button type="primary">{t('back_dashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}
