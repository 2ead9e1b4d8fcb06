import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reviews } from './api.ts';

/** Pass or fail the selected reviews at once, each after confirming. */
export function BatchAudit({ ids, onDone }: { ids: number[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation(['review', 'common']);
  const { message } = App.useApp();
  const audit = reviews.useChange('audit', {
    onSuccess: () => {
      void message.success(t('common:saved'));
      onDone();
    },
  });
  const run = (status: 'passed' | 'failed') => audit.mutateAsync({ ids, status }).catch(() => undefined);
  const busy = (status: 'passed' | 'failed') => audit.isPending && audit.variables?.status === status;
  if (ids.length === 0) return null;
  return (
    <div className="review-batch" data-testid="review-batch">
      <span>{t('review:batch_selected', { n: ids.length })}</span>
      <Popconfirm
        title={t('review:confirm_batch_pass', { n: ids.length })}
        okButtonProps={{ 'data-testid': 'review-batch-pass-confirm' }}
        onConfirm={() => run('passed')}
      >
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          data-testid="review-batch-pass"
          loading={busy('passed')}
        >
          {t('review:action.pass')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('review:confirm_batch_fail', { n: ids.length })}
        okButtonProps={{ danger: true }}
        onConfirm={() => run('failed')}
      >
        <Button size="small" danger icon={<CloseOutlined />} loading={busy('failed')}>
          {t('review:action.fail')}
        </Button>
      </Popconfirm>
      <Button size="small" type="link" onClick={onDone}>
        {t('review:clear_selection')}
      </Button>
    </div>
  );
}
