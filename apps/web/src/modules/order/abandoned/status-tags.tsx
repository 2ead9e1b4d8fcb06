import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecallStatus } from '@shop/shared/api/abandoned';

const COLORS: Record<RecallStatus, string | undefined> = {
  none: undefined,
  queued: 'processing',
  sent: 'success',
  failed: 'error',
};

/** The recall status, with how many e-mails went out and when; a failure shows the mail server's answer. */
export function RecallStatusTag({
  status,
  count,
  at,
  error,
}: {
  status: RecallStatus;
  count: number;
  at: string | null;
  error: string;
}): ReactNode {
  const { t } = useTranslation(['abandoned']);
  const tag = (
    <Tag
      color={COLORS[status]}
      className={`abandoned-recall-tag abandoned-recall-${status}`}
      data-testid="abandoned-recall-status"
    >
      {t(`abandoned:recall_status.${status}`)}
    </Tag>
  );
  return (
    <div className="abandoned-recall-cell">
      {status === 'failed' && error ? <Tooltip title={error}>{tag}</Tooltip> : tag}
      {count > 0 ? <div className="abandoned-sub">{t('abandoned:recall_times', { count })}</div> : null}
      {count > 0 && at ? <div className="abandoned-sub">{dayjs(at).format('YYYY-MM-DD HH:mm')}</div> : null}
    </div>
  );
}
