import type {
  DemandBody,
  DemandEditBody,
  DemandInfo,
  DemandListQuery,
  DemandRow,
  DemandSuggestion,
  RespondBody,
} from '@shop/shared/api/supply-demand';
import type { SupplierSettings } from '@shop/shared/api/settings';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { demandRepository as repo } from './demand-repository.ts';

const DAY = 24 * 60 * 60 * 1000;
/** What the suggestions read of Settings > suppliers. */
export type SearchSuggestionSettings = Pick<SupplierSettings, 'demandSearchMinCount' | 'demandSearchDays'>;
const field = (name: string, key = 'invalid') => ({ fields: [{ field: name, key }] });
const staffOnly = (ctx: RequestContext) => {
  if (ctx.scope.supplierId !== null) throw new AppError('common.not_found');
};

/**
 * The supply-and-demand board: staff post and manage; suppliers read the board and answer (one
 * answer per post, changed or withdrawn while the post is open). A supplier reads its own answers.
 */
export class DemandService {
  constructor(
    private readonly db: Db,
    private readonly settings: () => Promise<SearchSuggestionSettings>,
  ) {}

  async list(ctx: RequestContext, q: DemandListQuery) {
    const page = await repo.page(this.db, q, ctx.scope.supplierId);
    return { ...page, page: q.page, pageSize: q.pageSize };
  }

  async info(ctx: RequestContext, id: number, db: Db = this.db): Promise<DemandInfo> {
    const row = await repo.row(db, id, ctx.scope.supplierId);
    if (!row) throw new AppError('common.not_found');
    return { ...row, responseList: await repo.responses(db, id, ctx.scope.supplierId) };
  }

  async options(ctx: RequestContext, keyword: string | undefined) {
    staffOnly(ctx);
    const [warehouses, products] = await Promise.all([repo.warehouses(this.db), repo.productChoices(this.db, keyword)]);
    return { warehouses, products };
  }

  /** Keywords shoppers searched without results (as Settings > suppliers says), then low-stock products. */
  async suggestions(ctx: RequestContext, threshold: number): Promise<{ list: DemandSuggestion[] }> {
    staffOnly(ctx);
    const { demandSearchMinCount, demandSearchDays } = await this.settings();
    const since = new Date(Date.now() - demandSearchDays * DAY);
    const misses = await repo.searchMisses(this.db, since, demandSearchMinCount);
    return { list: [...misses, ...(await repo.lowStock(this.db, threshold))] };
  }

  private async check(tx: Db, body: DemandBody) {
    if (new Date(body.deadline).getTime() <= Date.now())
      throw new AppError('demand.deadline_past', {}, field('deadline'));
    if (!(await repo.warehouseEnabled(tx, body.warehouseId)))
      throw new AppError('demand.warehouse_missing', {}, field('warehouseId'));
    if (body.productId && !(await repo.product(tx, body.productId)))
      throw new AppError('demand.product_missing', {}, field('productId'));
  }

  private values(body: DemandBody) {
    return {
      title: body.title,
      productId: body.productId,
      spec: body.spec,
      quantity: body.quantity,
      targetPrice: body.targetPrice,
      deadline: new Date(body.deadline),
      warehouseId: body.warehouseId,
    };
  }

  async add(ctx: RequestContext, body: DemandBody): Promise<DemandRow> {
    staffOnly(ctx);
    return this.db.transaction(async (tx) => {
      await this.check(tx, body);
      const id = await repo.insert(tx, { ...this.values(body), createdBy: ctx.scope.adminId || null });
      const row = (await repo.row(tx, id, null))!;
      await recordAudit(tx, ctx, { action: 'add', entity: 'supply_demand', entityId: id, after: row });
      return row;
    });
  }

  async edit(ctx: RequestContext, body: DemandEditBody): Promise<DemandRow> {
    staffOnly(ctx);
    return this.db.transaction(async (tx) => {
      const current = await repo.record(tx, body.id, true);
      if (!current) throw new AppError('common.not_found');
      if (current.status !== 'open') throw new AppError('demand.not_open');
      await this.check(tx, body);
      const before = await repo.row(tx, body.id, null);
      if (!(await repo.update(tx, body.id, body.version, this.values(body))))
        throw new AppError('common.stale_version');
      const row = (await repo.row(tx, body.id, null))!;
      await recordAudit(tx, ctx, { action: 'edit', entity: 'supply_demand', entityId: body.id, before, after: row });
      return row;
    });
  }

  async close(ctx: RequestContext, id: number): Promise<DemandRow> {
    staffOnly(ctx);
    return this.db.transaction(async (tx) => {
      const current = await repo.record(tx, id, true);
      if (!current) throw new AppError('common.not_found');
      if (current.status !== 'open') throw new AppError('demand.not_open');
      await repo.update(tx, id, undefined, { status: 'closed' });
      const row = (await repo.row(tx, id, null))!;
      await recordAudit(tx, ctx, { action: 'close', entity: 'supply_demand', entityId: id, after: row });
      return row;
    });
  }

  private ownSupplier(ctx: RequestContext): number {
    if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
    return ctx.scope.supplierId;
  }

  async respond(ctx: RequestContext, body: RespondBody) {
    const supplierId = this.ownSupplier(ctx);
    return this.db.transaction(async (tx) => {
      const post = await repo.record(tx, body.demandId, true);
      if (!post) throw new AppError('common.not_found');
      if (post.status !== 'open' || post.deadline.getTime() <= Date.now()) throw new AppError('demand.not_open');
      const row = await repo.upsertResponse(tx, {
        demandId: body.demandId,
        supplierId,
        price: body.price,
        quantity: body.quantity,
        leadDays: body.leadDays,
        note: body.note,
      });
      await recordAudit(tx, ctx, { action: 'respond', entity: 'supply_demand', entityId: body.demandId, after: row });
      return row;
    });
  }

  async withdraw(ctx: RequestContext, id: number) {
    const supplierId = this.ownSupplier(ctx);
    return this.db.transaction(async (tx) => {
      const response = await repo.response(tx, id, supplierId);
      if (!response) throw new AppError('common.not_found');
      const post = await repo.record(tx, response.demandId, true);
      if (!post || post.status !== 'open') throw new AppError('demand.not_open');
      await repo.withdrawResponse(tx, id);
      await recordAudit(tx, ctx, { action: 'withdraw', entity: 'supply_demand_response', entityId: id });
      return { ok: true as const };
    });
  }
}
