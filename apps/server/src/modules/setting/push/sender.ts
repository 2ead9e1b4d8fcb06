import { PUSH_LIMITS } from '@shop/shared/api/push';
import type { Db } from '../../../platform/db/database.ts';
import type { JobContext, JobOutcome } from '../../../platform/jobs/runner.ts';
import type { MailSession, Mailer } from '../../../platform/mail/mailer.ts';
import { renderMessage, type Prepared } from './render.ts';
import { pushRepository as repo, type Outcome, type PushRecord, type RecipientRecord } from './repository.ts';

export const PUSH_SEND_JOB = 'push.send';
/** source records listed per statement when a push's recipients are listed */
const MATERIALIZE_CHUNK = 1000;
/** messages a minute one connection is given when a push is paced */
const LANE_RATE = 1200;

export interface SenderDeps {
  db: Db;
  mailer: Mailer;
  /** the push's message per language; the store's default language, its time zone, the default rate */
  prepare(push: PushRecord): Promise<{ texts: Map<string, Prepared>; language: string; timeZone: string }>;
  defaultRate(): Promise<number>;
  unsubscribeUrl(email: string, pushId: number): string;
  /** the host part of the deterministic Message-IDs */
  host: string;
}

export interface SenderTuning {
  /** rows claimed at once */
  batch: number;
  /** SMTP connections at most (unlimited; a paced push uses one per LANE_RATE a minute) */
  lanes: number;
  /** first delay after a temporary failure; doubled on each further attempt */
  retryBaseMs: number;
  /** how often a sending job looks whether its push was stopped elsewhere */
  stopCheckMs: number;
}

const DEFAULT_TUNING: SenderTuning = { batch: 200, lanes: 8, retryBaseMs: 30_000, stopCheckMs: 500 };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * Keeps to a rate: each send starts `60000 / rate` ms after the previous one started (over every
 * lane; with one connection, never before the previous one was answered either). 0 = unlimited.
 */
class Pace {
  private next = 0;
  constructor(readonly intervalMs: number) {}
  async take(signal: AbortSignal): Promise<void> {
    if (this.intervalMs === 0) return;
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.intervalMs;
    await sleep(at - now, signal);
  }
}

/** SMTP reply codes 5xx are permanent (the address bounced); anything else (4xx, a lost connection) is temporary. */
function smtpFailure(err: unknown): { permanent: boolean; response: string } {
  const e = err as { responseCode?: number; response?: string; message?: string };
  const response = (e.response || e.message || String(err)).slice(0, 1000);
  return { permanent: typeof e.responseCode === 'number' && e.responseCode >= 500, response };
}

/**
 * The sending job of a push. Exactly once per recipient:
 *
 * Each (push, address) is one row. A batch is claimed (`pending` -> `sending`, stamped with the
 * job's id) and committed before any of it is handed to SMTP; right after the server's 250 the row
 * becomes `sent` in its own transaction, with the push's count. A job killed mid-way leaves its
 * claimed rows `sending`; the next job (started when the process comes back: the kind's sweep
 * resumes pushes whose job was interrupted) puts them back to `pending` and sends them again.
 * A `sending` row was never recorded as acknowledged, and almost always was not: the kill lands
 * while a message is transferred (or waits for its turn), not in the instant between the 250 and
 * the commit that follows it. For that instant (the server said 250, the process died before
 * the commit) we choose to send again rather than to risk never sending: the copy carries the same
 * deterministic Message-ID (`<push-{push}-{recipient}@host>`), by which relays and mailbox
 * providers drop a duplicate. With one connection (a rate up to 20 a second) a message leaves
 * only after the previous one's 250 is recorded, so only the message in flight is in doubt; with
 * several (unlimited or faster) a kill may also land in another connection's instant. A recipient
 * recorded `sent` is never sent again. Only the job that claimed a row may record its outcome, so
 * a job cut off from the database cannot overwrite what its successor recorded.
 */
export class PushSender {
  private readonly local = new Map<number, AbortController>();
  private tuning: SenderTuning;

  constructor(
    private readonly deps: SenderDeps,
    tuning: Partial<SenderTuning> = {},
  ) {
    this.tuning = { ...DEFAULT_TUNING, ...tuning };
  }

  /** Changes the timings (tests and benchmarks: short retry delays). */
  tune(tuning: Partial<SenderTuning>): void {
    this.tuning = { ...this.tuning, ...tuning };
  }

  /** Stops a push this process is sending before its next message (another process sees the status). */
  stopLocal(pushId: number): void {
    this.local.get(pushId)?.abort();
  }

