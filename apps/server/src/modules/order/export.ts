import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { translateError, type Language, type OrderExportJobData, type OrderFilters } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { actorScope, type RequestContext, type Scope } from '../../platform/http/context.ts';
import type { JobContext, JobOutcome, JobRunner } from '../../platform/jobs/runner.ts';
import { orderExportRepository } from './export-repository.ts';
import { orderRepository } from './repository.ts';
import type { OrderService } from './service.ts';

export const ORDER_EXPORT_JOB = 'order.export';
const KEEP_MS = 24 * 3_600_000;

interface ExportPayload {
  filters: OrderFilters;
  supplierId: number | null;
  lang: Language;
}

/**
 * Exports of large order lists: a job writes the CSV to the data directory in keyset batches,
 * reporting rows written; the file is downloadable by its requester for a day.
 */
export class OrderExportService {
  private readonly dir: string;

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly orders: OrderService,
    dataDir: string,
  ) {
    this.dir = path.join(dataDir, 'exports');
    runner.register(ORDER_EXPORT_JOB, (job) => this.run(job), { sweep: () => this.sweep() });
  }

  async start(ctx: RequestContext, filters: OrderFilters): Promise<{ jobId: number; total: number }> {
    const total = await orderRepository.count(this.db, ctx.scope, filters);
    const payload: ExportPayload = { filters, supplierId: ctx.scope.supplierId, lang: ctx.lang };
    const job = await this.runner.enqueue(this.db, {
      kind: ORDER_EXPORT_JOB,
      adminId: ctx.scope.adminId,
      supplierId: ctx.scope.supplierId,
      total,
      payload: payload as unknown as Record<string, unknown>,
    });
    return { jobId: job.id, total };
  }

  private async mine(scope: Scope, id: number) {
    const j = await orderExportRepository.job(this.db, id, ORDER_EXPORT_JOB);
    if (!j || j.adminId !== scope.adminId) throw new AppError('common.not_found');
    return j;
  }

  async job(scope: Scope, lang: Language, id: number): Promise<OrderExportJobData> {
    const j = await this.mine(scope, id);
    const live = j.state === 'running' ? this.runner.liveProgress(j.id) : undefined;
    const code = (j.error as { code?: string } | null)?.code;
    return {
      id: j.id,
      state: j.state,
      processed: live?.processed ?? j.processed,
      total: live?.total ?? j.total,
      error: code
        ? { code, msg: translateError(lang, code === 'export.expired' ? 'common.not_found' : 'common.server_error') }
        : null,
      createdAt: j.createdAt.toISOString(),
      finishedAt: j.finishedAt?.toISOString() ?? null,
    };
  }

  async file(scope: Scope, id: number): Promise<{ name: string; stream: Readable }> {
    const j = await this.mine(scope, id);
    const file = (j.result as { file?: string } | null)?.file;
    if (j.state !== 'done' || !file) throw new AppError('common.not_found');
    const full = path.join(this.dir, path.basename(file));
    await stat(full).catch(() => {
      throw new AppError('common.not_found');
    });
    return { name: `orders-${j.createdAt.toISOString().slice(0, 10)}-${j.id}.csv`, stream: createReadStream(full) };
  }

  private async run({ job, progress }: JobContext): Promise<JobOutcome> {
    const p = job.payload as unknown as ExportPayload;
    const scope = actorScope({ adminId: job.adminId ?? 0, username: 'export', supplierId: p.supplierId });
    await mkdir(this.dir, { recursive: true });
    const name = `order-export-${job.id}.csv`;
    const full = path.join(this.dir, name);
    try {
      await pipeline(
        Readable.from(this.orders.exportCsv(scope, p.filters, p.lang, (n) => progress(n))),
        createWriteStream(full),
      );
    } catch (err) {
      await rm(full, { force: true });
      throw err;
    }
    return { result: { file: name } };
  }

  /** Files of interrupted exports, and finished ones older than a day, are removed. */
  private async sweep(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const now = Date.now();
    for (const n of names) {
      const full = path.join(this.dir, n);
      const s = await stat(full).catch(() => null);
      const id = Number(/^order-export-(\d+)\.csv$/.exec(n)?.[1] ?? 0);
      const j = id ? await orderExportRepository.state(this.db, id) : undefined;
      if (!s || !j || j.state !== 'done' || now - s.mtimeMs > KEEP_MS) await rm(full, { force: true });
    }
  }
}
