import type { z } from 'zod';

/**
 * Endpoint contracts: each endpoint is declared once, here in the shared package, with its method,
 * path, permission key and the schemas of its query, body and data. The server implements a
 * contract with `defineRoute(app, contract, handler)`, the console calls it through the typed
 * client (`apps/web/src/lib/api-client.ts`), and the permission manifest derives its
 * endpoint -> key map from the contracts, so a path is written in one place only.
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * How an endpoint touches records owned by a supplier. The supplier isolation matrix tries every
 * such endpoint as one supplier on another supplier's record: `read` must answer 404, `change`
 * must answer 404 and change nothing.
 */
export type SupplierAccess = 'read' | 'change';

type Schema = z.ZodType;

export interface EndpointDef<
  M extends HttpMethod,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  D extends Schema | undefined,
> {
  method: M;
  path: string;
  /** the permission key that guards it; `null` for the few public endpoints (login, captcha) */
  permission: string | null;
  /** one line for the API docs */
  summary: string;
  query?: Q;
  body?: B;
  /** the answer's `data`; registered as the OpenAPI response */
  data?: D;
  /** answers a file (download, export) instead of the JSON envelope */
  file?: boolean;
  /** the body is a multipart form (an upload), not JSON */
  multipart?: boolean;
  supplier?: SupplierAccess;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  D extends Schema | undefined = Schema | undefined,
> extends Readonly<EndpointDef<M, Q, B, D>> {
  /** "METHOD /path", the form the permission manifest and the logs use */
  readonly id: string;
}

export function endpoint<
  M extends HttpMethod,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  D extends Schema | undefined = undefined,
>(def: EndpointDef<M, Q, B, D>): Endpoint<M, Q, B, D> {
  return Object.freeze({ ...def, id: `${def.method} ${def.path}` });
}

/** What the caller sends in the query string (before defaults and coercion). */
export type QueryIn<E> = E extends Endpoint<HttpMethod, infer Q, Schema | undefined, Schema | undefined>
  ? Q extends Schema ? z.input<Q> : undefined
  : never;
/** The query as the handler receives it (validated, defaults applied). */
export type QueryOut<E> = E extends Endpoint<HttpMethod, infer Q, Schema | undefined, Schema | undefined>
  ? Q extends Schema ? z.output<Q> : Record<string, never>
  : never;
export type BodyIn<E> = E extends Endpoint<HttpMethod, Schema | undefined, infer B, Schema | undefined>
  ? B extends Schema ? z.input<B> : undefined
  : never;
export type BodyOut<E> = E extends Endpoint<HttpMethod, Schema | undefined, infer B, Schema | undefined>
  ? B extends Schema ? z.output<B> : Record<string, never>
  : never;
/** The answer's `data` (what the handler returns and the console receives). */
export type DataOf<E> = E extends Endpoint<HttpMethod, Schema | undefined, Schema | undefined, infer D>
  ? D extends Schema ? z.output<D> : unknown
  : never;

/** A group of an entity's endpoints, e.g. `{ list, info, add, edit, status, del }`. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** Every endpoint of the given groups, in declaration order. */
export function endpointsOf(groups: readonly EndpointGroup[]): Endpoint[] {
  return groups.flatMap((g) => Object.values(g));
}
