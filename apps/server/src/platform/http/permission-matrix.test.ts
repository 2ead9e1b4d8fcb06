import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PERMISSIONS, endpoint, ENDPOINTS, logApi } from '@shop/shared';
import { sendInput, validInput } from '../../test-support/endpoint-request.ts';
import { createTestApp, type Role, type TestApp } from '../../test-support/harness.ts';
import { checkPermissions, PROTECTED } from '../../test-support/permission-check.ts';
import { declaredRoutes, defineRoute, RouteDeclarationError, type DeclaredRoute } from './define-route.ts';

const ROLES: Role[] = ['admin', 'sales', 'supplier', 'supplier2'];
/** The only endpoints reachable without a session; a new one must be added here on purpose. */
const PUBLIC_ENDPOINTS = [
  'GET /api/verify/csrf',
  'POST /admin/passport/login',
  // the unsubscribe link of push e-mails (a sealed token names the address)
  'GET /api/push/unsubscribe',
  // the supplier application form, its status page and the new supplier user's activation
  'GET /api/supplier/apply/form',
  'POST /api/supplier/apply/upload',
  'POST /api/supplier/apply/submit',
  'POST /api/supplier/apply/status',
  'POST /api/supplier/apply/resubmit',
  'GET /api/supplier/apply/file',
  'POST /api/supplier/apply/activation',
  'POST /api/supplier/apply/activate',
  // the shop front's product search (sellable products only; recorded for the demand suggestions)
  'GET /api/shop/search',
];

const endpointOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;

describe('permission matrix (manifest x registered routes x demo roles, with valid requests)', () => {
  let t: TestApp;
  let routes: DeclaredRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = declaredRoutes.get(t.app) ?? [];
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every manifest endpoint under the manifest key, and nothing the manifest does not list', () => {
    expect(routes.length).toBeGreaterThan(20);
    const protectedRoutes = routes.filter((r) => r.permission !== null);
    const registered = new Map(protectedRoutes.map((r) => [endpointOf(r), r.permission]));
    expect(registered.size).toBe(protectedRoutes.length); // no endpoint declared twice

    const notInManifest = protectedRoutes
      .filter((r) => API_PERMISSIONS.get(endpointOf(r)) !== r.permission)
      .map(endpointOf);
    expect(notInManifest).toEqual([]);
    const notRegistered = [...API_PERMISSIONS]
      .filter(([endpoint, key]) => registered.get(endpoint) !== key)
      .map(([e]) => e);
    expect(notRegistered).toEqual([]);

    const publicRoutes = routes
      .filter((r) => r.permission === null)
      .map(endpointOf)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_ENDPOINTS].sort());
    for (const endpoint of publicRoutes) expect(API_PERMISSIONS.has(endpoint)).toBe(false);
  });

  it('implements every contract once, and documents its answer in the OpenAPI document', async () => {
    const registered = new Set(routes.map(endpointOf));
    expect(ENDPOINTS.filter((e) => !registered.has(e.id)).map((e) => e.id)).toEqual([]);
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses?: Record<
              string,
              { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
            >;
          }
        >
      >;
    };
    const undocumented = ENDPOINTS.filter((e) => e.data && !e.file)
      .filter(
        (e) =>
          !doc.paths[e.path]?.[e.method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema
            ?.properties?.data,
      )
      .map((e) => e.id);
    expect(undocumented).toEqual([]);
  });

  it('refuses every protected route without a session or with an unknown one', async () => {
    const mismatches: string[] = [];
    for (const e of PROTECTED) {
      for (const ak of [undefined, 'not-a-session-token-0123456789abcdef']) {
        const res = await sendInput(t, e, validInput(e), ak);
        if (res.statusCode !== 401 || res.json().code !== 300)
          mismatches.push(
            `${e.id} ${ak ? 'unknown session' : 'no session'}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(ROLES)(
    'as %s, runs the handler of every route the role holds and refuses the rest unchanged',
    async (role) => {
      const s = await t.session(role);
      const power = new Set(s.power);
      const result = await checkPermissions(t, s.ak, power);
      expect(result.mismatches).toEqual([]);
      expect(result.ran + result.refused).toBe(PROTECTED.length);
      // Sanity of the matrix itself: every role was allowed somewhere, and all but the super
      // administrator refused somewhere.
      expect(result.ran).toBeGreaterThan(0);
      if (role !== 'admin') expect(result.refused).toBeGreaterThan(0);
    },
  );

  it('lets the public endpoints answer without a session', async () => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/verify/csrf', remoteAddress: t.remoteAddress });
    expect(csrf.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/passport/login',
      payload: {},
      remoteAddress: t.remoteAddress,
    });
    expect(login.statusCode).toBe(422);
  });
});

describe('defineRoute refuses unsafe declarations at registration', () => {
  const handler = async () => ({ ok: true });
  const contract = (method: 'GET' | 'POST', path: string, permission: string) =>
    endpoint({ method, path, permission, summary: 'test' });

  it('throws for a contract with an empty permission', () => {
    const bare = Fastify();
    expect(() => defineRoute(bare, contract('GET', '/admin/setting/group', ''), handler)).toThrow(
      RouteDeclarationError,
    );
    expect(declaredRoutes.get(bare)).toBeUndefined();
  });

  it('throws for a permission that disagrees with the manifest, is unknown, or a contract no area lists', () => {
    const bare = Fastify();
    expect(() => defineRoute(bare, contract('GET', '/admin/setting/group', 'log'), handler)).toThrow(
      /manifest says setting_group_index/,
    );
    expect(() => defineRoute(bare, contract('POST', '/admin/setting/group/del', 'setting_group_add'), handler)).toThrow(
      RouteDeclarationError,
    );
    expect(() => defineRoute(bare, contract('GET', '/admin/not/in/manifest', 'log'), handler)).toThrow(
      /does not list it/,
    );
    expect(() => defineRoute(bare, contract('GET', '/admin/setting/log', 'no_such_key'), handler)).toThrow(
      /unknown permission key/,
    );
    expect(declaredRoutes.get(bare)).toBeUndefined();
  });

  it('accepts a contract that an area lists', () => {
    const bare = Fastify();
    expect(() => defineRoute(bare, logApi.list, handler as never)).not.toThrow();
    expect(declaredRoutes.get(bare)).toEqual([{ method: 'GET', url: '/admin/setting/log', permission: 'log' }]);
  });
});
