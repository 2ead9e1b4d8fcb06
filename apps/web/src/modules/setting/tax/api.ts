import { taxClassApi, taxRuleApi, type TaxCalculateBody } from '@shop/shared/api/tax';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Tax classes over `taxClassApi`. A change also refreshes the rules (they show their class's name)
 * and the product forms' choices (['products']: the class select names the default class).
 */
export const taxClasses = defineEntity('tax-classes', taxClassApi, {
  related: [['tax-rules'], ['products', 'options']],
});

/** Tax rules over `taxRuleApi`; the classes count their rules. */
export const taxRules = defineEntity('tax-rules', taxRuleApi, { related: [taxClasses.keys.all] });

/** /taxclass: one key (`setting_taxclass`) guards every action. */
export const taxClassScreen = defineScreen({
  entity: taxClasses,
  testId: 'tax-class',
  permissions: {
    add: 'setting_taxclass',
    edit: 'setting_taxclass',
    del: 'setting_taxclass',
  },
  texts: { title: 'tax-class:title', add: 'tax-class:add', edit: 'tax-class:edit' },
  search: { keyword: 'tax-class:keyword_placeholder', keywordWidth: 220 },
});

/** /tax: one key (`setting_tax`) guards every action. */
export const taxRuleScreen = defineScreen({
  entity: taxRules,
  testId: 'tax-rule',
  permissions: {
    add: 'setting_tax',
    edit: 'setting_tax',
    status: 'setting_tax',
    del: 'setting_tax',
  },
  texts: { title: 'tax:title', add: 'tax:add', edit: 'tax:edit' },
  search: { keyword: 'tax:keyword_placeholder', keywordWidth: 200, enabled: 'tax:field.enabled' },
});

/** Every class (a store has a handful): the rule form's select, the filter and the calculator. */
const CLASS_PAGE = { pageSize: 100, sort: 'name' } as const;
export const useTaxClassChoices = () => taxClasses.useList(CLASS_PAGE);

/** The calculator's read: the rules that apply and what they come to (nothing is written). */
export const calculateTax = (body: TaxCalculateBody) => callApi(taxRuleApi.calculate, body, { quiet: true });
