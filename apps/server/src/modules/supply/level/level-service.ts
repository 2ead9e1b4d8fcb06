import {
  bandProblems,
  type BandListQuery,
  type BandPreviewData,
  type BandSetRow,
  type LevelAddBody,
  type LevelEditBody,
  type LevelListQuery,
  type LevelRow,
  type StandingBandValue,
} from '@shop/shared/api/supply-level';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import {
  bandSetTable,
  levelRepository as repo,
  levelTable,
  type BandSetRecord,
  type LevelRecord,
} from './level-repository.ts';
import type { ScorecardService } from './scorecard.ts';
import { scoreRepository } from './score-repository.ts';

const levelFields = (b: LevelAddBody | LevelEditBody) => ({
  name: b.name,
  rank: b.rank,
  inspectionSlots: b.inspectionSlots,
  orderCap: b.orderCap,
  bidQuota: b.bidQuota,
  priority: b.priority,
  dedicatedService: b.dedicatedService,
});

function toLevelRow(l: LevelRecord, supplierCount: number): LevelRow {
  return {
    id: l.id,
    name: l.name,
    rank: l.rank,
    inspectionSlots: l.inspectionSlots,
    orderCap: l.orderCap,
    bidQuota: l.bidQuota,
    priority: l.priority,
    dedicatedService: l.dedicatedService,
    enabled: l.enabled,
    supplierCount,
    createdAt: l.createdAt.toISOString(),
    version: l.version,
  };
}

/**
 * Supplier levels and standing band sets: level CRUD (rank unique, a level in use never deleted,
 * one the bands in force name never disabled) and band sets (drafts checked to cover 0–100
 * without gap or overlap, each naming an enabled level; a preview of who would change level;
 * publication, audited, moves the suppliers whose level changes).
 */
export class LevelService {
  constructor(
    private readonly db: Db,
    private readonly scorecards: ScorecardService,
  ) {}

