/** The PostgreSQL error inside an error, as both drivers report it (possibly wrapped by drizzle). */
export function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 3 && cur; i++) {
    const c = cur as { code?: unknown; constraint?: string; constraint_name?: string };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code))
      return { code: c.code, constraint: c.constraint ?? c.constraint_name };
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATEs that mean another transaction changed what this one relied on, between its checks and
 * its write: a foreign key whose row was just deleted, a serialization failure, a deadlock. Retrying
 * the request on fresh data is the answer, so the client gets 409, not a server error.
 */
export const CONCURRENT_CHANGE_STATES = new Set(['23503', '40001', '40P01']);