  async run({ job, progress, complete }: JobContext): Promise<JobOutcome> {
    const pushId = Number(job.payload.pushId);
    const { db } = this.deps;
    const start = await repo.find(db, pushId);
    if (!start || start.status !== 'sending' || start.jobId !== job.id) return { result: { pushId, skipped: true } };
    const abort = new AbortController();
    this.local.set(pushId, abort);
    const watch = setInterval(() => {
      repo.status(db, pushId).then(
        (s) => {
          if (!s || s.status !== 'sending' || s.jobId !== job.id) abort.abort();
        },
        () => undefined,
      );
    }, this.tuning.stopCheckMs);
    watch.unref();
    let session: MailSession | null = null;
    try {
      const { texts, language, timeZone } = await this.deps.prepare(start);
      const push = start.materialized ? start : await this.materialize(start, language, timeZone);
      await repo.releaseStale(db, pushId, job.id);
      const rate = push.ratePerMinute ?? (await this.deps.defaultRate());
      // One connection up to 20 a second (each message after the previous answer); one more per 20 beyond.
      const lanes = rate === 0 ? this.tuning.lanes : Math.min(this.tuning.lanes, Math.ceil(rate / LANE_RATE));
      const pace = new Pace(rate === 0 ? 0 : 60_000 / rate);
      let settled = push.sent + push.failed + push.bounced + push.skipped;
      progress(settled, push.total);
      session = await this.deps.mailer.open({ connections: lanes });
      const mail = session;
      while (!abort.signal.aborted) {
        const rows = await repo.claim(db, pushId, job.id, this.tuning.batch);
        if (rows.length === 0) {
          const left = await repo.left(db, pushId);
          if (left.n === 0) break;
          await sleep(Math.min(Math.max(left.dueInMs, 50), 1000), abort.signal);
          continue;
        }
        const gone = await repo.unsubscribed(
          db,
          rows.map((r) => r.email),
        );
        const queue: RecipientRecord[] = [];
        for (const row of rows) {
          if (!gone.has(row.email.toLowerCase())) queue.push(row);
          else if (await this.settle(row, job.id, 'skipped', { response: 'unsubscribed' })) settled++;
        }
        const lane = async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            await pace.take(abort.signal);
            if (abort.signal.aborted) return;
            if (await this.sendOne(mail, row, job.id, texts, language)) progress(++settled);
          }
        };
        await Promise.all(Array.from({ length: lanes }, lane));
      }
      if (abort.signal.aborted) {
        // Stopped: what was claimed and not sent goes back to pending (shown as not sent).
        await repo.releaseStale(db, pushId, -1);
        return { result: { pushId, stopped: true } };
      }
      const result = { pushId, total: push.total };
      await db.transaction(async (tx) => {
        await repo.update(tx, pushId, { status: 'done', finishedAt: new Date() });
        await complete(tx, result);
      });
      return { result };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await repo.update(db, pushId, { status: 'failed', error: message.slice(0, 500), finishedAt: new Date() });
      return { error: { code: 'push.failed', message } };
    } finally {
      clearInterval(watch);
      this.local.delete(pushId);
      session?.close();
    }
  }

  /** Lists the recipients once, in chunks, inside one transaction (a resumed job finds them listed). */
  private async materialize(push: PushRecord, language: string, timeZone: string): Promise<PushRecord> {
    return this.deps.db.transaction(async (tx) => {
      const locked = (await repo.lock(tx, push.id))!;
      if (locked.materialized) return locked;
      for (let after: number | null = 0; after !== null;) {
        after = await repo.materializeChunk(tx, locked, language, timeZone, after, MATERIALIZE_CHUNK);
      }
      const total = await repo.recipientCount(tx, push.id);
      return (await repo.update(tx, push.id, { materialized: true, total, startedAt: new Date() }))!;
    });
  }

  private settle(
    row: RecipientRecord,
    jobId: number,
    outcome: Outcome,
    values: { response: string; messageId?: string },
  ): Promise<boolean> {
    return repo.settle(this.deps.db, row, jobId, outcome, values);
  }

  /** One attempt of one recipient; true when the row reached its final state. */
  private async sendOne(
    session: MailSession,
    row: RecipientRecord,
    jobId: number,
    texts: Map<string, Prepared>,
    fallback: string,
  ): Promise<boolean> {
    const prepared = texts.get(row.language) ?? texts.get(fallback)!;
    const unsubscribe = this.deps.unsubscribeUrl(row.email, row.pushId);
    const messageId = `<push-${row.pushId}-${row.id}@${this.deps.host}>`;
    try {
      const { response } = await session.send({
        to: row.email,
        ...renderMessage(prepared, row, unsubscribe),
        messageId,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      });
      return await this.settle(row, jobId, 'sent', { response, messageId });
    } catch (err) {
      const { permanent, response } = smtpFailure(err);
      if (permanent) return this.settle(row, jobId, 'bounced', { response, messageId });
      if (row.attempts >= PUSH_LIMITS.attemptsMax) return this.settle(row, jobId, 'failed', { response, messageId });
      const delay = this.tuning.retryBaseMs * 2 ** (row.attempts - 1);
      await repo.retryLater(this.deps.db, row.id, jobId, response, delay);
      return false;
    }
  }
}
