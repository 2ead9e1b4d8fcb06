import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectionState, Stage } from '@shop/shared/api/supply-inspection';

export const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

const STATE_COLOR: Record<InspectionState, string> = {
  under_inspection: 'processing',
  approved: 'success',
  failed: 'error',
  cancelled: 'default',
};
const STAGE_COLOR: Record<Stage, string> = { reduced: 'green', normal: 'blue', tightened: 'volcano' };

export function StateTag({ state }: { state: InspectionState }): ReactNode {
  const { t } = useTranslation('inspection');
  return (
    <Tag color={STATE_COLOR[state]} data-testid={`inspection-state-${state}`}>
      {t(`state.${state}`)}
    </Tag>
  );
}

export function StageTag({ stage }: { stage: Stage }): ReactNode {
  const { t } = useTranslation('inspection');
  return <Tag color={STAGE_COLOR[stage]}>{t(`stage.${stage}`)}</Tag>;
}

/** The sampling rule in words: "every lot", "20 % of lots", "one lot every 30 days". */
export function RuleText({ rule }: { rule: { frequency: string; percent: number; periodDays: number } }): ReactNode {
  const { t } = useTranslation('inspection');
  return <>{t(`rule.${rule.frequency}`, { percent: rule.percent, days: rule.periodDays })}</>;
}

/** Why the stage is in force: the supplier's history, or a staff override with its reason. */
export function StageReason({ reason }: { reason: string }): ReactNode {
  const { t } = useTranslation('inspection');
  if (reason.startsWith('override: ')) return <>{t('stage_reason.override', { reason: reason.slice(10) })}</>;
  return <>{t(reason === 'request' ? 'stage_reason.request' : 'stage_reason.history')}</>;
}
