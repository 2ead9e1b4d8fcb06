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
 * How an endpoint reaches records owned by a supplier. The supplier isolation matrix
 * (apps/server/src/platform/http/isolation-matrix.test.ts) tries every such endpoint as supplier A
 * on supplier B's record, found in `table` (by its supplier_id) and sent in the request field
 * `field` (`id`, `ids`, `productId`, ...), narrowed by the SQL condition `where` if the table holds
 * several kinds of record:
 * - `read`: answers 404 and nothing changes;
 * - `change`: answers 404 and nothing changes, in any table;
 * - `list`: answers the caller's records only; with `table` and `field`, a filter naming another
 *   supplier's record answers 404 or no rows.
 */
export type SupplierAccess =
  | { access: 'read' | 'change'; table: string; field: string; where?: string }
  | { access: 'list'; table?: string; field?: string; where?: string };

type Schema = z.ZodType;

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  /** the permission key that guards it; `null` for the few public endpoints (login, captcha) */
  permission: string | null;
  /** one line for the API docs */
  summary: string;
  query?: Schema;
  body?: Schema;
  /** the answer's `data`; registered as the OpenAPI response */
  data?: Schema;
  /** answers a file (download, export) instead of the JSON envelope */
  file?: boolean;
  /** the body is a multipart form (an upload), not JSON */
  multipart?: boolean;
  supplier?: SupplierAccess;
  /**
   * a change a supplier user may still make while the supplier is suspended or banned (sign out,
   * own password, the agreement, an appeal, feedback); every other POST is refused for them
   */
  whileRestricted?: true;
}

/**
 * A declared endpoint: its definition plus its "METHOD /path" id. The method, schemas and flags
 * keep their literal types (they decide the client's and the handler's types); path and summary
 * are plain strings, so that endpoints of one shape are interchangeable.
 */
export type Endpoint<D extends EndpointDef = EndpointDef> = Readonly<
  Omit<D, 'path' | 'summary' | 'permission'> & {
    path: string;
    summary: string;
    permission: null extends D['permission'] ? (string extends D['permission'] ? string | null : null) : string;
    id: string;
  }
>;

export function endpoint<const D extends EndpointDef>(def: D): Endpoint<D> {
  return Object.freeze({ ...def, id: `${def.method} ${def.path}` }) as unknown as Endpoint<D>;
}

type SchemaIn<S> = S extends Schema ? z.input<S> : undefined;
type SchemaOut<S, Empty> = S extends Schema ? z.output<S> : Empty;

/** What the caller sends in the query string (before defaults and coercion). */
export type QueryIn<E extends EndpointDef> = SchemaIn<E['query']>;
/** The query as the handler receives it (validated, defaults applied). */
export type QueryOut<E extends EndpointDef> = SchemaOut<E['query'], Record<string, never>>;
export type BodyIn<E extends EndpointDef> = SchemaIn<E['body']>;
export type BodyOut<E extends EndpointDef> = SchemaOut<E['body'], Record<string, never>>;
/** The answer's `data` (what the handler returns and the console receives). */
export type DataOf<E extends EndpointDef> = SchemaOut<E['data'], unknown>;

/** A group of an entity's endpoints, e.g. `{ list, info, add, edit, status, del }`. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** Every endpoint of the given groups, in declaration order. */
export function endpointsOf(groups: readonly EndpointGroup[]): Endpoint[] {
  return groups.flatMap((g) => Object.values(g));
}
