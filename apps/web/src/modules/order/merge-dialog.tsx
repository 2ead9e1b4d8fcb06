import { Alert, App, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderInfo } from '@shop/shared/api/order';
import { mergeOrders } from './api.ts';
import { formatMoney } from '../../lib/money.ts';
import { infoPath } from './paths.ts';
import { StateTag } from './status-tags.tsx';
import { useOrderAction } from './use-order-action.ts';

/** Merge this split with sibling splits of the same order; the merged splits are voided. */
export function MergeDialog({
  order,
  open,
  onClose,
}: {
  order: OrderInfo;
  open: boolean;
  onClose: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const action = useOrderAction(mergeOrders, (result) => {
    void message.success(t('order:done.merge', { number: result.order.number }));
    onClose();
    if (result.order.id !== order.id) void navigate(infoPath(result.order.id));
  });

  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh dialog each time it opens
    setChosen(order.siblings.map((s) => s.id));
    setReason('');
    setTried(false);
    action.clearError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh dialog each time it opens
  }, [open]);

  const submit = () => {
    setTried(true);
    if (!chosen.length || action.pending) return;
    void action.run({ ids: [order.id, ...chosen], reason: reason.trim() });
  };

  return (
    <Modal
      open={open}
      title={t('order:merge.title', { number: order.number })}
      onCancel={onClose}
      onOk={submit}
      okText={t('order:merge.ok')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ 'data-testid': 'order-merge-ok' }}
      confirmLoading={action.pending}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
    >
      <div data-testid="order-merge">
        <p className="order-dialog-text">{t('order:merge.text')}</p>
        <fieldset className="order-part">
          <legend>{t('order:merge.with')}</legend>
          <div className="order-merge-row">
            <Checkbox checked disabled>
              {order.number}
            </Checkbox>{' '}
            <StateTag state={order.state} /> <span className="order-sub">{t('order:merge.this_one')}</span>
          </div>
          <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as number[])} className="order-merge-list">
            {order.siblings.map((s) => (
              <div key={s.id} className="order-merge-row">
                <Checkbox value={s.id} data-testid={`order-merge-pick-${s.id}`}>
                  {s.number}
                </Checkbox>
                <StateTag state={s.state} />
                <span className="order-sub">{formatMoney(s.total, order.currency, i18n.language)}</span>
              </div>
            ))}
          </Checkbox.Group>
        </fieldset>
        {tried && !chosen.length ? (
          <div className="order-error" role="alert">
            {t('order:merge.pick_one')}
          </div>
        ) : null}
        <Form layout="vertical">
          <Form.Item label={t('order:field.reason_optional')} htmlFor="order-merge-reason">
            <Input.TextArea
              id="order-merge-reason"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </Form.Item>
        </Form>
        {action.error ? <Alert type="error" showIcon title={action.error} data-testid="order-merge-error" /> : null}
      </div>
    </Modal>
  );
}
