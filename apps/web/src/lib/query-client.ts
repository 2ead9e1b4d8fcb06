import { QueryClient } from '@tanstack/react-query';
import { onClearState } from './session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The request helper already retries network failures; don't retry server answers.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onClearState(() => queryClient.clear());
