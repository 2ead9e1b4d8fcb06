import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum in the package's types) */
const ARGON2ID = 2;

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes): ~20-40 ms here.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** The test harness's cost (1 MiB, 1 pass): still argon2id, about 1 ms; see `useTestHashCost`. */
const TEST_OPTIONS = { ...OPTIONS, memoryCost: 1024, timeCost: 1 } as const;
let options: typeof OPTIONS | typeof TEST_OPTIONS = OPTIONS;

/**
 * Test suites only (the server never calls it): new hashes use the cheap test cost. A hash carries
 * its own cost, so the demo accounts seeded this way also verify in about a millisecond at login.
 */
export function useTestHashCost(): void {
  options = TEST_OPTIONS;
  dummy = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash nobody's password matches: verifying against it keeps unknown users as slow as known ones. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no-such-user-' + Math.random());
  return dummy;
}