  async list(q: LevelListQuery) {
    const page = await repo.page(this.db, q);
    const counts = await repo.supplierCounts(
      this.db,
      page.list.map((l) => l.id),
    );
    return {
      ...page,
      list: page.list.map((l) => toLevelRow(l, counts.get(l.id) ?? 0)),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async info(id: number): Promise<LevelRow> {
    const l = await levelTable.find(this.db, id);
    if (!l) throw new AppError('common.not_found');
    return toLevelRow(l, (await repo.supplierCounts(this.db, [id])).get(id) ?? 0);
  }

  async add(ctx: RequestContext, body: LevelAddBody): Promise<LevelRow> {
    const row = await levelTable.insert(this.db, ctx, { ...levelFields(body), enabled: body.enabled });
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: LevelEditBody): Promise<LevelRow> {
    await levelTable.update(this.db, ctx, body.id, body.version, levelFields(body));
    return this.info(body.id);
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<LevelRow> {
    await levelTable.setEnabled(this.db, ctx, id, enabled, version, {
      before: async (_row, tx) => {
        if (!enabled) await this.refuseIfInBands(tx, id);
      },
    });
    return this.info(id);
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await levelTable.remove(this.db, ctx, id, async (tx) => {
      await this.refuseIfInBands(tx, id);
      const uses = await repo.uses(tx, id);
      if (uses > 0) throw new AppError('supply_level.in_use', { count: uses });
    });
    return { ok: true };
  }

  private async refuseIfInBands(db: Db, levelId: number): Promise<void> {
    const currentId = await repo.currentBandSetId(db);
    const current = currentId ? await bandSetTable.find(db, currentId) : undefined;
    if (current?.bands.some((b) => b.levelId === levelId)) throw new AppError('supply_level.in_bands');
  }

  // ---- band sets ----

  private async toBandRows(db: Db, sets: BandSetRecord[]): Promise<BandSetRow[]> {
    const [all, currentId, names] = await Promise.all([
      repo.all(db),
      repo.currentBandSetId(db),
      repo.adminNames(
        db,
        sets.flatMap((s) => (s.publishedBy ? [s.publishedBy] : [])),
      ),
    ]);
    const levelName = new Map(all.map((l) => [l.id, l.name]));
    return sets.map((s) => ({
      id: s.id,
      bands: [...s.bands]
        .sort((a, b) => a.min - b.min)
        .map((b) => ({
          ...b,
          blocks: b.blocks as BandSetRow['bands'][number]['blocks'],
          levelName: levelName.get(b.levelId) ?? null,
        })),
      publishedAt: s.publishedAt?.toISOString() ?? null,
      publishedBy: s.publishedBy ? (names.get(s.publishedBy) ?? null) : null,
      current: s.id === currentId,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      version: s.version,
    }));
  }

  async bandList(q: BandListQuery) {
    const page = await repo.bandPage(this.db, q);
    return { ...page, list: await this.toBandRows(this.db, page.list), page: q.page, pageSize: q.pageSize };
  }

  private async bandRow(db: Db, id: number): Promise<BandSetRow> {
    const set = await bandSetTable.find(db, id);
    if (!set) throw new AppError('common.not_found');
    return (await this.toBandRows(db, [set]))[0]!;
  }

  /** Refuses bands that leave a gap, overlap, leave 0–100 or name a missing or disabled level. */
  async checkBands(db: Db, bands: readonly StandingBandValue[]): Promise<void> {
    const [problem] = bandProblems(bands);
    if (problem)
      throw new AppError(problem.code, problem.params, {
        fields: [{ field: `bands.${problem.index}.min`, key: 'invalid' }],
      });
    const enabled = new Set((await repo.all(db)).filter((l) => l.enabled).map((l) => l.id));
    const bad = bands.findIndex((b) => !enabled.has(b.levelId));
    if (bad >= 0)
      throw new AppError('supply_band.level', {}, { fields: [{ field: `bands.${bad}.levelId`, key: 'invalid' }] });
  }

  async bandAdd(ctx: RequestContext, bands: StandingBandValue[]): Promise<BandSetRow> {
    const row = await bandSetTable.insert(this.db, ctx, async (tx) => {
      await this.checkBands(tx, bands);
      return { bands };
    });
    return this.bandRow(this.db, row.id);
  }

  async bandEdit(ctx: RequestContext, id: number, version: number, bands: StandingBandValue[]): Promise<BandSetRow> {
    await bandSetTable.update(
      this.db,
      ctx,
      id,
      version,
      { bands },
      {
        before: async (row, tx) => {
          if (row.publishedAt) throw new AppError('supply_band.published');
          await this.checkBands(tx, bands);
        },
      },
    );
    return this.bandRow(this.db, id);
  }

  async bandRemove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await bandSetTable.remove(this.db, ctx, id, (_tx, row) => {
      if (row.publishedAt) throw new AppError('supply_band.published');
    });
    return { ok: true };
  }

  /** Who the set would move, from this period's scores (those held by a level override and N/A stay). */
  async preview(id: number): Promise<BandPreviewData> {
    const set = await bandSetTable.find(this.db, id);
    if (!set) throw new AppError('common.not_found');
    const period = await this.scorecards.currentPeriod();
    const [list, counts] = await Promise.all([
      scoreRepository.levelChanges(this.db, period, set.bands),
      scoreRepository.scoredCounts(this.db, period),
    ]);
    return { period, list, unchanged: counts.scored - list.length, unscored: counts.unscored };
  }

  /**
   * Publishes a draft: checked again (a level may have been disabled since), stamped with who and
   * when, audited; then this period's scores take its levels and suppliers move.
   */
  async publish(ctx: RequestContext, id: number, version: number): Promise<{ set: BandSetRow; changed: number }> {
    await this.db.transaction(async (tx) => {
      const row = await bandSetTable.lock(tx, id);
      if (row.version !== version) throw new AppError('common.stale_version');
      if (row.publishedAt) throw new AppError('supply_band.published');
      await this.checkBands(tx, row.bands as StandingBandValue[]);
      const after = await repo.markPublished(tx, id, ctx.scope.adminId || null);
      await recordAudit(tx, ctx, {
        action: 'supplier_band_set.publish',
        entity: 'supplier_band_set',
        entityId: id,
        before: { bands: row.bands, publishedAt: null },
        after: { bands: after.bands, publishedAt: after.publishedAt },
      });
    });
    const period = await this.scorecards.currentPeriod();
    const set = await bandSetTable.find(this.db, id);
    await scoreRepository.stampLevels(this.db, period, set!.bands, 'all');
    const changed = await this.scorecards.applyLevels(this.db, ctx, period, 'all');
    return { set: await this.bandRow(this.db, id), changed: changed.length };
  }
}
