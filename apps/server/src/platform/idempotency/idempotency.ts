import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ErrorCode, FieldError } from '@shop/shared';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { idempotencyKeys } from './table.ts';

const KEEP_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface IdempotentRequest {
  adminId: number;
  key: string;
  endpoint: string;
  body: unknown;
  /** the query string's parameters (?dryRun=true is another request than without) */
  query?: unknown;
  /** a multipart body's fingerprint (its parts' names and contents): the JSON body is empty then */
  parts?: string;
}

export interface Outcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * Runs a state-changing request once per (account, Idempotency-Key). A repeat with the same key
 * and the same request answers the stored response without running it again; a repeat while the
 * first is still running answers 409; the same key on a different request answers 422.
 * Answers of unexpected failures (5xx) are not kept, so the request can be retried.
 */
export async function withIdempotency(db: Db, req: IdempotentRequest, run: () => Promise<unknown>): Promise<Outcome> {
  if (!KEY_PATTERN.test(req.key))
    throw new AppError('common.invalid_input', {}, { fields: [{ field: 'Idempotency-Key', key: 'invalid' }] });
  const requestHash = fingerprint(req);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ adminId: req.adminId, key: req.key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted.length === 0) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.adminId, req.adminId), eq(idempotencyKeys.key, req.key)));
    if (!row) throw new AppError('common.idempotency_in_progress');
    if (row.requestHash !== requestHash) throw new AppError('common.idempotency_mismatch');
    if (row.responseStatus === null) throw new AppError('common.idempotency_in_progress');
    const stored = row.responseBody as {
      appError?: ErrorCode;
      params?: Record<string, unknown>;
      fields?: FieldError[] | null;
    } | null;
    if (stored?.appError)
      throw new AppError(stored.appError, stored.params ?? {}, { fields: stored.fields ?? undefined });
    return { status: row.responseStatus, body: row.responseBody, replayed: true };
  }
  const id = inserted[0]!.id;
  try {
    const body = await run();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: body as object })
      .where(eq(idempotencyKeys.id, id));
    if (Math.random() < 0.01)
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - ${`${KEEP_MS} milliseconds`}::interval`));
    return { status: 200, body, replayed: false };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      // A refused request is answered the same way on a retry: keep its error.
      await db
        .update(idempotencyKeys)
        .set({
          responseStatus: err.status,
          responseBody: { appError: err.code, params: err.params, fields: err.fields ?? null },
        })
        .where(eq(idempotencyKeys.id, id));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
    throw err;
  }
}

/**
 * What makes two requests with one key the same request: endpoint, JSON body, query parameters
 * and uploaded parts. A request without query or parts hashes as before they were counted, so
 * keys stored earlier still match their retries.
 */
function fingerprint(req: IdempotentRequest): string {
  const hash = createHash('sha256')
    .update(req.endpoint)
    .update('\n')
    .update(JSON.stringify(req.body ?? null));
  const query = req.query && typeof req.query === 'object' && Object.keys(req.query).length > 0 ? req.query : null;
  if (query)
    hash.update('\nquery ').update(JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))));
  if (req.parts !== undefined) hash.update('\nparts ').update(req.parts);
  return hash.digest('hex');
}
