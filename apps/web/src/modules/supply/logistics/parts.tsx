import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shipmentApi, type ShipmentState } from '@shop/shared/api/supply-logistics';
import { callApi } from '../../../lib/api-client.ts';
import { shipments } from './api.ts';

const STATE_COLORS: Record<ShipmentState, string> = {
  draft: 'default',
  shipped: 'blue',
  in_transit: 'geekblue',
  received: 'green',
  exception: 'red',
  cancelled: 'default',
};

export function StateTag({ state }: { state: ShipmentState }): ReactNode {
  const { t } = useTranslation('shipment');
  return (
    <Tag color={STATE_COLORS[state]} data-testid="shipment-state">
      {t(`shipment:state.${state}`)}
    </Tag>
  );
}

export function RouteTag({ crossBorder, from, to }: { crossBorder: boolean; from: string; to: string }): ReactNode {
  const { t } = useTranslation('shipment');
  return (
    <span>
      {from} → {to}{' '}
      <Tag color={crossBorder ? 'purple' : 'cyan'}>
        {t(crossBorder ? 'shipment:cross_border' : 'shipment:domestic')}
      </Tag>
    </span>
  );
}

/** The pickers of the form and the filters (warehouses, providers, suppliers, countries, currencies). */
export function useLogisticsOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...shipments.keys.all, 'options', i18n.language],
    queryFn: () => callApi(shipmentApi.options),
    staleTime: 60_000,
  });
}

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
