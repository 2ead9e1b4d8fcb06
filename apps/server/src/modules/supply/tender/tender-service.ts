import { translateError, type ErrorCode } from '@shop/shared';
import type {
  BidBody,
  BidReceipt,
  EligibleSupplier,
  OwnTenderInfo,
  TenderAddBody,
  TenderInfo,
  TenderListQuery,
} from '@shop/shared/api/supply-tender';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { PlatformServices } from '../../../platform/area.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { NotifyInput } from '../../../platform/notify/notification-service.ts';
import type { SupplyCore } from '../part.ts';
import { demandRepository } from './demand-repository.ts';
import { sealBid, type BidTerms } from './seal.ts';
import { tenderRepository as repo, type SupplierStanding, type TenderRecord } from './tender-repository.ts';
import { bidViewOf, scoresOf, tenderInfoOf, tenderRowOf } from './tender-view.ts';

export const staffOnly = (ctx: RequestContext) => {
  if (ctx.scope.supplierId !== null) throw new AppError('common.not_found');
};
export const slot = (tenderId: number, revision: number) => `tender:${tenderId}:${revision}`;

/**
 * Tenders with sealed bids. A bid's terms are encrypted into `sealed` in the transaction that
 * writes the row, and nothing before opening reads them back: no answer, audit row, log line or
 * notification carries them (the submission answers the receipt only). Opening decrypts each bid
 * and checks it against its receipt; only then are the terms written in plain columns.
 */
export class TenderService {
  constructor(
    private readonly platform: PlatformServices,
    private readonly core: SupplyCore,
  ) {}

  private get db() {
    return this.platform.db;
  }

  private ownSupplier(ctx: RequestContext): number {
    if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
    return ctx.scope.supplierId;
  }

  /** One notification per supplier, in the caller's transaction; answers what sends them after commit. */
  async notifyEach(tx: Db, supplierIds: number[], input: Omit<NotifyInput, 'to'>): Promise<() => void> {
    const sent: { send(): void }[] = [];
    for (const supplierId of supplierIds)
      sent.push(await this.platform.notifications.notify(tx, { ...input, to: { supplierId } }));
    return () => sent.forEach((d) => d.send());
  }

