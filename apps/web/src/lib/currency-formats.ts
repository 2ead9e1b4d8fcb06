import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currencyApi, type CurrencyDisplayRow } from '@shop/shared/api/currency';
import { callApi } from './api-client.ts';
import { setCurrencyFormats } from './money.ts';
import { onClearState } from './session.ts';
import { createStore, useStore } from './store.ts';

/**
 * The currencies as /currency keeps them (symbol, side, decimals), read once per session and on
 * every change of a currency, so `formatMoney` writes each amount as its own currency is set up.
 */
export const currencyFormatsKey = ['currency-formats'] as const;

const version = createStore(0);
onClearState(() => setCurrencyFormats([]));

/** The default currency's code from the last read ('' before it). */
let baseCode = '';
export const defaultCurrency = (): string => baseCode;

/** Reads the currency list while the shell is shown; true once it is read (or could not be). */
export function useCurrencyFormatsRead(): boolean {
  const read = useQuery({
    queryKey: currencyFormatsKey,
    queryFn: () => callApi(currencyApi.display),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (!read.data) return;
    const list: CurrencyDisplayRow[] = read.data.list;
    setCurrencyFormats(list);
    baseCode = list.find((c) => c.isBase)?.code ?? '';
    version.set(version.get() + 1);
  }, [read.data]);
  return read.isFetched || read.isError;
}

/** Re-renders the caller when the currency list changes (a screen listing amounts it drew before). */
export function useCurrencyFormatsVersion(): number {
  return useStore(version);
}
