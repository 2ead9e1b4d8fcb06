import type { BodyIn, DataOf, Endpoint, QueryIn } from '@shop/shared/contract';
import { request, type QueryValue, type RequestOptions } from './request.ts';

/**
 * The typed client over the endpoint contracts of `packages/shared`: the console never writes an
 * endpoint's URL. `callApi(tagApi.edit, body)` checks the body against the contract's schema type
 * and answers the contract's data type; a GET takes its query instead of a body.
 */
export type CallOptions<E extends Endpoint> = Pick<RequestOptions, 'idempotencyKey' | 'quiet' | 'revalidate'> &
  (E['method'] extends 'POST' ? { query?: QueryIn<E> } : unknown);

type Input<E extends Endpoint> = E['method'] extends 'GET'
  ? QueryIn<E>
  : E['multipart'] extends true
    ? FormData
    : BodyIn<E>;
type Result<E extends Endpoint> = E['file'] extends true ? Blob : DataOf<E>;

/** Optional when the endpoint takes nothing. */
export type CallArgs<E extends Endpoint> =
  undefined extends Input<E>
    ? [input?: Input<E>, options?: CallOptions<E>]
    : [input: Input<E>, options?: CallOptions<E>];

export function callApi<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Result<E>> {
  const opts = (options ?? {}) as Pick<RequestOptions, 'idempotencyKey' | 'quiet' | 'revalidate'> & { query?: unknown };
  const isGet = endpoint.method === 'GET';
  return request<Result<E>>(endpoint.path, {
    method: endpoint.method,
    query: (isGet ? input : opts.query) as Record<string, QueryValue> | undefined,
    body: isGet ? undefined : (input ?? {}),
    responseType: endpoint.file ? 'blob' : 'json',
    idempotencyKey: opts.idempotencyKey,
    quiet: opts.quiet,
    revalidate: opts.revalidate,
  });
}
