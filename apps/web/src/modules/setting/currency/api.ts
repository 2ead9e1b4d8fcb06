import { currencyApi } from '@shop/shared/api/currency';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { currencyFormatsKey } from '../../../lib/currency-formats.ts';

/**
 * Currencies over `currencyApi`. A change also refreshes the money formats every screen uses
 * (symbol, side, decimals) and the currency choices of the order form; a default switch changes
 * the default-currency amounts of orders and fees, so their reads are refreshed too.
 */
export const currencies = defineEntity('currencies', currencyApi, {
  related: [currencyFormatsKey, ['orders', 'choices']],
  quiet: ['add', 'edit', 'makeDefault'],
});

export const defaultSwitchRefresh = [['orders'], ['dashboard'], ['customers'], ['shipping'], ['payments']] as const;
