import fc from 'fast-check';
import type { DeclaredRoute } from './define-route.ts';

// The budget, seed and plan of property.test.ts (see there for the settings).

const int = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return n;
};
export const TOTAL_RUNS = int('PROPERTY_TOTAL_RUNS', 6_000);
/** The supplier user's pass: its own endpoints only. */
export const SUPPLIER_RUNS = int('PROPERTY_SUPPLIER_RUNS', 1_500);
export const MIN_RUNS = int('PROPERTY_MIN_RUNS', 5);
export const SEED = int('PROPERTY_SEED', (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0);
export const ONLY = process.env.PROPERTY_ONLY?.trim() || null;
const WEIGHT = { GET: 8, POST: 5 } as Record<string, number>;
export const replay = (endpoint?: string) =>
  `replay with PROPERTY_SEED=${SEED}` +
  (endpoint ? ` (this endpoint alone: PROPERTY_SEED=${SEED} PROPERTY_ONLY="${endpoint}")` : '');

/** A 32-bit seed for one endpoint, from the run's seed and the endpoint alone (stable as endpoints come and go). */
function endpointSeed(endpoint: string): number {
  let h = 0x811c9dc5 ^ SEED;
  for (const ch of `${SEED} ${endpoint}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return h | 0;
}

export interface Planned {
  route: DeclaredRoute;
  endpoint: string;
  runs: number;
  seed: number;
}

/**
 * Runs per endpoint and their order, from the seed: MIN_RUNS each, the rest of `total` drawn
 * endpoint by endpoint with the method weights.
 */
export function plan(routes: DeclaredRoute[], total = TOTAL_RUNS): Planned[] {
  const runs = routes.map(() => MIN_RUNS);
  const extra = Math.max(0, total - MIN_RUNS * routes.length);
  const weights = routes.map((r) => WEIGHT[r.method] ?? WEIGHT.POST!);
  const cumulative = weights.map((_, i) => weights.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const sum = cumulative.at(-1)!;
  if (extra > 0) {
    for (const pick of fc.sample(fc.integer({ min: 0, max: sum - 1 }), {
      seed: SEED,
      numRuns: extra,
      unbiased: true,
    })) {
      runs[cumulative.findIndex((c) => pick < c)]!++;
    }
  }
  const [order] = fc.sample(
    fc.shuffledSubarray(
      routes.map((_, i) => i),
      { minLength: routes.length },
    ),
    { seed: SEED ^ 0x5eed, numRuns: 1, unbiased: true },
  );
  return order!.map((i) => {
    const route = routes[i]!;
    const endpoint = `${route.method} ${route.url}`;
    return { route, endpoint, runs: runs[i]!, seed: endpointSeed(endpoint) };
  });
}
