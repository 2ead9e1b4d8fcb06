import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type StoreBrand } from '@shop/shared/api/auth';
import { pickLocalized } from '../components/localized.ts';
import { callApi } from './api-client.ts';
import { onClearState } from './session.ts';
import { createStore, useStore } from './store.ts';

/** The read of the store as every signed-in user sees it (Settings > store info); a save of it refreshes this. */
export const storeBrandKey = ['store-brand'] as const;

/** The last store read, for what shows it outside the shell's query (the browser title). */
const brandStore = createStore<StoreBrand | null>(null);
onClearState(() => brandStore.set(null));

export function useStoreBrand(): StoreBrand | null {
  return useStore(brandStore);
}

/** The store's name in the interface language (else the first one filled in); '' until it is read. */
export function useStoreName(): string {
  const { i18n } = useTranslation();
  return pickLocalized(useStoreBrand()?.name, i18n.language);
}

/** Reads the store's name, pictures and home link while the shell is shown, and keeps the tab's icon. */
export function useStoreBrandRead(): void {
  const read = useQuery({ queryKey: storeBrandKey, queryFn: () => callApi(authApi.store), staleTime: 10 * 60_000 });
  useEffect(() => {
    if (read.data) brandStore.set(read.data);
  }, [read.data]);
  const icon = read.data?.icon;
  useEffect(() => {
    if (!icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = icon;
  }, [icon]);
}
