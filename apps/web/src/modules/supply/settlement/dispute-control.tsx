import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_LIMITS, type BalanceData } from '@shop/shared/api/supply-settlement';
import { notify } from '../../../lib/notify.ts';
import { amounts } from './api.ts';

/**
 * Staff auditing withdrawals, on one supplier's balance: hold its payouts while a dispute is open
 * (the dispute is asked for and shown to the supplier), or lift the hold after a confirmation.
 */
export function DisputeControl({ balance, supplierId }: { balance: BalanceData; supplierId: number }): ReactNode {
  const { t } = useTranslation(['settlement', 'common']);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ dispute: string }>();
  const send = amounts.useChange('dispute', {
    onSuccess: (b) => {
      notify.success(t(b.dispute ? 'settlement:amount.dispute_held' : 'settlement:amount.dispute_lifted'));
      setOpen(false);
    },
  });
  if (balance.dispute)
    return (
      <Popconfirm
        title={t('settlement:amount.dispute_lift_confirm')}
        onConfirm={() => send.mutate({ supplierId, dispute: '' })}
      >
        <Button loading={send.isPending} data-testid="amount-dispute-lift">
          {t('settlement:amount.dispute_lift')}
        </Button>
      </Popconfirm>
    );
  const submit = async () => {
    const v = await form.validateFields();
    send.mutate({ supplierId, dispute: v.dispute.trim() });
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="amount-dispute-hold">
        {t('settlement:amount.dispute_hold')}
      </Button>
      <Modal
        open={open}
        title={t('settlement:amount.dispute_hold')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        okButtonProps={{ danger: true }}
        confirmLoading={send.isPending}
        destroyOnHidden
      >
        <p className="form-hint">{t('settlement:amount.dispute_hint')}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="dispute"
            label={t('settlement:amount.dispute_reason')}
            rules={[{ required: true, whitespace: true, message: t('settlement:amount.dispute_required') }]}
          >
            <Input.TextArea rows={3} maxLength={SETTLEMENT_LIMITS.noteMax} data-testid="amount-dispute-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
