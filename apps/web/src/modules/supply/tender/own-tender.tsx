import { useQuery } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@shop/shared/api/supply-demand';
import { tenderApi, type BidReceipt } from '@shop/shared/api/supply-tender';
import { MoneyInput } from '../../../components/money-input.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { downloadFile } from '../../../lib/download.ts';
import { tenders } from './api.ts';
import { StateTag, useMoney, when } from './parts.tsx';
import { TenderFacts } from './tender-info-page.tsx';

interface Terms {
  price: number;
  leadDays: number;
  quantity: number;
  note: string;
}

/**
 * The supplier's view of a tender it is invited to: its sealed bid (submitted, replaced or
 * withdrawn before the deadline, after a confirmation), the receipt to keep, and the outcome.
 * Before opening nobody can read the terms back, not even the bidder: the form is emptied.
 */
export function OwnTender({ invitationId }: { invitationId: number }): ReactNode {
  const { t } = useTranslation(['tender', 'common']);
  const money = useMoney();
  const [form] = Form.useForm<Terms>();
  const [receipt, setReceipt] = useState<BidReceipt | null>(null);
  const info = useQuery({
    queryKey: [...tenders.keys.info(invitationId), 'own'],
    queryFn: () => callApi(tenderApi.own, { id: invitationId }),
  });
  const bid = tenders.useChange('bid', {
    onSuccess: (r) => {
      setReceipt(r);
      form.resetFields();
    },
  });
  const withdraw = tenders.useChange('withdraw');
  if (info.isPending) return <Skeleton active />;
  const d = info.data;
  if (!d) return <Result status="404" title={t('not_found')} />;
  const own = d.bid;
  const submit = (v: Terms) =>
    Modal.confirm({
      title: t('bid.confirm'),
      content: t('bid.confirm_text'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () =>
        bid.mutateAsync({ invitationId, ...v, note: v.note ?? '', nonce: crypto.randomUUID() }).then(() => undefined),
    });
  const shown = receipt ?? (own ? { bidId: own.id, receipt: own.receipt, submittedAt: own.submittedAt } : null);
  return (
    <div data-testid="own-tender">
      <Card title={d.title} extra={<StateTag state={d.status} />}>
        <TenderFacts t={d} />
      </Card>
      {d.outcome && (
        <Result
          status={d.outcome === 'won' ? 'success' : 'info'}
          title={t(`bid.outcome_${d.outcome}`)}
          subTitle={d.awardReason}
          data-testid={`outcome-${d.outcome}`}
        />
      )}
      {shown && own?.status !== 'withdrawn' && (
        <Card title={t('bid.receipt')} style={{ marginTop: 16 }} data-testid="bid-receipt">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('bid.state')}>{own && <StateTag state={own.status} />}</Descriptions.Item>
            <Descriptions.Item label={t('bid.submitted')}>{when(shown.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label="SHA-256">
              <Typography.Text code copyable data-testid="receipt-hash">
                {shown.receipt}
              </Typography.Text>
            </Descriptions.Item>
            {own?.salt && <Descriptions.Item label={t('bid.salt')}>{own.salt}</Descriptions.Item>}
            {own?.terms && (
              <Descriptions.Item label={t('bid.terms')}>
                {money(own.terms.price)} · {t('bid.days', { n: own.terms.leadDays })} · {own.terms.quantity}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Space>
            <Button
              onClick={() => downloadFile(tenderApi.receipt, `tender-${d.id}-receipt.txt`, { id: shown.bidId })}
              data-testid="receipt-download"
            >
              {t('bid.download')}
            </Button>
            {d.canBid && own?.status === 'sealed' && (
              <Button
                danger
                onClick={() =>
                  Modal.confirm({
                    title: t('bid.withdraw_confirm'),
                    okButtonProps: { danger: true },
                    onOk: () => withdraw.mutateAsync({ id: shown.bidId }).then(() => setReceipt(null)),
                  })
                }
              >
                {t('bid.withdraw')}
              </Button>
            )}
          </Space>
        </Card>
      )}
      {d.canBid ? (
        <Card title={own?.status === 'sealed' ? t('bid.replace') : t('bid.title')} style={{ marginTop: 16 }}>
          <Alert type="info" showIcon message={t('bid.sealed_note')} style={{ marginBottom: 12 }} />
          <Form form={form} layout="inline" onFinish={submit} initialValues={{ quantity: d.quantity, note: '' }}>
            <Form.Item name="price" label={t('field.unit_price')} rules={[{ required: true }]}>
              <MoneyInput currency={defaultCurrency()} style={{ width: 150 }} data-testid="bid-price" />
            </Form.Item>
            <Form.Item name="leadDays" label={t('field.lead_days')} rules={[{ required: true }]}>
              <InputNumber min={0} max={DEMAND_LIMITS.leadDaysMax} precision={0} data-testid="bid-lead" />
            </Form.Item>
            <Form.Item name="quantity" label={t('field.quantity')} rules={[{ required: true }]}>
              <InputNumber min={1} max={DEMAND_LIMITS.quantityMax} precision={0} />
            </Form.Item>
            <Form.Item name="note" label={t('field.note')} rules={[{ max: DEMAND_LIMITS.noteMax }]}>
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={bid.isPending} data-testid="bid-submit">
              {t('bid.submit')}
            </Button>
          </Form>
        </Card>
      ) : (
        d.status === 'open' &&
        d.refusal && <Alert type="warning" showIcon message={d.refusal} style={{ marginTop: 16 }} />
      )}
    </div>
  );
}
