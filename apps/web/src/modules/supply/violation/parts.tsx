import { Alert, Descriptions, Empty, Image, Space, Spin, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppealView, ViolationRow, ViolationStanding } from '@shop/shared/api/supply-violation';
import type { Language } from '@shop/shared/constants';
import { nextSanctionText } from '@shop/shared/areas/supply/violation';
import { useStanding } from './api.ts';
import './violation.css';

export const APPEAL_COLORS: Record<AppealView['status'], string> = {
  pending: 'gold',
  granted: 'green',
  denied: 'red',
};

export const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '—');
export const dayTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** The evidence pictures as small thumbnails that open a preview. */
export function EvidenceThumbs({ urls }: { urls: string[] }): ReactNode {
  const { t } = useTranslation('violation');
  if (urls.length === 0) return <span className="violation-muted">{t('none')}</span>;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {urls.map((url, i) => (
          <Image key={url} src={url} width={32} height={32} alt={t('evidence_n', { n: i + 1 })} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** Points: a reversal (negative) in green, a penalty in red. */
export function Points({ points }: { points: number }): ReactNode {
  return <span className={points < 0 ? 'violation-points-minus' : 'violation-points'}>{points}</span>;
}

/** The appeal state of a line: none, or its status with the decision's reason. */
export function AppealState({ row }: { row: ViolationRow }): ReactNode {
  const { t } = useTranslation('violation');
  if (row.reversesId !== null) return <Tag>{t('reversal_of', { id: row.reversesId })}</Tag>;
  if (!row.appeal) return <span className="violation-muted">{t('appeal.none')}</span>;
  return (
    <Space direction="vertical" size={0}>
      <Tag color={APPEAL_COLORS[row.appeal.status]} data-testid={`violation-appeal-${row.id}`}>
        {t(`appeal.${row.appeal.status}`)}
      </Tag>
      {row.appeal.decisionReason ? (
        <Typography.Text type="secondary" className="violation-small">
          {row.appeal.decisionReason}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The standing in words: active points, the next sanction, the restrictions in force, when points expire. */
export function StandingView({ standing }: { standing: ViolationStanding }): ReactNode {
  const { t, i18n } = useTranslation('violation');
  const lang = (i18n.language as Language) ?? 'en';
  const restricted = standing.state === 'banned' || standing.state === 'suspended';
  return (
    <div className="violation-standing" data-testid="violation-standing">
      {restricted ? (
        <Alert
          type="error"
          showIcon
          data-testid="violation-restricted"
          title={
            standing.stateUntil
              ? t(`standing.${standing.state}_until`, { until: dayTime(standing.stateUntil) })
              : t(`standing.${standing.state}`)
          }
        />
      ) : null}
      {standing.bidBanUntil ? (
        <Alert type="warning" showIcon title={t('standing.bid_ban', { until: dayTime(standing.bidBanUntil) })} />
      ) : null}
      <Space size="large" wrap align="start">
        <Statistic
          title={t('standing.points')}
          value={standing.activePoints}
          valueRender={(node) => <span data-testid="violation-points">{node}</span>}
        />
        <div>
          <div className="violation-label">{t('standing.next')}</div>
          <div data-testid="violation-next">
            {standing.next ? nextSanctionText(lang, standing.next) : t('standing.no_next')}
          </div>
        </div>
        {standing.pendingAppeals ? (
          <div>
            <div className="violation-label">{t('standing.pending_appeals')}</div>
            <Tag color="gold">{standing.pendingAppeals}</Tag>
          </div>
        ) : null}
      </Space>
      {standing.expiries.length ? (
        <Descriptions
          size="small"
          column={1}
          title={t('standing.expiries')}
          items={standing.expiries.slice(0, 5).map((e) => ({
            key: e.at,
            label: day(e.at),
            children: t('standing.expire_points', { count: e.points }),
          }))}
        />
      ) : null}
    </div>
  );
}

/** The standing of the signed-in supplier (null) or of one supplier, loading and failing in place. */
export function Standing({ supplierId }: { supplierId: number | null }): ReactNode {
  const { t } = useTranslation('violation');
  const standing = useStanding(supplierId);
  if (standing.isPending) return <Spin />;
  if (standing.isError) return <Alert type="error" showIcon title={t('load_failed')} />;
  return standing.data ? <StandingView standing={standing.data} /> : <Empty />;
}