  async list(ctx: RequestContext, q: TenderListQuery) {
    const page = await repo.page(this.db, q, ctx.scope.supplierId);
    return { list: page.list.map((j) => tenderRowOf(j)), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  async info(ctx: RequestContext, id: number, db: Db = this.db): Promise<TenderInfo> {
    staffOnly(ctx);
    const j = await repo.joined(db, id, null);
    if (!j) throw new AppError('common.not_found');
    return tenderInfoOf(j, await repo.invitations(db, id));
  }

  /** Why a supplier may not bid in this tender now (translated), or null. */
  private async refusal(db: Db, s: SupplierStanding, minLevelRank: number | null, lang: RequestContext['lang']) {
    const answer = await this.core.links.rights.check(db, s.id, 'bid');
    if (!answer.ok) return translateError(lang, answer.code as ErrorCode, answer.params);
    if (minLevelRank !== null && (s.levelRank ?? 0) < minLevelRank) return translateError(lang, 'tender.level_too_low');
    return null;
  }

  async own(ctx: RequestContext, invitationId: number): Promise<OwnTenderInfo> {
    const supplierId = this.ownSupplier(ctx);
    const invitation = await repo.invitation(this.db, invitationId, supplierId);
    if (!invitation) throw new AppError('common.not_found');
    const j = (await repo.joined(this.db, invitation.tenderId, supplierId))!;
    const t = j.t;
    const bid = await repo.bidOf(this.db, invitationId);
    const [standing] = await repo.standings(this.db, [supplierId]);
    const open = t.status === 'open' && t.deadline.getTime() > Date.now();
    const refusal = open ? await this.refusal(this.db, standing!, t.minLevelRank, ctx.lang) : null;
    // its own terms after opening, without scores (they would tell the others' terms)
    const view = bid && bid.status !== 'withdrawn' ? bidViewOf(t, bid, standing!.name, scoresOf(t, [bid])) : null;
    if (view?.terms) view.terms = { ...view.terms, scores: null, total: null, best: [], rank: null };
    return {
      ...tenderRowOf(j),
      bid: view,
      outcome: t.status === 'awarded' && view ? (t.awardBidId === view.id ? 'won' : 'lost') : null,
      awardReason: t.status === 'awarded' && view ? t.awardReason : null,
      canBid: open && refusal === null,
      refusal: open ? refusal : translateError(ctx.lang, 'tender.closed'),
    };
  }

  async eligible(
    ctx: RequestContext,
    q: { id?: number; minLevelRank?: number },
  ): Promise<{ list: EligibleSupplier[] }> {
    staffOnly(ctx);
    const tender = q.id ? await repo.record(this.db, q.id) : undefined;
    if (q.id && !tender) throw new AppError('common.not_found');
    const invited = new Set(tender ? await repo.invitedIds(this.db, tender.id) : []);
    const minRank = q.minLevelRank ?? tender?.minLevelRank ?? null;
    const list: EligibleSupplier[] = [];
    for (const s of (await repo.standings(this.db)).slice(0, 200)) {
      const reason = await this.refusal(this.db, s, minRank, ctx.lang);
      const { id, name, levelName, levelRank } = s;
      list.push({ id, name, levelName, levelRank, eligible: reason === null, reason, invited: invited.has(s.id) });
    }
    return { list };
  }

  /** Invites suppliers, refusing the whole request on the first one not eligible (nothing written). */
  private async inviteAll(tx: Db, ctx: RequestContext, t: TenderRecord, supplierIds: number[]) {
    const standings = await repo.standings(tx, [...new Set(supplierIds)]);
    if (standings.length !== new Set(supplierIds).size)
      throw new AppError('common.not_found', {}, { fields: [{ field: 'supplierIds', key: 'invalid' }] });
    for (const s of standings) {
      const reason = await this.refusal(tx, s, t.minLevelRank, ctx.lang);
      if (reason)
        throw new AppError(
          'tender.ineligible',
          { supplier: s.name, reason },
          { fields: [{ field: 'supplierIds', key: 'not_allowed' }] },
        );
    }
    const added = await repo.invite(tx, t.id, supplierIds);
    if (!added.length) return undefined;
    return this.notifyEach(tx, added, {
      kind: 'supply.tender.invited',
      title: { key: 'supply.tender.invited', params: { title: t.title } },
      body: { key: 'supply.tender.invited_body', params: { deadline: t.deadline.toISOString().slice(0, 16) } },
      link: '/supplier/bidding',
      entity: { type: 'supply_tender', id: t.id },
    });
  }

  async add(ctx: RequestContext, body: TenderAddBody): Promise<TenderInfo> {
    staffOnly(ctx);
    let send: (() => void) | undefined;
    const info = await this.db.transaction(async (tx) => {
      const post = await demandRepository.record(tx, body.demandId, true);
      if (!post) throw new AppError('common.not_found');
      if (post.status === 'tendering') throw new AppError('tender.demand_taken');
      if (post.status !== 'open') throw new AppError('demand.not_open');
      if (new Date(body.deadline).getTime() <= Date.now())
        throw new AppError('demand.deadline_past', {}, { fields: [{ field: 'deadline', key: 'invalid' }] });
      const id = await repo.insert(tx, {
        demandId: post.id,
        title: post.title,
        spec: post.spec,
        quantity: post.quantity,
        warehouseId: post.warehouseId,
        deadline: new Date(body.deadline),
        minLevelRank: body.minLevelRank,
        weights: body.weights,
        createdBy: ctx.scope.adminId || null,
      });
      const t = (await repo.record(tx, id))!;
      send = await this.inviteAll(tx, ctx, t, body.supplierIds);
      await demandRepository.update(tx, post.id, undefined, { status: 'tendering' });
      const info = await this.info(ctx, id, tx);
      await recordAudit(tx, ctx, {
        action: 'add',
        entity: 'supply_tender',
        entityId: id,
        after: { demandId: post.id, deadline: body.deadline, weights: body.weights, invited: body.supplierIds },
      });
      return info;
    });
    send?.();
    return info;
  }

  async invite(ctx: RequestContext, body: { id: number; supplierIds: number[] }): Promise<TenderInfo> {
    staffOnly(ctx);
    let send: (() => void) | undefined;
    const info = await this.db.transaction(async (tx) => {
      const t = await repo.record(tx, body.id, true);
      if (!t) throw new AppError('common.not_found');
      if (t.status !== 'open') throw new AppError('tender.not_open');
      if (t.deadline.getTime() <= Date.now()) throw new AppError('tender.closed');
      send = await this.inviteAll(tx, ctx, t, body.supplierIds);
      await recordAudit(tx, ctx, { action: 'invite', entity: 'supply_tender', entityId: t.id, after: body });
      return this.info(ctx, t.id, tx);
    });
    send?.();
    return info;
  }

  /**
   * A sealed bid (or a new one replacing the supplier's sealed bid). The rights are checked again
   * (standing, bid ban, quota, level) and the first submission of an invitation uses a bid slot.
   */
  async bid(ctx: RequestContext, body: BidBody): Promise<BidReceipt> {
    const supplierId = this.ownSupplier(ctx);
    return this.db.transaction(async (tx) => {
      const invitation = await repo.invitation(tx, body.invitationId, supplierId);
      if (!invitation) throw new AppError('common.not_found');
      const t = (await repo.record(tx, invitation.tenderId, true))!;
      if (t.status !== 'open') throw new AppError('tender.not_open');
      if (t.deadline.getTime() <= Date.now()) throw new AppError('tender.closed');
      const [standing] = await repo.standings(tx, [supplierId]);
      if (t.minLevelRank !== null && (standing?.levelRank ?? 0) < t.minLevelRank)
        throw new AppError('tender.level_too_low');
      const current = await repo.bidOf(tx, invitation.id, true);
      const revision = !current ? 1 : current.status === 'withdrawn' ? current.revision + 1 : current.revision;
      const check = await this.core.links.rights.check(tx, supplierId, 'bid');
      if (!check.ok) throw new AppError(check.code as ErrorCode, check.params);
      if (current?.status !== 'sealed') await this.core.links.rights.use(tx, supplierId, 'bid', slot(t.id, revision));
      const terms: BidTerms = { price: body.price, leadDays: body.leadDays, quantity: body.quantity, note: body.note };
      const now = new Date();
      const id =
        current?.id ??
        (await repo.newBid(tx, { tenderId: t.id, invitationId: invitation.id, supplierId, submittedAt: now }));
      const { sealed, receipt } = sealBid(this.platform.secrets, id, t.id, supplierId, terms);
      await repo.setBid(tx, id, { status: 'sealed', sealed, receipt, revision, submittedAt: now });
      // the audit row names the bid and its receipt, never its terms
      await recordAudit(tx, ctx, {
        action: current?.status === 'sealed' ? 'replace_bid' : 'bid',
        entity: 'supply_tender_bid',
        entityId: id,
        after: { tenderId: t.id, receipt },
      });
      return { bidId: id, tenderId: t.id, supplierId, receipt, submittedAt: now.toISOString() };
    });
  }

  async withdraw(ctx: RequestContext, bidId: number) {
    const supplierId = this.ownSupplier(ctx);
    return this.db.transaction(async (tx) => {
      const bid = await repo.ownBid(tx, bidId, supplierId);
      if (!bid) throw new AppError('common.not_found');
      const t = (await repo.record(tx, bid.tenderId, true))!;
      if (t.status !== 'open') throw new AppError('tender.not_open');
      if (t.deadline.getTime() <= Date.now()) throw new AppError('tender.closed');
      if (bid.status === 'sealed') {
        await repo.setBid(tx, bid.id, { status: 'withdrawn', sealed: null });
        await this.core.links.rights.release(tx, supplierId, 'bid', slot(t.id, bid.revision));
        await recordAudit(tx, ctx, { action: 'withdraw', entity: 'supply_tender_bid', entityId: bid.id });
      }
      return { ok: true as const };
    });
  }

  /** The receipt as a text file: no terms (the salt is given at opening). */
  async receipt(ctx: RequestContext, bidId: number): Promise<{ name: string; text: string }> {
    const supplierId = this.ownSupplier(ctx);
    const bid = await repo.ownBid(this.db, bidId, supplierId);
    if (!bid) throw new AppError('common.not_found');
    const t = (await repo.record(this.db, bid.tenderId))!;
    const text = [
      `Tender: ${t.id} ${t.title}`,
      `Supplier: ${supplierId}`,
      `Bid: ${bid.id}`,
      `Submitted: ${bid.submittedAt.toISOString()}`,
      `Receipt (SHA-256): ${bid.receipt}`,
      '',
      'SHA-256 of "tender:<id>\\nsupplier:<id>\\nsalt:<salt>\\nterms:[price,leadDays,quantity,"note"]".',
      'The salt is published when the bids are opened; the prices are minor units.',
      '',
    ].join('\n');
    return { name: `tender-${t.id}-bid-${bid.id}-receipt.txt`, text };
  }
}
