import { CheckOutlined, CloseOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@shop/shared/api/catalog-review';
import { auditReviews, reviewKeys } from './api.ts';

/**
 * Pass or fail a review, or set an audited one back to be reviewed, each after confirming; the
 * action matching the current state is hidden.
 */
export function AuditActions({ id, status, size = 'small' }: { id: number; status: ReviewStatus; size?: 'small' | 'middle' }): ReactNode {
  const { t } = useTranslation(['review', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const audit = useMutation({
    mutationFn: (next: ReviewStatus) => auditReviews([id], next),
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const link = size === 'small';
  return (
    <Space size={link ? 0 : 8} wrap>
      {status !== 'passed' ? (
        <Popconfirm title={t('review:confirm_pass')} okButtonProps={{ 'data-testid': `review-pass-confirm-${id}` }} onConfirm={() => audit.mutateAsync('passed').catch(() => undefined)}>
          <Button type={link ? 'link' : 'primary'} size={size} icon={<CheckOutlined />} loading={audit.isPending && audit.variables === 'passed'} data-testid={`review-pass-${id}`}>{t('review:action.pass')}</Button>
        </Popconfirm>
      ) : null}
      {status !== 'failed' ? (
        <Popconfirm title={t('review:confirm_fail')} okButtonProps={{ danger: true, 'data-testid': `review-fail-confirm-${id}` }} onConfirm={() => audit.mutateAsync('failed').catch(() => undefined)}>
          <Button type="link" danger size={size} icon={<CloseOutlined />} loading={audit.isPending && audit.variables === 'failed'} data-testid={`review-fail-${id}`}>{t('review:action.fail')}</Button>
        </Popconfirm>
      ) : null}
      {status !== 'to_be_reviewed' ? (
        <Popconfirm title={t('review:confirm_pending')} okButtonProps={{ 'data-testid': `review-pending-confirm-${id}` }} onConfirm={() => audit.mutateAsync('to_be_reviewed').catch(() => undefined)}>
          <Button type="link" size={size} icon={<UndoOutlined />} loading={audit.isPending && audit.variables === 'to_be_reviewed'} data-testid={`review-pending-${id}`}>{t('review:action.pending')}</Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
