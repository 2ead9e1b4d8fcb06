import type { AwardBody, TenderInfo } from '@shop/shared/api/supply-tender';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { PlatformServices } from '../../../platform/area.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { SupplyCore } from '../part.ts';
import { demandRepository } from './demand-repository.ts';
import { openBid } from './seal.ts';
import { tenderRepository as repo } from './tender-repository.ts';
import { slot, staffOnly, type TenderService } from './tender-service.ts';

/**
 * The staff steps of a tender after bidding: closing early (every invitee has bid), the recorded
 * opening that decrypts and verifies every sealed bid against its receipt, the award with its
 * notices, and cancelling (bids stay sealed, slots given back).
 */
export class TenderSteps {
  constructor(
    private readonly platform: PlatformServices,
    private readonly core: SupplyCore,
    private readonly tenders: TenderService,
  ) {}

  private get db() {
    return this.platform.db;
  }

  /** Closes bidding now, before the deadline, once every invitee has a sealed bid (nobody is left out). */
  async close(ctx: RequestContext, body: { id: number; version?: number }): Promise<TenderInfo> {
    staffOnly(ctx);
    return this.db.transaction(async (tx) => {
      const t = await repo.record(tx, body.id, true);
      if (!t) throw new AppError('common.not_found');
      if (body.version !== undefined && body.version !== t.version) throw new AppError('common.stale_version');
      if (t.status !== 'open') throw new AppError('tender.not_open');
      if (t.deadline.getTime() <= Date.now()) throw new AppError('tender.closed');
      const sealed = new Set((await repo.bids(tx, t.id)).filter((b) => b.status === 'sealed').map((b) => b.supplierId));
      const missing = (await repo.invitedIds(tx, t.id)).filter((s) => !sealed.has(s)).length;
      if (missing > 0) throw new AppError('tender.bids_missing', { count: missing });
      const now = new Date();
      await repo.update(tx, t.id, { deadline: now });
      await recordAudit(tx, ctx, {
        action: 'close',
        entity: 'supply_tender',
        entityId: t.id,
        before: { deadline: t.deadline.toISOString() },
        after: { deadline: now.toISOString() },
      });
      return this.tenders.info(ctx, t.id, tx);
    });
  }

  /** Opening (after the deadline, recorded): every sealed bid decrypted and checked against its receipt. */
  async open(ctx: RequestContext, body: { id: number; version?: number }): Promise<TenderInfo> {
    staffOnly(ctx);
    return this.db.transaction(async (tx) => {
      const t = await repo.record(tx, body.id, true);
      if (!t) throw new AppError('common.not_found');
      if (body.version !== undefined && body.version !== t.version) throw new AppError('common.stale_version');
      if (t.status !== 'open') throw new AppError('tender.not_open');
      if (t.deadline.getTime() > Date.now()) throw new AppError('tender.not_closed');
      const bids = (await repo.bids(tx, t.id)).filter((b) => b.status === 'sealed');
      const standings = new Map(
        (
          await repo.standings(
            tx,
            bids.map((b) => b.supplierId),
          )
        ).map((s) => [s.id, s]),
      );
      const tampered: number[] = [];
      for (const b of bids) {
        const opened = openBid(this.platform.secrets, b);
        if (!opened) {
          tampered.push(b.id);
          await repo.setBid(tx, b.id, { status: 'tampered' });
          continue;
        }
        const s = standings.get(b.supplierId);
        await repo.setBid(tx, b.id, {
          status: 'valid',
          salt: opened.salt,
          ...opened.terms,
          supplierScore: s?.score ?? null,
          levelRank: s?.levelRank ?? null,
          levelName: s?.levelName ?? null,
        });
      }
      const now = new Date();
      await repo.update(tx, t.id, { status: 'opened', openedAt: now, openedBy: ctx.scope.username });
      await recordAudit(tx, ctx, {
        action: 'open',
        entity: 'supply_tender',
        entityId: t.id,
        after: { openedAt: now.toISOString(), bids: bids.length, valid: bids.length - tampered.length, tampered },
      });
      return this.tenders.info(ctx, t.id, tx);
    });
  }

