import fc from 'fast-check';
import type { TestApp } from '../../test-support/harness.ts';
import { bodyArbitrary, queryArbitrary } from './property-inputs.ts';
import { replay, type Planned } from './property-run.ts';

/** Who sends a pass's requests. */
export interface Sender {
  /** the session code */
  ak: string;
  /** the account's id (inputs favour it; logout runs get fresh sessions of it) */
  adminId: number;
  /** the session code for endpoints the sender lacks the key of (supplier-only ones), if any */
  otherAk?: string;
  power: ReadonlySet<string>;
}

export interface PassResult {
  failures: string[];
  total: number;
}

/**
 * One pass of random input over the planned endpoints (see property.test.ts): no 5xx, the
 * envelope's code matches the HTTP status, and a refused POST writes no row (`writes` counts
 * every row written). After each endpoint the sender's session must still be alive, or the later
 * endpoints would only have been tried for 401. Stops at the first failing endpoint.
 */
export async function runPass(
  t: TestApp,
  planned: readonly Planned[],
  sender: Sender,
  writes: () => Promise<number>,
): Promise<PassResult> {
  const failures: string[] = [];
  let total = 0;
  const csrf = await t.csrf();
  for (const { route, endpoint, runs, seed } of planned) {
    const borrowed = route.permission !== null && !sender.power.has(route.permission);
    const isLogout = route.url === '/admin/passport/logout';
    const isLogin = route.url === '/admin/passport/login';
    const input =
      route.method === 'GET'
        ? queryArbitrary(sender.adminId)
        : isLogin
          ? fc
              .tuple(bodyArbitrary(sender.adminId), fc.boolean())
              .map(([b, withToken]) =>
                withToken && b && typeof b === 'object' && !Array.isArray(b) ? { ...b, csrf_token: csrf.token } : b,
              )
          : bodyArbitrary(sender.adminId);
    let before = route.method === 'POST' ? await writes() : 0;
    try {
      await fc.assert(
        fc.asyncProperty(input, async (value) => {
          total++;
          let ak = borrowed && sender.otherAk ? sender.otherAk : sender.ak;
          if (isLogout) {
            ak = (await t.app.services.sessions.create(t.database.db, sender.adminId, '127.0.0.1', null)).token;
            before = await writes();
          }
          const headers: Record<string, string> = { ak, ...(isLogin ? { cookie: csrf.cookie } : {}) };
          const res =
            route.method === 'GET'
              ? await t.app.inject({
                  method: 'GET',
                  url: `${route.url}?${value as string}`,
                  headers,
                  remoteAddress: t.remoteAddress,
                })
              : await t.app.inject({
                  method: 'POST',
                  url: route.url,
                  remoteAddress: t.remoteAddress,
                  headers: { ...headers, 'content-type': 'application/json' },
                  payload: value === undefined ? '' : JSON.stringify(value),
                });
          if (res.statusCode >= 500) {
            failures.push(
              `${endpoint} ${res.statusCode} ${JSON.stringify(value)?.slice(0, 300)} -> ${res.body.slice(0, 200)}`,
            );
            throw new Error(failures.at(-1));
          }
          if (res.headers['content-type']?.toString().startsWith('application/json')) {
            const body = res.json();
            if (body.code !== (res.statusCode === 401 ? 300 : res.statusCode))
              failures.push(
                `${endpoint}: envelope code ${body.code} with HTTP ${res.statusCode} (${replay(endpoint)})`,
              );
          }
          if (route.method === 'POST') {
            const after = await writes();
            if (res.statusCode >= 400 && after !== before) {
              failures.push(
                `${endpoint} refused (${res.statusCode}) yet changed data: ` +
                  `${JSON.stringify(value)?.slice(0, 300)}\n  before ${before}\n  after  ${after}`,
              );
              throw new Error(failures.at(-1));
            }
            before = after;
          }
          return true;
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
    } catch (err) {
      throw new Error(`random input broke ${endpoint}: ${replay(endpoint)}\n${(err as Error).message}`, {
        cause: err,
      });
    }
    const alive = await t.get('/admin/profile', sender.ak);
    if (alive.statusCode !== 200) {
      failures.push(`the session was gone after ${endpoint} (${replay(endpoint)})`);
      break;
    }
  }
  return { failures, total };
}
