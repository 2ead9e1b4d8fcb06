import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderInfo } from '@shop/shared/api/order';
import { ApiError } from '../../lib/request.ts';
import { productKeys } from '../catalog/product/api.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { orderKeys } from './api.ts';

/** After a change: the order's new state in the cache, every list and related order read again, stock figures too. */
export function refreshAfterChange(queryClient: QueryClient, saved?: OrderInfo): void {
  if (saved) queryClient.setQueryData(orderKeys.info(saved.id), saved);
  void queryClient.invalidateQueries({
    queryKey: orderKeys.all,
    predicate: (q) => !(saved && q.queryKey[1] === 'info' && q.queryKey[2] === saved.id),
  });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

const isOrderInfo = (value: unknown): value is OrderInfo =>
  typeof value === 'object' && value !== null && 'actions' in value && 'lines' in value;

/**
 * One order action (pay, cancel, split ...): one Idempotency-Key per logical action, the caches
 * refreshed after success, and the server's message kept for the screen to show on failure.
 */
export function useOrderAction<TBody, TResult>(call: (body: TBody, key: string) => Promise<TResult>, onDone?: (result: TResult) => void) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: TBody) => call(body, key.keyFor(body)),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      key.settle();
      refreshAfterChange(queryClient, isOrderInfo(result) ? result : undefined);
      onDone?.(result);
    },
    onError: (failure) => {
      key.settle(failure);
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));
      // A refusal may mean the order changed meanwhile: show it as it is now.
      if (failure instanceof ApiError && failure.status === 409) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  return { run: (body: TBody) => mutation.mutateAsync(body).catch(() => undefined), pending: mutation.isPending, error, clearError: () => setError(null) };
}
