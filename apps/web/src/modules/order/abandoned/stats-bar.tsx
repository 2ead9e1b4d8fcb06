import { Alert, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbandonedStats } from '@shop/shared/api/abandoned';

/**
 * The figures of the filtered checkouts: how many, recalled, converted, recovered by a recall and the recall conversion
 * rate.
 */
export function StatsBar({ stats, loading }: { stats: AbandonedStats | undefined; loading: boolean }): ReactNode {
  const { t, i18n } = useTranslation(['abandoned']);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const figures: { key: string; label: string; value: ReactNode; hint?: string }[] = [
    {
      key: 'total',
      label: t('abandoned:stats.total'),
      value: stats?.total ?? 0,
      hint: t('abandoned:stats.total_hint', { minutes: stats?.abandonedAfterMinutes ?? 60 }),
    },
    { key: 'recalled', label: t('abandoned:stats.recalled'), value: stats?.recalled ?? 0 },
    { key: 'failed', label: t('abandoned:stats.failed'), value: stats?.failed ?? 0 },
    { key: 'converted', label: t('abandoned:stats.converted'), value: stats?.converted ?? 0 },
    { key: 'recovered', label: t('abandoned:stats.recovered'), value: stats?.recovered ?? 0 },
    {
      key: 'rate',
      label: t('abandoned:stats.rate'),
      value: percent.format(stats?.conversionRate ?? 0),
      hint: t('abandoned:stats.rate_hint'),
    },
  ];
  return (
    <>
      {stats && !stats.mailConfigured ? (
        <Alert
          type="warning"
          showIcon
          className="abandoned-mail-alert"
          data-testid="abandoned-mail-off"
          title={t('abandoned:mail_off.title')}
          description={t('abandoned:mail_off.body')}
        />
      ) : null}
      <div className="abandoned-stats" data-testid="abandoned-stats" aria-busy={loading}>
        {figures.map((f) => (
          <div key={f.key} className="abandoned-stat" data-testid={`abandoned-stat-${f.key}`} title={f.hint}>
            <Statistic title={f.label} value={f.value as number | string} loading={loading && !stats} />
          </div>
        ))}
      </div>
    </>
  );
}
