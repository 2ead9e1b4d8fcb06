import { ENDPOINTS, type Endpoint } from '@shop/shared';
import { ACTIVITY_TABLES, watchChanges } from './change-counter.ts';
import { sendInput, validInput } from './endpoint-request.ts';
import type { TestApp } from './harness.ts';

/** Every protected endpoint, with logout last (it ends the session it is sent with). */
export const PROTECTED: Endpoint[] = ENDPOINTS.filter((e) => e.permission !== null).sort(
  (a, b) => Number(a.path === '/admin/passport/logout') - Number(b.path === '/admin/passport/logout'),
);

/** Tables that change while requests are answered whoever sends them, and background jobs' progress. */
const BUSY_TABLES = [...ACTIVITY_TABLES, 'jobs'];

export interface MatrixResult {
  /** requests whose answer was not what the session's permissions call for */
  mismatches: string[];
  /** allowed requests that reached their handler (valid input, not refused for the session) */
  ran: number;
  /** refused requests (403), each of which wrote nothing */
  refused: number;
}

/**
 * Sends every protected endpoint a valid request (generated from its contract) under the session
 * `ak`, whose permissions are `power`. An endpoint whose key the session holds must reach its
 * handler (its input passes the contract's schema as sent, so any refusal is the handler's): no
 * 401 or 403, no 5xx.
 * One whose key it lacks must answer 403 and write no row in any table.
 */
export async function checkPermissions(
  t: TestApp,
  ak: string,
  power: ReadonlySet<string>,
  endpoints: readonly Endpoint[] = PROTECTED,
): Promise<MatrixResult> {
  const writes = await watchChanges(t, BUSY_TABLES);
  const result: MatrixResult = { mismatches: [], ran: 0, refused: 0 };
  for (const e of endpoints) {
    const before = await writes();
    const res = await sendInput(t, e, validInput(e), ak);
    const answer = `${res.statusCode} ${res.body.slice(0, 160)}`;
    if (power.has(e.permission!)) {
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
        result.mismatches.push(`${e.id} (holds ${e.permission}): ${answer}`);
      else result.ran++;
    } else if (res.statusCode !== 403 || res.json().code !== 403) {
      result.mismatches.push(`${e.id} (lacks ${e.permission}): ${answer}`);
    } else if ((await writes()) !== before) {
      result.mismatches.push(`${e.id} (lacks ${e.permission}): refused but wrote ${(await writes()) - before} rows`);
    } else result.refused++;
  }
  return result;
}
