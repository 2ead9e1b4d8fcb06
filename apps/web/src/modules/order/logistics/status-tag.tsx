import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '@shop/shared/api/logistics';

const COLORS: Record<ShipmentStatus, string | undefined> = {
  in_transit: 'processing',
  delivered: 'success',
  exception: 'warning',
  cancelled: undefined,
};

export function ShipmentStatusTag({ status, late }: { status: ShipmentStatus; late?: boolean }): ReactNode {
  const { t } = useTranslation(['logistics']);
  return (
    <span className="logistics-status">
      <Tag color={COLORS[status]} data-testid="logistics-status">
        {t(`logistics:status.${status}`)}
      </Tag>
      {late ? (
        <Tag color="error" className="logistics-late-tag" data-testid="logistics-late">
          {t('logistics:late')}
        </Tag>
      ) : null}
    </span>
  );
}
