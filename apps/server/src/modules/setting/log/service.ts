import { stringify } from 'csv-stringify/sync';
import type { LogInfo, LogListQuery } from '@shop/shared';
import { diffSnapshots } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { logRepository, type LogFilters } from './repository.ts';

export const EXPORT_MAX_ROWS = 100_000;
const BATCH = 2_000;

/** The operation log: read-only, kept. */
/** The nightly job that deletes operation-log rows older than the retention of Settings > system. */
export const LOG_RETENTION_JOB = 'log.retention';
const PRUNE_BATCH = 5_000;

export class LogService {
  constructor(private readonly db: Db) {}

  /** Deletes rows older than `days`, a batch per transaction so that writers never wait long; answers how many. */
  async prune(days: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    let total = 0;
    for (;;) {
      const n = await logRepository.deleteOlderThan(this.db, cutoff, PRUNE_BATCH);
      total += n;
      if (n < PRUNE_BATCH) return total;
    }
  }

  async list(q: LogListQuery) {
    const r = await logRepository.list(this.db, q);
    return { ...r, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<LogInfo> {
    const r = await logRepository.find(this.db, id);
    if (!r) throw new AppError('common.not_found');
    return {
      ...logRepository.toRow(r),
      supplierId: r.supplierId,
      requestId: r.requestId,
      before: r.before ?? null,
      after: r.after ?? null,
      diff: diffSnapshots(r.before, r.after),
    };
  }

  /** CSV of the filtered log, newest first, in batches; at most EXPORT_MAX_ROWS rows. */
  async *exportCsv(filters: LogFilters, headers: string[]): AsyncGenerator<string> {
    yield '\uFEFF' + stringify([headers]);
    let beforeId: number | null = null;
    let sent = 0;
    while (sent < EXPORT_MAX_ROWS) {
      const rows = await logRepository.batch(this.db, filters, beforeId, Math.min(BATCH, EXPORT_MAX_ROWS - sent));
      if (rows.length === 0) break;
      yield stringify(
        rows.map((r) => [
          r.id,
          r.createdAt.toISOString(),
          r.actorName,
          r.action,
          r.entity,
          r.entityId ?? '',
          r.ip ?? '',
        ]),
      );
      sent += rows.length;
      beforeId = rows[rows.length - 1]!.id;
    }
  }
}
