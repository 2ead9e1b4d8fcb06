import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLY_PATH } from './paths.ts';

/** The login page's link to the public application form. */
export function ApplyLink(): ReactNode {
  const { t } = useTranslation('supply-apply');
  return (
    <p className="login-apply" style={{ textAlign: 'center', margin: '16px 0 0' }}>
      <Link to={APPLY_PATH} data-testid="login-apply-link" style={{ color: '#0958d9' }}>
        {t('apply_link')}
      </Link>
    </p>
  );
}
