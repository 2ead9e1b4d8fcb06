import { logisticsEntity } from '@shop/shared/areas/supply/logistics';
import { shipmentApi } from '@shop/shared/api/supply-logistics';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** Supply-chain shipments: one entity for staff and supplier users (the server scopes what each sees). */
export const shipments = defineEntity('supplyShipments', shipmentApi, { related: [['supplyInspections']] });

export const shipmentScreen = defineScreen({
  entity: shipments,
  testId: 'shipment',
  permissions: { add: 'supply_logistics_add', edit: 'supply_logistics_edit' },
  texts: { title: 'shipment:title', add: 'shipment:add', edit: 'shipment:edit' },
  search: { keyword: 'shipment:keyword', keywordWidth: 220 },
});

export const logisticsPaths = {
  list: '/supplier/logistics',
  add: '/supplier/logisticsAdd',
  edit: (id: number) => `/supplier/logisticsEdit/${id}`,
  info: (id: number) => `/supplier/logisticsInfo/${id}`,
};

/**
 * The text of a shipment rule's field error (`rule.ascii_only`): the same words the server answers
 * with (`logistics.rule.ascii_only`), in the console's language; null for the common keys.
 */
export function ruleText(key: string, params: Record<string, unknown> | undefined, language: string): string | null {
  if (!key.startsWith('rule.')) return null;
  const texts = logisticsEntity.messages as Record<string, Record<string, string>>;
  const text = (texts[language] ?? texts.en!)[`logistics.${key}`];
  if (!text) return null;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
}
