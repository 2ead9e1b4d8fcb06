import { Button, Input, Modal, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueEntryView, QueueOutcomeView } from '@shop/shared/api/supply-queue';
import { approvalQueue } from './api.ts';
import { NS } from './fields.tsx';

/**
 * Batch decisions over the selected entries, all of one kind: approve after confirming, or reject
 * with one reason; the answer lists each item's outcome (ok, or why it was refused).
 */
export function QueueBatch({ selected, onDone }: { selected: QueueEntryView[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [outcomes, setOutcomes] = useState<QueueOutcomeView[] | null>(null);
  const decide = approvalQueue.useChange('decide', {
    onSuccess: (data) => {
      setOutcomes(data.outcomes);
      setRejecting(false);
      setReason('');
      onDone();
    },
  });
  const kinds = new Set(selected.map((e) => e.kind));
  const oneKind = kinds.size === 1;
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate({
      kind: selected[0]!.kind,
      ids: selected.map((e) => e.id),
      decision,
      reason: decision === 'reject' ? reason : '',
    });
  const subject = (id: number) => selected.find((e) => e.id === id)?.subject ?? `#${id}`;

  return (
    <div className="queue-batch" data-testid="queue-batch">
      <Space wrap>
        <Typography.Text>{t('selected_n', { n: selected.length })}</Typography.Text>
        {!oneKind && selected.length ? <Typography.Text type="warning">{t('one_kind_only')}</Typography.Text> : null}
        <Button
          type="primary"
          disabled={!oneKind}
          loading={decide.isPending}
          data-testid="queue-approve"
          onClick={() =>
            Modal.confirm({
              title: t('batch_approve_confirm', { n: selected.length }),
              okText: t('approve'),
              cancelText: t('cancel'),
              onOk: () => send('approve'),
            })
          }
        >
          {t('approve')}
        </Button>
        <Button danger disabled={!oneKind} onClick={() => setRejecting(true)} data-testid="queue-reject">
          {t('reject')}
        </Button>
      </Space>
      <Modal
        open={rejecting}
        title={t('batch_reject_title', { n: selected.length })}
        okText={t('reject')}
        okButtonProps={
          {
            danger: true,
            disabled: !reason.trim(),
            loading: decide.isPending,
            'data-testid': 'queue-reject-ok',
          } as never
        }
        onOk={() => send('reject')}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          rows={3}
          placeholder={t('reject_reason')}
          aria-label={t('reject_reason')}
          data-testid="queue-reject-reason"
        />
      </Modal>
      <Modal open={outcomes !== null} title={t('batch_result')} footer={null} onCancel={() => setOutcomes(null)}>
        <ul data-testid="queue-outcomes">
          {(outcomes ?? []).map((o) => (
            <li key={`${o.kind}:${o.id}`}>
              {subject(o.id)}: {o.ok ? t('outcome_ok') : (o.message ?? o.code)}
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
