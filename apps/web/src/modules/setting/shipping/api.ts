import { shippingAreaApi } from '@shop/shared/api/shipping-area';
import { shippingTemplateApi, type ShippingCalculateQuery } from '@shop/shared/api/shipping';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Shipping templates over `shippingTemplateApi`. A change also refreshes the order form's choices
 * (['orders', 'choices']): the enabled templates are offered there.
 */
export const shippingTemplates = defineEntity('shipping-templates', shippingTemplateApi, {
  related: [['orders', 'choices']],
});

/** The areas of a template: a change reads the templates again (the template page lists its areas). */
export const shippingAreas = defineEntity('shipping-areas', shippingAreaApi, {
  related: [shippingTemplates.keys.all, ['orders', 'choices']],
});

/** One key (`setting_shipping`) guards every action of the templates and their areas. */
const permissions = {
  add: 'setting_shipping',
  edit: 'setting_shipping',
  status: 'setting_shipping',
  del: 'setting_shipping',
};

/** /shipping, /shippingAdd, /shippingEdit/:id. */
export const shippingTemplateScreen = defineScreen({
  entity: shippingTemplates,
  testId: 'shipping',
  permissions,
  texts: { title: 'shipping:title', add: 'shipping:add', edit: 'shipping:edit' },
  search: { keyword: 'shipping:keyword_placeholder', keywordWidth: 220, enabled: 'shipping:field.enabled' },
});

/** /shippingareaAdd/:sid, /shippingareaEdit/:sid/:aid. */
export const shippingAreaScreen = defineScreen({
  entity: shippingAreas,
  testId: 'shipping-area',
  permissions,
  texts: { title: 'shipping:areas.title', add: 'shipping:areas.add', edit: 'shipping:areas.edit' },
});

export const shippingPaths = {
  list: '/shipping',
  add: '/shippingAdd',
  edit: (id: number) => `/shippingEdit/${id}`,
  addArea: (templateId: number) => `/shippingareaAdd/${templateId}`,
  editArea: (templateId: number, areaId: number) => `/shippingareaEdit/${templateId}/${areaId}`,
};

/** The calculator's read: what a parcel costs to a place with a template (the order quote's pricing). */
export const calculateShipping = (query: ShippingCalculateQuery) => callApi(shippingTemplateApi.calculate, query);
