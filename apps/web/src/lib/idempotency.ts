import { useState } from 'react';
import { ApiError, NETWORK_ERROR_CODE, newIdempotencyKey } from './request.ts';

/** The body as text, key order aside; a file (an upload) by its name, size and time, which JSON would drop. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof File !== 'undefined' && v instanceof File)
      return { file: v.name, size: v.size, modified: v.lastModified };
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    }
    return v;
  });
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

  /** Sends `body` with its key and settles the action on the answer. */
  async run<T>(body: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(body);
    try {
      const result = await send(key);
      this.settle();
      return result;
    } catch (error) {
      this.settle(error);
      throw error;
    }
  }
}

/**
 * The console's one way to make Idempotency-Keys: a component's actions share one `ActionKey`, so
 * retrying the same submission after a network failure sends the same key, and the next action
 * after an answer gets a fresh one. `run(body, (key) => callApi(endpoint, body, { idempotencyKey: key }))`.
 */
export function useIdempotencyKey(): ActionKey {
  const [key] = useState(() => new ActionKey());
  return key;
}
