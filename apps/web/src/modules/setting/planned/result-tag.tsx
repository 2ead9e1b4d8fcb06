import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedLastResult } from '@shop/shared/api/planned';

const COLOURS: Record<PlannedLastResult['status'], string> = {
  done: 'success',
  stopped: 'orange',
  capped: 'blue',
  nothing: 'default',
  failed: 'red',
};

/** A run's result: how it ended, how many orders it made, and why not more when something was missing. */
export function ResultTag({ result }: { result: PlannedLastResult }): ReactNode {
  const { t } = useTranslation('planned');
  const tag = (
    <Tag color={COLOURS[result.status]} className="planned-result-tag" data-testid="planned-last-result">
      {t(`planned:result.${result.status}`, { count: result.generated })}
    </Tag>
  );
  return result.reason ? <Tooltip title={t(`planned:reason.${result.reason}`)}>{tag}</Tooltip> : tag;
}
