import { CheckOutlined, CloseOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@shop/shared/api/catalog-review';
import { reviews } from './api.ts';

/**
 * Pass or fail a review, or set an audited one back to be reviewed, each after confirming; the
 * action matching the current state is hidden.
 */
export function AuditActions({
  id,
  status,
  size = 'small',
}: {
  id: number;
  status: ReviewStatus;
  size?: 'small' | 'middle';
}): ReactNode {
  const { t } = useTranslation(['review', 'common']);
  const { message } = App.useApp();
  // passed or failed; to_be_reviewed sets an audited review back to pending
  const audit = reviews.useChange('audit', { onSuccess: () => void message.success(t('common:saved')) });
  const run = (next: ReviewStatus) => audit.mutateAsync({ ids: [id], status: next }).catch(() => undefined);
  const busy = (next: ReviewStatus) => audit.isPending && audit.variables?.status === next;
  const link = size === 'small';
  return (
    <Space size={link ? 0 : 8} wrap>
      {status !== 'passed' ? (
        <Popconfirm
          title={t('review:confirm_pass')}
          okButtonProps={{ 'data-testid': `review-pass-confirm-${id}` }}
          onConfirm={() => run('passed')}
        >
          <Button
            type={link ? 'link' : 'primary'}
            size={size}
            icon={<CheckOutlined />}
            loading={busy('passed')}
            data-testid={`review-pass-${id}`}
          >
            {t('review:action.pass')}
          </Button>
        </Popconfirm>
      ) : null}
      {status !== 'failed' ? (
        <Popconfirm
          title={t('review:confirm_fail')}
          onConfirm={() => run('failed')}
          okButtonProps={{ danger: true, 'data-testid': `review-fail-confirm-${id}` }}
        >
          <Button
            type="link"
            danger
            size={size}
            icon={<CloseOutlined />}
            loading={busy('failed')}
            data-testid={`review-fail-${id}`}
          >
            {t('review:action.fail')}
          </Button>
        </Popconfirm>
      ) : null}
      {status !== 'to_be_reviewed' ? (
        <Popconfirm
          title={t('review:confirm_pending')}
          onConfirm={() => run('to_be_reviewed')}
          okButtonProps={{ 'data-testid': `review-pending-confirm-${id}` }}
        >
          <Button
            type="link"
            size={size}
            icon={<UndoOutlined />}
            loading={busy('to_be_reviewed')}
            data-testid={`review-pending-${id}`}
          >
            {t('review:action.pending')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
