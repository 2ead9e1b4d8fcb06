import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierOwnApi } from '@shop/shared/api/supply-supplier-own';
import { callApi } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-store.ts';

/**
 * In the shell, for a supplier user whose supplier is suspended or banned: why and until when;
 * they may read but not change anything. Starts from the sign-in answer and is read again every
 * minute (and on focus) so a lifted or new restriction shows without signing in again.
 */
export function StandingBanner(): ReactNode {
  const { t } = useTranslation('supplier');
  const { user } = useAuth();
  const supplier = user?.supplier === true;
  const read = useQuery({
    queryKey: ['supplier-own-standing'],
    queryFn: () => callApi(supplierOwnApi.standing, undefined, { quiet: true }),
    enabled: supplier,
    refetchInterval: 60_000,
  });
  if (!supplier) return null;
  const standing = read.data ? read.data.standing : (user?.standing ?? null);
  if (!standing) return null;
  const until = standing.until
    ? t('until_short', { date: dayjs(standing.until).format('YYYY-MM-DD HH:mm') })
    : t('until_staff');
  return (
    <Alert
      className="supplier-standing-banner"
      type={standing.state === 'banned' ? 'error' : 'warning'}
      showIcon
      role="alert"
      data-testid="standing-banner"
      message={t(`standing.${standing.state}`, { until })}
      description={[standing.reason ? t('standing_reason', { reason: standing.reason }) : '', t('read_only_hint')]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
