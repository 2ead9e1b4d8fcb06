import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderState, PayStatus, ShipmentData, ShipStatus } from '@shop/shared/api/order';

const STATE_COLOURS: Record<OrderState, string> = {
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  split: 'purple',
  voided: 'default',
};
const PAY_COLOURS: Record<PayStatus, string> = { unpaid: 'orange', paid: 'success' };
const SHIP_COLOURS: Record<ShipStatus, string> = {
  unshipped: 'default',
  partially_shipped: 'gold',
  shipped: 'cyan',
  delivered: 'success',
};
const PACKAGE_COLOURS: Record<ShipmentData['status'], string> = {
  in_transit: 'processing',
  delivered: 'success',
  exception: 'red',
  cancelled: 'default',
};

export function StateTag({ state }: { state: OrderState }): ReactNode {
  const { t } = useTranslation('order');
  return (
    <Tag color={STATE_COLOURS[state]} className="order-tag" data-testid="order-state">
      {t(`order:state.${state}`)}
    </Tag>
  );
}

export function PayTag({ status }: { status: PayStatus }): ReactNode {
  const { t } = useTranslation('order');
  return (
    <Tag color={PAY_COLOURS[status]} className="order-tag" data-testid="order-pay-status">
      {t(`order:pay_status.${status}`)}
    </Tag>
  );
}

export function ShipTag({ status }: { status: ShipStatus }): ReactNode {
  const { t } = useTranslation('order');
  return (
    <Tag color={SHIP_COLOURS[status]} className="order-tag" data-testid="order-ship-status">
      {t(`order:ship_status.${status}`)}
    </Tag>
  );
}

export function PackageTag({ status }: { status: ShipmentData['status'] }): ReactNode {
  const { t } = useTranslation('order');
  return (
    <Tag color={PACKAGE_COLOURS[status]} className="order-tag">
      {t(`order:package.status.${status}`)}
    </Tag>
  );
}

/** The three statuses of an order side by side. */
export function OrderTags({
  state,
  payStatus,
  shipStatus,
}: {
  state: OrderState;
  payStatus: PayStatus;
  shipStatus: ShipStatus;
}): ReactNode {
  return (
    <span className="order-tags">
      <StateTag state={state} />
      <PayTag status={payStatus} />
      <ShipTag status={shipStatus} />
    </span>
  );
}

/**
 * The mark of an order a planned auto-order task generated, wherever an order is shown: it took no
 * stock, records no payment or shipping, takes no action and counts in no figure.
 */
export function GeneratedTag(): ReactNode {
  const { t } = useTranslation('order');
  return (
    <Tooltip title={t('order:generated_hint')}>
      <Tag color="magenta" className="order-tag" data-testid="order-generated">
        {t('order:generated')}
      </Tag>
    </Tooltip>
  );
}
