import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { auditReviews, reviewKeys } from './api.ts';

/** Pass or fail the selected reviews at once, each after confirming. */
export function BatchAudit({ ids, onDone }: { ids: number[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation(['review', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const audit = useMutation({
    mutationFn: (status: 'passed' | 'failed') => auditReviews(ids, status),
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      onDone();
    },
  });
  if (ids.length === 0) return null;
  return (
    <div className="review-batch" data-testid="review-batch">
      <span>{t('review:batch_selected', { n: ids.length })}</span>
      <Popconfirm title={t('review:confirm_batch_pass', { n: ids.length })} okButtonProps={{ 'data-testid': 'review-batch-pass-confirm' }} onConfirm={() => audit.mutateAsync('passed').catch(() => undefined)}>
        <Button size="small" type="primary" icon={<CheckOutlined />} data-testid="review-batch-pass" loading={audit.isPending && audit.variables === 'passed'}>{t('review:action.pass')}</Button>
      </Popconfirm>
      <Popconfirm title={t('review:confirm_batch_fail', { n: ids.length })} okButtonProps={{ danger: true }} onConfirm={() => audit.mutateAsync('failed').catch(() => undefined)}>
        <Button size="small" danger icon={<CloseOutlined />} loading={audit.isPending && audit.variables === 'failed'}>{t('review:action.fail')}</Button>
      </Popconfirm>
      <Button size="small" type="link" onClick={onDone}>{t('review:clear_selection')}</Button>
    </div>
  );
}
