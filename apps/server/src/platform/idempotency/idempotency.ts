import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ErrorCode, FieldError } from '@shop/shared';
import type { Db } from '../db/database.ts';
import { withFirstTransactionMark, type FirstTransactionMark } from '../db/first-transaction.ts';
import { AppError } from '../http/app-error.ts';
import { idempotencyKeys } from './table.ts';

const KEEP_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** How long a claim without an answer is taken for a request still running (IDEMPOTENCY_LEASE_SECONDS). */
export const DEFAULT_LEASE_SECONDS = 60;

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

/** Another run of the same request committed first: this one rolls back and answers as a repeat. */
class RanElsewhere extends Error {}

/**
 * Runs a state-changing request once per (account, Idempotency-Key). A repeat with the same key
 * and the same request answers the stored response without running it again; a repeat while the
 * first is still running answers 409; the same key on a different request answers 422.
 * Answers of unexpected failures (5xx) are not kept, so the request can be retried.
 *
 * The claim is a row written before the request runs; the request's first transaction marks it
 * carried out, inside that transaction, so the mark commits with the writes or not at all. When
 * the instance running a request dies, a retry on another one finds the claim: not carried out
 * and older than `leaseSeconds`, it takes the claim over and runs the request (should the first
 * run still be alive after all, whichever marks the claim first commits and the other rolls back);
 * carried out without an answer, it answers that the request was carried out
 * (common.idempotency_done), never running it twice. A request that writes without a transaction
 * has no such mark: a retry after its instance died runs it again.
 */
export async function withIdempotency(
  db: Db,
  req: IdempotentRequest,
  run: () => Promise<unknown>,
  opts: { leaseSeconds: number } = { leaseSeconds: DEFAULT_LEASE_SECONDS },
): Promise<Outcome> {
  if (!KEY_PATTERN.test(req.key))
    throw new AppError('common.invalid_input', {}, { fields: [{ field: 'Idempotency-Key', key: 'invalid' }] });
  const requestHash = fingerprint(req);
  const claimed = await claim(db, req, requestHash, opts.leaseSeconds);
  if ('replay' in claimed) return claimed.replay;
  const id = claimed.id;
  const mark: FirstTransactionMark = {
    state: 'waiting',
    write: async (tx) => {
      const marked = await tx
        .update(idempotencyKeys)
        .set({ committedAt: sql`now()` })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.committedAt)))
        .returning({ id: idempotencyKeys.id });
      if (!marked.length) throw new RanElsewhere();
    },
  };
  try {
    const body = await withFirstTransactionMark(mark, run);
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
    if (err instanceof RanElsewhere) throw new AppError('common.idempotency_in_progress');
    if (err instanceof AppError && err.status < 500) {
      // A refused request is answered the same way on a retry: keep its error.
      await db
        .update(idempotencyKeys)
        .set({
          responseStatus: err.status,
          responseBody: { appError: err.code, params: err.params, fields: err.fields ?? null },
        })
        .where(eq(idempotencyKeys.id, id));
    } else if (mark.state !== 'committed') {
      // Nothing of it committed: the request may be sent again.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.committedAt)));
    }
    throw err;
  }
}

/** The claim of a new request (its row id), or the answer to a repeat. */
async function claim(
  db: Db,
  req: IdempotentRequest,
  requestHash: string,
  leaseSeconds: number,
): Promise<{ id: number } | { replay: Outcome }> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ adminId: req.adminId, key: req.key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted.length) return { id: inserted[0]!.id };
  const [row] = await db
    .select({
      id: idempotencyKeys.id,
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      committedAt: idempotencyKeys.committedAt,
      stale: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${leaseSeconds})`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.adminId, req.adminId), eq(idempotencyKeys.key, req.key)));
  if (!row) throw new AppError('common.idempotency_in_progress');
  if (row.requestHash !== requestHash) throw new AppError('common.idempotency_mismatch');
  if (row.responseStatus !== null) {
    const stored = row.responseBody as {
      appError?: ErrorCode;
      params?: Record<string, unknown>;
      fields?: FieldError[] | null;
    } | null;
    if (stored?.appError)
      throw new AppError(stored.appError, stored.params ?? {}, { fields: stored.fields ?? undefined });
    return { replay: { status: row.responseStatus, body: row.responseBody, replayed: true } };
  }
  if (!row.stale) throw new AppError('common.idempotency_in_progress');
  // Claimed longer ago than any request runs, and no answer: the instance running it died.
  if (row.committedAt) throw new AppError('common.idempotency_done');
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.id, row.id),
        isNull(idempotencyKeys.committedAt),
        isNull(idempotencyKeys.responseStatus),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${leaseSeconds})`,
      ),
    )
    .returning({ id: idempotencyKeys.id });
  if (!taken) throw new AppError('common.idempotency_in_progress');
  return { id: taken.id };
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