  async award(ctx: RequestContext, body: AwardBody): Promise<TenderInfo> {
    staffOnly(ctx);
    let send: (() => void) | undefined;
    const info = await this.db.transaction(async (tx) => {
      const t = await repo.record(tx, body.id, true);
      if (!t) throw new AppError('common.not_found');
      if (t.status !== 'opened') throw new AppError(t.status === 'open' ? 'tender.not_opened' : 'tender.not_open');
      const bids = await repo.bids(tx, t.id);
      const winner = bids.find((b) => b.id === body.bidId);
      if (!winner || winner.status !== 'valid')
        throw new AppError('tender.bid_invalid', {}, { fields: [{ field: 'bidId', key: 'invalid' }] });
      await repo.update(tx, t.id, {
        status: 'awarded',
        awardBidId: winner.id,
        awardReason: body.reason,
        awardedAt: new Date(),
        awardedBy: ctx.scope.username,
      });
      if (t.demandId) await demandRepository.update(tx, t.demandId, undefined, { status: 'closed' });
      await recordAudit(tx, ctx, {
        action: 'award',
        entity: 'supply_tender',
        entityId: t.id,
        after: { bidId: winner.id, supplierId: winner.supplierId, reason: body.reason },
      });
      const losers = bids.filter((b) => b.id !== winner.id && b.status !== 'withdrawn').map((b) => b.supplierId);
      const common = { link: '/supplier/bidding', entity: { type: 'supply_tender', id: t.id } };
      const body2 = { key: 'supply.tender.outcome_body', params: { reason: body.reason } };
      const won = await this.tenders.notifyEach(tx, [winner.supplierId], {
        kind: 'supply.tender.outcome',
        title: { key: 'supply.tender.won', params: { title: t.title } },
        body: body2,
        ...common,
      });
      const lost = await this.tenders.notifyEach(tx, losers, {
        kind: 'supply.tender.outcome',
        title: { key: 'supply.tender.lost', params: { title: t.title } },
        body: body2,
        ...common,
      });
      send = () => (won(), lost());
      return this.tenders.info(ctx, t.id, tx);
    });
    send?.();
    return info;
  }

  async cancel(ctx: RequestContext, body: { id: number; reason: string }): Promise<TenderInfo> {
    staffOnly(ctx);
    let send: (() => void) | undefined;
    const info = await this.db.transaction(async (tx) => {
      const t = await repo.record(tx, body.id, true);
      if (!t) throw new AppError('common.not_found');
      if (t.status !== 'open' && t.status !== 'opened') throw new AppError('tender.not_open');
      const bids = (await repo.bids(tx, t.id)).filter((b) => b.status !== 'withdrawn');
      for (const b of bids) await this.core.links.rights.release(tx, b.supplierId, 'bid', slot(t.id, b.revision));
      await repo.update(tx, t.id, { status: 'cancelled', cancelReason: body.reason });
      if (t.demandId) await demandRepository.update(tx, t.demandId, undefined, { status: 'open' });
      await recordAudit(tx, ctx, { action: 'cancel', entity: 'supply_tender', entityId: t.id, after: body });
      const invited = await repo.invitedIds(tx, t.id);
      send = await this.tenders.notifyEach(tx, invited, {
        kind: 'supply.tender.cancelled',
        title: { key: 'supply.tender.cancelled', params: { title: t.title } },
        body: { key: 'supply.tender.cancelled_body', params: { reason: body.reason } },
        link: '/supplier/bidding',
        entity: { type: 'supply_tender', id: t.id },
      });
      return this.tenders.info(ctx, t.id, tx);
    });
    send?.();
    return info;
  }
}
