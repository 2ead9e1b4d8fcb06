import { createHash } from 'node:crypto';
import { API_PERMISSIONS, getPermission, type BodyOut, type DataOf, type Endpoint, type QueryOut } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { AppError } from './app-error.ts';
import type { RequestContext } from './context.ts';
import { withIdempotency } from '../idempotency/idempotency.ts';
import { multipartFingerprint } from './multipart.ts';
import { parseInput } from './validation.ts';
import type { SupplierStanding } from '@shop/shared/api/supplier-standing';

export interface HandlerInput<Q, B> {
  query: Q;
  body: B;
  ctx: RequestContext;
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

interface BaseRoute<Q, B, D> {
  method: 'GET' | 'POST';
  url: string;
  summary?: string;
  schema?: { query?: z.ZodType<Q>; body?: z.ZodType<B>; data?: z.ZodType<D> };
  /** the handler writes the reply itself (downloads); no envelope */
  raw?: boolean;
  /** per-route body limit in bytes (default: the server's 1 MiB) */
  bodyLimit?: number;
  /** per-IP request limit for this route */
  rateLimit?: { max: number; timeWindow: number };
  /** a POST a restricted supplier's users may still send */
  whileRestricted?: boolean;
  etag?: boolean;
}

/** The onSend hook of a look-up: ETag from the body, 304 when the caller has it already. */
async function answerEtag(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', 'ak, accept-language, cookie');
  const asked = req.headers['if-none-match'];
  const known = typeof asked === 'string' ? asked.split(',').map((t) => t.trim().replace(/^W\//, '')) : [];
  if (!known.includes(tag)) return payload;
  reply.code(304);
  return '';
}

export interface ProtectedRoute<Q, B, D> extends BaseRoute<Q, B, D> {
  permission: string;
  public?: never;
  handler: (input: HandlerInput<Q, B>) => Promise<D>;
}

export interface PublicRoute<Q, B, D> extends BaseRoute<Q, B, D> {
  public: true;
  permission?: never;
  handler: (input: Omit<HandlerInput<Q, B>, 'ctx'> & { ctx: Omit<RequestContext, 'scope'> }) => Promise<D>;
}

export type RouteDef<Q, B, D> = ProtectedRoute<Q, B, D> | PublicRoute<Q, B, D>;

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: string | null;
}

/** Routes declared through defineRoute, per app instance: the permission matrix reads it. */
export const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

export class RouteDeclarationError extends Error {}

/** What the handler of a contract receives: the validated query and body, the caller and the services. */
export type ContractInput<E extends Endpoint> = HandlerInput<QueryOut<E>, BodyOut<E>>;
/** A file endpoint writes the reply itself; every other handler returns the contract's data. */
export type ContractHandler<E extends Endpoint> = (
  input: E['permission'] extends null
    ? Omit<ContractInput<E>, 'ctx'> & { ctx: Omit<RequestContext, 'scope'> }
    : ContractInput<E>,
) => Promise<E['file'] extends true ? unknown : DataOf<E>>;

/** Server-only settings of an endpoint. */
export interface RouteOptions {
  /** per-route body limit in bytes (default: the server's 1 MiB) */
  bodyLimit?: number;
  /** per-IP request limit for this route */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * A look-up: the answer carries an ETag (a hash of its body) and `Cache-Control: private,
   * no-cache`; a request whose If-None-Match names it is answered 304 without a body.
   */
  etag?: boolean;
}

/**
 * The one way to declare an endpoint: `defineRoute(app, contract, handler)` implements a contract
 * of `packages/shared` (method, path, permission and schemas come from it). It validates with the
 * contract's zod schemas, authenticates, checks the permission key, runs the handler and answers
 * with the envelope; the data schema documents the answer in /docs. Routes are denied by default:
 * a route declared any other way fails start-up.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  contract: E,
  handler: ContractHandler<E>,
  options: RouteOptions = {},
): void {
  const base = {
    method: contract.method,
    url: contract.path,
    summary: contract.summary,
    raw: contract.file === true,
    schema: { query: contract.query, body: contract.body, data: contract.data },
    bodyLimit: options.bodyLimit,
    rateLimit: options.rateLimit,
    whileRestricted: contract.whileRestricted === true,
    etag: options.etag === true,
    handler: handler as unknown as RouteDef<unknown, unknown, unknown>['handler'],
  };
  register(
    app,
    (contract.permission === null
      ? { ...base, public: true }
      : { ...base, permission: contract.permission }) as RouteDef<unknown, unknown, unknown>,
  );
}

function register<Q, B, D>(app: FastifyInstance, def: RouteDef<Q, B, D>): void {
  const endpoint = `${def.method} ${def.url}`;
  const isPublic = 'public' in def && def.public === true;
  if (!isPublic) {
    const permission = (def as ProtectedRoute<Q, B, D>).permission;
    if (!permission) throw new RouteDeclarationError(`${endpoint} has neither a permission nor public: true`);
    if (!getPermission(permission))
      throw new RouteDeclarationError(`${endpoint}: unknown permission key ${permission}`);
    const manifestKey = API_PERMISSIONS.get(endpoint);
    if (manifestKey !== permission) {
      throw new RouteDeclarationError(
        `${endpoint} is guarded by ${permission} but the permission manifest ` +
          (manifestKey ? `says ${manifestKey}` : 'does not list it'),
      );
    }
  }
  const list = declaredRoutes.get(app) ?? [];
  list.push({
    method: def.method,
    url: def.url,
    permission: isPublic ? null : (def as ProtectedRoute<Q, B, D>).permission,
  });
  declaredRoutes.set(app, list);

  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    config: { declared: true, ...(def.rateLimit ? { rateLimit: def.rateLimit } : {}) },
    ...(def.etag ? { onSend: answerEtag } : {}),
    schema: {
      summary: def.summary,
      tags: [def.url.split('/').slice(1, 3).join('/')],
      ...(def.schema?.query ? { querystring: def.schema.query } : {}),
      ...(def.schema?.body ? { body: def.schema.body } : {}),
      ...(def.schema?.data && !def.raw
        ? { response: { 200: z.object({ code: z.literal(200), msg: z.string(), data: def.schema.data }) } }
        : {}),
      ...(isPublic ? {} : { security: [{ ak: [] }] }),
    },
    handler: async (req, reply) => {
      const base = { ip: req.ip, requestId: String(req.id), lang: req.lang };
      let ctx: RequestContext | Omit<RequestContext, 'scope'> = base;
      if (!isPublic) {
        const scope = await req.server.services.sessions.authenticate(headerToken(req));
        if (!scope) throw new AppError('common.not_logged_in');
        const permission = (def as ProtectedRoute<Q, B, D>).permission;
        if (!scope.permissions.has(permission)) throw new AppError('common.forbidden', { permission });
        if (scope.standing && def.method === 'POST' && !def.whileRestricted) refuseRestricted(scope.standing);
        ctx = { ...base, scope };
        req.scope = scope;
      }
      const query = def.schema?.query ? parseInput(def.schema.query, req.query) : ({} as Q);
      const body = def.schema?.body ? parseInput(def.schema.body, req.body) : ({} as B);
      const run = () =>
        (def.handler as (i: HandlerInput<Q, B>) => Promise<D>)({
          query,
          body,
          ctx: ctx as RequestContext,
          req,
          reply,
          services: req.server.services,
        });
      if (def.raw) return run();
      const key = req.headers['idempotency-key'];
      if (def.method === 'POST' && !isPublic && typeof key === 'string' && key.length > 0) {
        const outcome = await withIdempotency(
          req.server.services.db,
          {
            adminId: (ctx as RequestContext).scope.adminId,
            key,
            endpoint,
            body: req.body,
            query: req.query,
            // An upload is identified by its files: the same key with another file is another request.
            parts: req.isMultipart()
              ? await multipartFingerprint(
                  req,
                  req.routeOptions.bodyLimit ?? req.server.initialConfig.bodyLimit ?? 1_048_576,
                )
              : undefined,
          },
          async () => envelope(await run()),
          { leaseSeconds: req.server.services.config.IDEMPOTENCY_LEASE_SECONDS },
        );
        if (outcome.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(outcome.status).send(outcome.body);
      }
      return reply.send(envelope(await run()));
    },
  });
}

/** A suspended or banned supplier's users read but change nothing: the refusal says why and until when. */
function refuseRestricted(standing: SupplierStanding): never {
  const reason = standing.reason ?? '';
  if (!standing.until) throw new AppError('supplier.suspended', { reason });
  const until = standing.until.slice(0, 16).replace('T', ' ');
  throw new AppError(standing.state === 'banned' ? 'supplier.banned_until' : 'supplier.suspended_until', {
    reason,
    until,
  });
}

export function envelope<D>(data: D) {
  return { code: 200, msg: 'ok', data: data ?? null };
}

export function headerToken(req: FastifyRequest): string | undefined {
  const ak = req.headers.ak;
  return typeof ak === 'string' ? ak : undefined;
}
