import { paymentApi } from '@shop/shared/api/payment';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** Payment methods over `paymentApi`; a change also refreshes the order screens' choices (['orders', 'choices']). */
export const payments = defineEntity('payments', paymentApi, { related: [['orders', 'choices']] });

/** /payment: one key (`setting_payment`) guards every action; adding and editing are a page (/paymentEdit/:pid). */
export const paymentScreen = defineScreen({
  entity: payments,
  testId: 'payment',
  permissions: { add: 'setting_payment', edit: 'setting_payment', status: 'setting_payment', del: 'setting_payment' },
  texts: { title: 'payment:title', add: 'payment:add', edit: 'payment:edit' },
  search: { keyword: 'payment:keyword_placeholder', keywordWidth: 220, enabled: 'payment:field.enabled' },
});

export const LIST_PATH = '/payment';
/** The edit page of a method; `new` adds one. */
export const editPath = (id: number | 'new') => `/paymentEdit/${id}`;
