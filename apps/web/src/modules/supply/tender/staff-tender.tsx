import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TENDER_LIMITS, tenderApi, type InvitationView } from '@shop/shared/api/supply-tender';
import { callApi } from '../../../lib/api-client.ts';
import { tenders } from './api.ts';
import { Comparison } from './comparison.tsx';
import { StateTag, when } from './parts.tsx';
import { TenderFacts } from './tender-info-page.tsx';

/** A reason asked for before a step that cannot be undone (award, cancel). */
function ReasonModal(props: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onOk: (reason: string) => Promise<unknown>;
}): ReactNode {
  const { t } = useTranslation('tender');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onCancel}
      onOk={() => form.validateFields().then((v) => props.onOk(v.reason))}
      okButtonProps={{ 'data-testid': 'reason-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('field.reason')} rules={[{ required: true, max: TENDER_LIMITS.reasonMax }]}>
          <Input.TextArea rows={3} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Staff view of a tender: invitations and receipts, opening, comparison, award, cancel. */
export function StaffTender({ id }: { id: number }): ReactNode {
  const { t } = useTranslation(['tender', 'common']);
  const [awarding, setAwarding] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const info = useQuery({
    queryKey: [...tenders.keys.info(id), 'staff'],
    queryFn: () => callApi(tenderApi.info, { id }),
  });
  const open = tenders.useChange('open');
  const closeEarly = tenders.useChange('close');
  const award = tenders.useChange('award', { onSuccess: () => setAwarding(null) });
  const cancel = tenders.useChange('cancel', { onSuccess: () => setCancelling(false) });
  if (info.isPending) return <Skeleton active />;
  const d = info.data;
  if (!d) return <Result status="404" title={t('not_found')} />;
  const confirmOpen = () =>
    Modal.confirm({
      title: t('open.confirm'),
      content: t('open.confirm_text'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => open.mutateAsync({ id, version: d.version }),
    });
  const bids = d.invitations.flatMap((i) => (i.bid ? [i.bid] : []));
  const allBid = d.invited > 0 && d.invitations.every((i) => i.bid?.status === 'sealed');
  const confirmClose = () =>
    Modal.confirm({
      title: t('close.confirm'),
      content: t('close.confirm_text'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => closeEarly.mutateAsync({ id, version: d.version }),
    });
  return (
    <div data-testid="staff-tender">
      <Card
        title={`#${d.id} ${d.title}`}
        extra={
          <Space>
            <StateTag state={d.status} />
            {d.status === 'open' && !d.closed && allBid && (
              <Button onClick={confirmClose} data-testid="tender-close-early">
                {t('close.button')}
              </Button>
            )}
            {d.status === 'open' && (
              <Button type="primary" disabled={!d.closed} onClick={confirmOpen} data-testid="tender-open-bids">
                {t('open.button')}
              </Button>
            )}
            {(d.status === 'open' || d.status === 'opened') && (
              <Button danger onClick={() => setCancelling(true)} data-testid="tender-cancel">
                {t('cancel.button')}
              </Button>
            )}
          </Space>
        }
      >
        <TenderFacts t={d} />
        {d.status === 'open' && (
          <Alert
            type="info"
            showIcon
            message={d.closed ? t('open.ready') : t('open.sealed', { deadline: when(d.deadline) })}
          />
        )}
        {d.openedAt && (
          <Typography.Paragraph type="secondary" data-testid="opened-by">
            {t('open.recorded', { who: d.openedBy, when: when(d.openedAt) })}
          </Typography.Paragraph>
        )}
        {d.status === 'awarded' && (
          <Alert type="success" showIcon message={t('award.done', { who: d.awardedBy })} description={d.awardReason} />
        )}
        {d.status === 'cancelled' && (
          <Alert type="warning" showIcon message={t('cancel.done')} description={d.cancelReason} />
        )}
      </Card>
      <Card title={t('invite.title')} style={{ marginTop: 16 }}>
        <Table<InvitationView>
          rowKey="id"
          size="small"
          dataSource={d.invitations}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('invite.empty') }}
          data-testid="invitation-list"
          columns={[
            { title: t('field.supplier'), dataIndex: 'supplierName' },
            { title: t('invite.at'), render: (_, r) => when(r.invitedAt) },
            {
              title: t('bid.state'),
              render: (_, r) => (r.bid ? <StateTag state={r.bid.status} /> : <Tag>{t('tender.no_bid')}</Tag>),
            },
            { title: t('bid.submitted'), render: (_, r) => when(r.bid?.submittedAt) },
            {
              title: t('bid.receipt'),
              render: (_, r) => (r.bid ? <Typography.Text code>{r.bid.receipt.slice(0, 16)}…</Typography.Text> : '—'),
            },
          ]}
        />
      </Card>
      {(d.status === 'opened' || d.status === 'awarded') && (
        <Comparison
          bids={bids}
          awardBidId={d.awardBidId}
          canAward={d.status === 'opened'}
          onAward={(bidId) => setAwarding(bidId)}
        />
      )}
      <ReasonModal
        open={awarding !== null}
        title={t('award.confirm', { supplier: bids.find((b) => b.id === awarding)?.supplierName ?? '' })}
        onCancel={() => setAwarding(null)}
        onOk={(reason) => award.mutateAsync({ id, bidId: awarding!, reason })}
      />
      <ReasonModal
        open={cancelling}
        title={t('cancel.confirm')}
        onCancel={() => setCancelling(false)}
        onOk={(reason) => cancel.mutateAsync({ id, reason })}
      />
    </div>
  );
}
