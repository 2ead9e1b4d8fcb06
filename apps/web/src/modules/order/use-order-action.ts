import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderInfo } from '@shop/shared/api/order';
import type { ChangeHandlers, RefreshTargets } from '../../components/crud/entity-api.ts';
import { ApiError } from '../../lib/request.ts';
import { productKeys } from '../catalog/product/api.ts';
import { orderKeys, orders } from './api.ts';

const isOrderInfo = (value: unknown): value is OrderInfo =>
  typeof value === 'object' && value !== null && 'actions' in value && 'lines' in value;

type OrderChangeHandlers<B, R> = Omit<ChangeHandlers<R, B>, 'refresh'> & {
  /** what a refusal reads again (nothing unless given) */
  failure?: RefreshTargets<Error, B>;
};

/**
 * An order change sent by `call` with one Idempotency-Key per logical action. After success the
 * saved order's new state goes in the cache, and every list and related order is read again,
 * stock figures too.
 */
export function useOrderChange<B, R>(
  call: (body: B, key: string) => Promise<R>,
  { failure = [], onSuccess, ...handlers }: OrderChangeHandlers<B, R>,
) {
  const queryClient = useQueryClient();
  return orders.useSend(call, {
    ...handlers,
    onSuccess: (result, ...rest) => {
      if (isOrderInfo(result)) queryClient.setQueryData(orderKeys.info(result.id), result);
      return onSuccess?.(result, ...rest);
    },
    refresh: {
      success: (result) => {
        const saved = isOrderInfo(result) ? result : undefined;
        const others = (q: { queryKey: readonly unknown[] }) =>
          !(saved && q.queryKey[1] === 'info' && q.queryKey[2] === saved.id);
        return [{ queryKey: orderKeys.all, predicate: others }, productKeys.all];
      },
      failure,
    },
  });
}

/**
 * One order action (pay, cancel, split ...): an order change whose server message is kept for
 * the screen to show on failure.
 */
export function useOrderAction<TBody, TResult>(
  call: (body: TBody, key: string) => Promise<TResult>,
  onDone?: (result: TResult) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useOrderChange(call, {
    onMutate: () => setError(null),
    onSuccess: (result) => onDone?.(result),
    onError: (failure) =>
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure)),
    // A refusal may mean the order changed meanwhile: show it as it is now.
    failure: (failure) => (failure instanceof ApiError && failure.status === 409 ? [orderKeys.all] : []),
  });
  return {
    run: (body: TBody) => mutation.mutateAsync(body).catch(() => undefined),
    pending: mutation.isPending,
    error,
    clearError: () => setError(null),
  };
}
