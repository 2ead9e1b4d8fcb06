import type {
  LadderData,
  LadderSaveBody,
  LadderStep,
  ViolationTypeAddBody,
  ViolationTypeEditBody,
  ViolationTypeListQuery,
  ViolationTypeOption,
  ViolationTypeRow,
} from '@shop/shared/api/supply-violation-type';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import {
  LADDER_ID,
  violationTypeRepository as repo,
  violationTypeTable as table,
  type LadderRecord,
  type ViolationTypeRecord,
} from './type-repository.ts';

export function toTypeOption(v: ViolationTypeRecord): ViolationTypeOption {
  return {
    id: v.id,
    code: v.code,
    name: v.name,
    points: v.points,
    banDays: v.banDays,
    evidenceRequired: v.evidenceRequired,
    appealable: v.appealable,
    pointsExpireDays: v.pointsExpireDays,
    enabled: v.enabled,
  };
}

function toRow(v: ViolationTypeRecord, useCount: number): ViolationTypeRow {
  return { ...toTypeOption(v), useCount, createdAt: v.createdAt.toISOString(), version: v.version };
}

const fieldsOf = (b: ViolationTypeAddBody | ViolationTypeEditBody) => ({
  code: b.code,
  name: b.name,
  points: b.points,
  banDays: b.banDays,
  evidenceRequired: b.evidenceRequired,
  appealable: b.appealable,
  pointsExpireDays: b.pointsExpireDays,
});

/** The ladder's steps in threshold order. */
export function sortedSteps(steps: readonly LadderStep[]): LadderStep[] {
  return [...steps].sort((a, b) => a.points - b.points);
}

function toLadder(row: LadderRecord | undefined): LadderData {
  return {
    steps: sortedSteps(row?.steps ?? []),
    version: row?.version ?? 0,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

/**
 * The violation catalogue and the sanction ladder. A type some ledger line uses is disabled,
 * never deleted (its lines keep their points and ban days whatever the type becomes). The ladder
 * is saved whole with the version read.
 */
export class ViolationTypeService {
  constructor(private readonly db: Db) {}

  async list(q: ViolationTypeListQuery) {
    const page = await repo.page(this.db, q);
    const counts = await repo.useCounts(
      this.db,
      page.list.map((v) => v.id),
    );
    return {
      list: page.list.map((v) => toRow(v, counts.get(v.id) ?? 0)),
      total: page.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async options(): Promise<{ list: ViolationTypeOption[] }> {
    return { list: (await repo.all(this.db)).map(toTypeOption) };
  }

  async row(id: number): Promise<ViolationTypeRow> {
    const v = await table.find(this.db, id);
    if (!v) throw new AppError('common.not_found');
    return toRow(v, (await repo.useCounts(this.db, [id])).get(id) ?? 0);
  }

  async add(ctx: RequestContext, body: ViolationTypeAddBody): Promise<ViolationTypeRow> {
    const row = await table.insert(this.db, ctx, { ...fieldsOf(body), enabled: body.enabled });
    return this.row(row.id);
  }

  async edit(ctx: RequestContext, body: ViolationTypeEditBody): Promise<ViolationTypeRow> {
    await table.update(this.db, ctx, body.id, body.version, fieldsOf(body));
    return this.row(body.id);
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<ViolationTypeRow> {
    await table.setEnabled(this.db, ctx, id, enabled, version);
    return this.row(id);
  }

  /**
   * Only a type no line uses; recording a line locks its type FOR SHARE first, so it waits for this
   * deletion or is counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await table.remove(this.db, ctx, id, async (tx) => {
      const count = (await repo.useCounts(tx, [id])).get(id) ?? 0;
      if (count > 0) throw new AppError('violation.type_in_use', { count });
    });
    return { ok: true };
  }

  async ladder(db: Db = this.db): Promise<LadderData> {
    return toLadder(await repo.ladder(db));
  }

  async saveLadder(ctx: RequestContext, body: LadderSaveBody): Promise<LadderData> {
    const steps = sortedSteps(body.steps);
    const saved = await this.db.transaction(async (tx) => {
      await repo.ensureLadder(tx);
      const before = await repo.ladder(tx, true);
      const after = await repo.saveLadder(tx, body.version, steps);
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, {
        action: 'violation_ladder.edit',
        entity: 'violation_ladder',
        entityId: LADDER_ID,
        before: { steps: before?.steps ?? [] },
        after: { steps: after.steps },
      });
      return after;
    });
    return toLadder(saved);
  }
}
