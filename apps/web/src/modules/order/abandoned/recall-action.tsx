import { MailOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ABANDONED_RULES } from '@shop/shared/api/abandoned';
import { checkouts } from './api.ts';

interface Target {
  id: number;
  email: string;
}

/** Asks before sending recall e-mails (one per checkout), then queues them; the list follows their status. */
export function useRecall(onDone?: () => void): { confirm: (targets: Target[]) => void; pending: boolean } {
  const { t } = useTranslation(['abandoned', 'common']);
  const { message, modal } = App.useApp();
  // Sending the same recall again after a network failure is the same action: mailed once.
  const recall = checkouts.useChange('recall', {
    onSuccess: (result) => {
      void message.success(t('abandoned:recall.queued', { count: result.queued }));
      onDone?.();
    },
  });
  const confirm = (targets: Target[]) => {
    const shown =
      targets
        .slice(0, 5)
        .map((x) => x.email)
        .join(', ') + (targets.length > 5 ? ` (+${targets.length - 5})` : '');
    modal.confirm({
      title: t('abandoned:recall.confirm_title', { count: targets.length }),
      content: (
        <div data-testid="abandoned-recall-dialog">
          <p>{t('abandoned:recall.confirm_body')}</p>
          <p className="abandoned-recall-to">{shown}</p>
        </div>
      ),
      icon: <MailOutlined />,
      okText: t('abandoned:recall.send'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { 'data-testid': 'abandoned-recall-confirm' } as Record<string, string>,
      mask: { closable: false },
      onOk: () => recall.mutateAsync({ ids: targets.map((x) => x.id) }).catch(() => undefined),
    });
  };
  return { confirm, pending: recall.isPending };
}

/** The selection bar: how many are chosen, the recall button (at most 100 at once) and clear. */
export function RecallBar({
  selected,
  disabled,
  onClear,
}: {
  selected: Target[];
  disabled: boolean;
  onClear: () => void;
}): ReactNode {
  const { t } = useTranslation(['abandoned']);
  const { confirm, pending } = useRecall(onClear);
  if (selected.length === 0) return null;
  const tooMany = selected.length > ABANDONED_RULES.recallBatchMax;
  return (
    <div className="abandoned-batch" data-testid="abandoned-batch">
      <Space wrap size={[8, 8]}>
        <span>{t('abandoned:batch.selected', { count: selected.length })}</span>
        <Button
          type="primary"
          size="small"
          icon={<MailOutlined />}
          disabled={disabled || tooMany}
          loading={pending}
          onClick={() => confirm(selected)}
          data-testid="abandoned-batch-recall"
        >
          {t('abandoned:recall.action')}
        </Button>
        {tooMany ? (
          <span className="abandoned-batch-warn">
            {t('abandoned:batch.too_many', { max: ABANDONED_RULES.recallBatchMax })}
          </span>
        ) : null}
        <Button size="small" type="link" onClick={onClear}>
          {t('abandoned:batch.clear')}
        </Button>
      </Space>
    </div>
  );
}
