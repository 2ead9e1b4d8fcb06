import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  translateError,
  type ImportCheckData,
  type ImportJobData,
  type ImportRowError,
  type ImportStartData,
  type Language,
} from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { actorScope, type JobActor, type RequestContext, type Scope } from '../../../platform/http/context.ts';
import type { JobContext, JobOutcome, JobRunner } from '../../../platform/jobs/runner.ts';
import type { LiveHub } from '../../../platform/live/live-hub.ts';
import { violatedConstraint } from '../scope.ts';
import { checkSheet, type CheckResult, type ImportRow } from './check.ts';
import { readSheet } from './parse.ts';
import { importRepository } from './repository.ts';
import { csvTemplate, xlsxTemplate } from './template.ts';
import { STAGE_ROWS, writeRows } from './write.ts';

export const IMPORT_JOB = 'product.import';

interface ImportPayload {
  file: string;
  fileName: string;
  actor: JobActor & { supplierId: number | null };
  ip: string;
  requestId: string;
  lang: Language;
}

const summary = (c: CheckResult): ImportCheckData => ({
  total: c.total,
  valid: c.rows.length,
  errorCount: c.errorCount,
  errors: c.errors,
});

export interface ImportTuning {
  /** rows saved per short staging statement */
  stageRows: number;
  /** called after each staging statement with the job and the rows saved so far (tests pause the job here) */
  staged?: (jobId: number, saved: number, total: number) => void | Promise<void>;
}

/**
 * Product import: a dry run checks every row and writes nothing; the import checks the same
 * way and, when the file is clean, queues a job that saves the rows in short steps (progress,
 * other requests run between them) and then writes them all or nothing in one short transaction.
 */
export class ImportService {
  private readonly dir: string;
  readonly tuning: ImportTuning = { stageRows: STAGE_ROWS };

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly live: LiveHub,
    dataDir: string,
  ) {
    this.dir = path.join(dataDir, 'imports');
    runner.register(IMPORT_JOB, (job) => this.run(job), { sweep: () => importRepository.dropOrphans(this.db) });
  }

  async check(ctx: RequestContext, file: Buffer): Promise<ImportCheckData> {
    const { sheet } = await readSheet(file);
    return summary(await checkSheet(this.db, ctx.scope, sheet));
  }

  /** Checks the file; a clean one is kept and queued. A file with errors is refused with them. */
  async start(ctx: RequestContext, file: Buffer, fileName: string): Promise<ImportStartData> {
    const { sheet } = await readSheet(file);
    const checked = await checkSheet(this.db, ctx.scope, sheet);
    if (checked.errorCount > 0 || checked.total === 0) {
      const errors =
        checked.total === 0 && checked.errorCount === 0
          ? [{ row: 2, column: 'file', key: 'required' }]
          : checked.errors;
      throw new AppError('import.failed', {}, { fields: errors.map(toField) });
    }
    await mkdir(this.dir, { recursive: true });
    const stored = path.join(this.dir, `${randomUUID()}.upload`);
    await writeFile(stored, file);
    const payload: ImportPayload = {
      file: stored,
      fileName,
      actor: { adminId: ctx.scope.adminId, username: ctx.scope.username, supplierId: ctx.scope.supplierId },
      ip: ctx.ip,
      requestId: ctx.requestId,
      lang: ctx.lang,
    };
    const job = await this.runner.enqueue(this.db, {
      kind: IMPORT_JOB,
      adminId: ctx.scope.adminId,
      supplierId: ctx.scope.supplierId,
      total: checked.rows.length,
      payload: payload as unknown as Record<string, unknown>,
    });
    // The caller wakes the runner once the answer is sent, so that the stored Idempotency-Key
    // answer is written before the job starts (on PGlite its final transaction holds the only connection).
    return { jobId: job.id, total: checked.rows.length };
  }

  /** A job of this account (suppliers: of their supplier); another's answers 404. */
  async job(scope: Scope, lang: Language, id: number): Promise<ImportJobData> {
    const j = await importRepository.job(this.db, id);
    const mine =
      j &&
      j.kind === IMPORT_JOB &&
      (scope.supplierId !== null ? j.supplierId === scope.supplierId : j.adminId === scope.adminId || scope.isSuper);
    if (!mine) throw new AppError('common.not_found');
    const live = j.state === 'running' ? this.runner.liveProgress(j.id) : undefined;
    const error = j.error as { code?: string; errors?: ImportRowError[] } | null;
    const code = error?.code === 'common.server_error' ? 'common.server_error' : 'import.failed';
    return {
      id: j.id,
      state: j.state,
      processed: live?.processed ?? j.processed,
      total: live?.total ?? j.total,
      fileName: String((j.payload as unknown as ImportPayload).fileName ?? ''),
      error: error ? { code, msg: translateError(lang, code), errors: error.errors ?? [] } : null,
      result: j.result ? (j.result as ImportJobData['result']) : null,
      createdAt: j.createdAt.toISOString(),
      finishedAt: j.finishedAt?.toISOString() ?? null,
    };
  }

  template(format: 'csv' | 'xlsx', scope: Scope): Promise<Buffer> | Buffer {
    return format === 'xlsx' ? xlsxTemplate(scope.supplierId !== null) : csvTemplate(scope.supplierId !== null);
  }

  /**
   * The job: reads the kept file, checks it again (rows may have been taken since), saves the rows
   * in steps, writes them in one transaction.
   */
  private async run({ job, progress, complete }: JobContext): Promise<JobOutcome> {
    const p = job.payload as unknown as ImportPayload;
    const ctx: RequestContext = {
      scope: actorScope(p.actor),
      ip: p.ip,
      requestId: p.requestId,
      lang: p.lang,
    };
    try {
      const file = await readFile(p.file).catch(() => null);
      if (!file) return { error: { code: 'import.failed', errors: [{ row: 0, column: 'file', key: 'required' }] } };
      const { sheet } = await readSheet(file);
      const checked = await checkSheet(this.db, ctx.scope, sheet);
      if (checked.errorCount > 0) return { error: { code: 'import.failed', errors: checked.errors } };
      progress(0, checked.rows.length);
      try {
        const { stageRows, staged } = this.tuning;
        const result = await writeRows(
          this.db,
          ctx,
          checked.rows,
          { jobId: job.id, fileName: p.fileName },
          {
            stageRows,
            staged: async (n) => {
              progress(n);
              await staged?.(job.id, n, checked.rows.length);
            },
            done: (tx, result) => complete(tx, { ...result }),
          },
        );
        this.live.countsChanged();
        return { result: { ...result } };
      } catch (err) {
        const constraint = violatedConstraint(err);
        if (!constraint) throw err;
        const column = constraint.includes('sku') ? 'sku' : constraint.includes('number') ? 'number' : constraint;
        const detail = (err as { detail?: string }).detail ?? (err as { cause?: { detail?: string } }).cause?.detail;
        const value = /\)=\((.*)\) already exists/.exec(String(detail ?? ''))?.[1];
        const codeOf = (r: ImportRow) => (column === 'sku' ? r.sku : r.number).toLowerCase();
        const row = value === undefined ? 0 : (checked.rows.find((r) => codeOf(r) === value.toLowerCase())?.row ?? 0);
        return { error: { code: 'import.failed', errors: [{ row, column, key: 'taken' }] } };
      }
    } finally {
      await rm(p.file, { force: true });
    }
  }
}

function toField(e: ImportRowError) {
  return { field: e.column, key: e.key, params: { row: e.row } };
}
