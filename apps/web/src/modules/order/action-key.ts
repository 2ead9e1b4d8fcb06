import { ApiError, NETWORK_ERROR_CODE, newIdempotencyKey } from '../../lib/request.ts';

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
    : v));
}

/**
 * One Idempotency-Key per logical action. A new submit of the same body after a network failure
 * (the server may have done it) reuses the key, so the server answers the first result instead of
 * doing it twice; any answer of the server ends the action, since the server keeps refusals too
 * and a retry after one must be a new action. Another body is always another action.
 */
export class ActionKey {
  private current: { body: string; key: string } | null = null;

  keyFor(body: unknown): string {
    const text = canonical(body);
    if (!this.current || this.current.body !== text) this.current = { body: text, key: newIdempotencyKey() };
    return this.current.key;
  }

  /** After the call: keep the key only when the answer is unknown. */
  settle(error?: unknown): void {
    if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE) return;
    this.current = null;
  }
}
