import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierState } from '@shop/shared/api/supplier-standing';

const COLORS: Record<SupplierState, string> = {
  passed: 'blue',
  enabled: 'green',
  suspended: 'orange',
  banned: 'red',
  disabled: 'default',
};

/** A supplier's state as a tag, with until when (a restriction) and why in its tooltip. */
export function StateTag({
  state,
  until,
  reason,
}: {
  state: SupplierState;
  until?: string | null;
  reason?: string | null;
}): ReactNode {
  const { t } = useTranslation('supplier');
  const tag = (
    <span className="supplier-state">
      <Tag color={COLORS[state]} data-testid="supplier-state">
        {t(`state.${state}`)}
      </Tag>
      {until ? (
        <span className="supplier-state-until">
          {t('until_short', { date: dayjs(until).format('YYYY-MM-DD HH:mm') })}
        </span>
      ) : null}
    </span>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}
