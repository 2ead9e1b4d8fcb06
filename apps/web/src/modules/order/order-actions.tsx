import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  EditOutlined,
  MergeCellsOutlined,
  SendOutlined,
  SplitCellsOutlined,
} from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderCancelBody, type OrderInfo } from '@shop/shared/api/order';
import { cancelOrder, completeOrder, payOrder } from './api.ts';
import { LinkButton } from './link-button.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { editPath, shipPath } from './paths.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { SplitDialog } from './split-dialog.tsx';
import { useOrderAction } from './use-order-action.ts';

type Dialog = 'pay' | 'cancel' | 'split' | 'merge' | null;

/** The buttons of what the caller may do now (the server's `actions`), each confirmed; refusals shown below. */
export function OrderActions({ order }: { order: OrderInfo }): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const has = (a: OrderInfo['actions'][number]) => order.actions.includes(a);
  const pay = useOrderAction(payOrder, (saved) => {
    setDialog(null);
    void message.success(
      saved.state === 'split' ? t('order:done.pay_split', { count: saved.children.length }) : t('order:done.pay'),
    );
  });
  const complete = useOrderAction(completeOrder, () => void message.success(t('order:done.complete')));
  const cancel = useOrderAction(cancelOrder, () => {
    setDialog(null);
    void message.success(t('order:done.cancel'));
  });
  const confirmPay = () => {
    pay.clearError();
    setDialog('pay');
  };
  const confirmComplete = () =>
    modal.confirm({
      title: t('order:confirm.complete_title', { number: order.number }),
      content: t('order:confirm.complete_text'),
      okText: t('order:action.complete'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { 'data-testid': 'order-complete-ok' },
      onOk: () => complete.run({ id: order.id, version: order.version }),
    });

  // A refusal to pay shows in its dialog while it is open.
  const refusal = (dialog === 'pay' ? null : pay.error) ?? complete.error;
  return (
    <>
      <div className="order-actions" data-testid="order-actions">
        {has('pay') ? (
          <Button
            type="primary"
            icon={<DollarOutlined />}
            onClick={confirmPay}
            loading={pay.pending}
            data-testid="order-action-pay"
          >
            {t('order:action.pay')}
          </Button>
        ) : null}
        {has('ship') ? (
          <LinkButton to={shipPath(order.id)} type="primary" icon={<SendOutlined />} data-testid="order-action-ship">
            {t('order:action.ship')}
          </LinkButton>
        ) : null}
        {has('complete') ? (
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            onClick={confirmComplete}
            loading={complete.pending}
            data-testid="order-action-complete"
          >
            {t('order:action.complete')}
          </Button>
        ) : null}
        {has('edit') ? (
          <LinkButton to={editPath(order.id)} icon={<EditOutlined />} data-testid="order-action-edit">
            {t('order:action.edit')}
          </LinkButton>
        ) : null}
        {has('split') ? (
          <Button icon={<SplitCellsOutlined />} onClick={() => setDialog('split')} data-testid="order-action-split">
            {t('order:action.split')}
          </Button>
        ) : null}
        {has('merge') ? (
          <Button icon={<MergeCellsOutlined />} onClick={() => setDialog('merge')} data-testid="order-action-merge">
            {t('order:action.merge')}
          </Button>
        ) : null}
        {has('cancel') ? (
          <Button
            danger
            icon={<CloseCircleOutlined />}
            onClick={() => {
              cancel.clearError();
              setDialog('cancel');
            }}
            data-testid="order-action-cancel"
          >
            {t('order:action.cancel')}
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable={{
            onClose: () => {
              pay.clearError();
              complete.clearError();
            },
            'aria-label': t('order:close'),
          }}
          title={refusal}
          className="order-refusal"
          data-testid="order-action-error"
        />
      ) : null}
      <PayDialog
        order={order}
        open={dialog === 'pay'}
        pending={pay.pending}
        error={pay.error}
        onSubmit={(paymentMethodId) => void pay.run({ id: order.id, version: order.version, paymentMethodId })}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        title={t('order:confirm.cancel_title', { number: order.number })}
        description={t('order:confirm.cancel_text')}
        label={t('order:field.cancel_remark')}
        schema={orderCancelBody.shape.cancelRemark}
        okText={t('order:action.cancel')}
        pending={cancel.pending}
        error={cancel.error}
        testId="order-cancel"
        onSubmit={(cancelRemark) => void cancel.run({ id: order.id, version: order.version, cancelRemark })}
        onClose={() => setDialog(null)}
      />
      <SplitDialog order={order} open={dialog === 'split'} onClose={() => setDialog(null)} />
      <MergeDialog order={order} open={dialog === 'merge'} onClose={() => setDialog(null)} />
    </>
  );
}
