import { nextSupplierState } from '@shop/shared/api/supplier-standing';
import type {
  AppealAddBody,
  AppealDecideBody,
  OwnViolationListQuery,
  ViolationAddBody,
  ViolationAddData,
  ViolationListQuery,
  ViolationRow,
  ViolationStanding,
} from '@shop/shared/api/supply-violation';
import type { LadderStep } from '@shop/shared/api/supply-violation-type';
import type { Localized } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { PlatformServices } from '../../../platform/area.ts';
import { violatedConstraint } from '../../../platform/db/scope.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery } from '../../../platform/notify/notification-service.ts';
import type { SupplyCore } from '../part.ts';
import { violationRepository as repo } from './repository.ts';
import { restoreStanding } from './sanctions.ts';
import { activePointsAt, addDays, crossedSteps, expiriesOf, laterOf, nextSanctionOf } from './standing.ts';
import type { ViolationTypeService } from './type-service.ts';

/** A recorded time may be this far ahead of the server's clock (the console's clock may run fast). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const SUPPLIER_LINK = '/profile/merchant';
const field = (name: string, key = 'invalid') => ({ fields: [{ field: name, key }] });
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

/** A type's name in every language, as notification params (each reader's text picks its own). */
function typeParams(name: Localized): Record<string, string> {
  const first = name.en || name['zh-CN'] || name.es || name.ja;
  return {
    type_zh: name['zh-CN'] || first,
    type_en: name.en || first,
    type_es: name.es || first,
    type_ja: name.ja || first,
  };
}

/**
 * The violation ledger: recording (append-only, points and ban days from the type, bans of the
 * type and the ladder through the lifecycle), the supplier's standing, appeals and their
 * decisions (a granted one writes a reversal line and works the sanctions out again).
 */
export class ViolationService {
  constructor(
    private readonly platform: PlatformServices,
    private readonly core: SupplyCore,
    private readonly types: ViolationTypeService,
  ) {}

  private get db() {
    return this.platform.db;
  }

  async list(q: ViolationListQuery) {
    const page = await repo.page(this.db, q, q.supplierId);
    return { ...page, page: q.page, pageSize: q.pageSize };
  }

  async ownList(ctx: RequestContext, q: OwnViolationListQuery) {
    const page = await repo.page(this.db, q, this.ownSupplier(ctx));
    return { ...page, page: q.page, pageSize: q.pageSize };
  }

  suppliers() {
    return repo.supplierChoices(this.db).then((list) => ({ list }));
  }

  private ownSupplier(ctx: RequestContext): number {
    if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
    return ctx.scope.supplierId;
  }

  async row(id: number): Promise<ViolationRow> {
    const row = await repo.row(this.db, id);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  async standing(supplierId: number, now = new Date()): Promise<ViolationStanding> {
    const supplier = await repo.supplier(this.db, supplierId);
    if (!supplier) throw new AppError('common.not_found');
    const [lines, ladder, bidBan, pendingAppeals] = await Promise.all([
      repo.lines(this.db, supplierId),
      this.types.ladder(),
      repo.activeBidBan(this.db, supplierId, now),
      repo.pendingCount(this.db, supplierId),
    ]);
    const activePoints = activePointsAt(lines, now);
    return {
      supplierId,
      activePoints,
      next: nextSanctionOf(activePoints, ladder.steps),
      expiries: expiriesOf(lines, now),
      state: supplier.state,
      stateUntil: supplier.until?.toISOString() ?? null,
      bidBanUntil: bidBan?.until.toISOString() ?? null,
      pendingAppeals,
    };
  }

  ownStanding(ctx: RequestContext): Promise<ViolationStanding> {
    return this.standing(this.ownSupplier(ctx));
  }

  private async checkEvidence(urls: string[]): Promise<void> {
    if ((await this.platform.files.missing(urls)).length)
      throw new AppError('violation.evidence_missing', {}, field('evidence'));
  }

  /**
   * Records a line. Inside one transaction (sessions see the new standing at once): the points
   * before and after, the ladder's steps reached, the sanctions they bring, a ban (the type's
   * days and the ladder's, the later end) or a suspension through the lifecycle when the
   * supplier's state allows it (a disabled or not yet enabled supplier only gets the line).
   */
  async add(ctx: RequestContext, body: ViolationAddBody): Promise<ViolationAddData> {
    const now = new Date();
    const occurredAt = new Date(body.occurredAt);
    if (occurredAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw new AppError('violation.future', {}, field('occurredAt'));
    if (!(await repo.supplier(this.db, body.supplierId)))
      throw new AppError('common.not_found', {}, field('supplierId', 'not_found'));
    await this.checkEvidence(body.evidence);
    let delivery: Delivery | undefined;
    const out = await this.platform.sessions.changingAccess(this.db, async (tx) => {
      await repo.lockSupplier(tx, body.supplierId);
      const type = await repo.typeForShare(tx, body.typeId);
      if (!type?.enabled) throw new AppError('violation.type_disabled', {}, field('typeId'));
      if (type.evidenceRequired && body.evidence.length === 0)
        throw new AppError('violation.evidence_required', {}, field('evidence', 'required'));
      const pointsExpireAt = addDays(occurredAt, type.pointsExpireDays);
      if (pointsExpireAt.getTime() <= now.getTime())
        throw new AppError('violation.already_expired', {}, field('occurredAt'));
      const before = activePointsAt(await repo.lines(tx, body.supplierId), now);
      const line = await repo.insertLine(tx, {
        supplierId: body.supplierId,
        typeId: type.id,
        occurredAt,
        info: body.info,
        processing: body.processing,
        points: type.points,
        banDays: type.banDays,
        evidence: body.evidence,
        pointsExpireAt,
        actorId: ctx.scope.adminId || null,
        actorName: ctx.scope.truename || ctx.scope.username,
        createdAt: now,
      });
      const after = before + type.points;
      const steps: LadderStep[] = crossedSteps(before, after, (await this.types.ladder(tx)).steps);
      let banUntil = type.banDays > 0 ? addDays(now, type.banDays) : null;
      let suspension: { until: Date | null } | null = null;
      const sanctions: ViolationAddData['sanctions'] = [];
      for (const step of steps) {
        const until = step.days > 0 ? addDays(now, step.days) : null;
        await repo.insertSanction(tx, {
          supplierId: body.supplierId,
          violationId: line.id,
          threshold: step.points,
          sanction: step.sanction,
          days: step.days,
          startsAt: now,
          until,
        });
        sanctions.push({ sanction: step.sanction, days: step.days, until: until?.toISOString() ?? null });
        if (step.sanction === 'ban') banUntil = laterOf(banUntil, until);
        if (step.sanction === 'suspension') suspension = { until };
      }
      const supplier = (await repo.supplier(tx, body.supplierId))!;
      const reason = `Violation #${line.id}: ${type.code}`;
      const detail = { violationId: line.id };
      let bannedUntil: Date | null = null;
      if (banUntil && nextSupplierState(supplier.state, 'ban')) {
        const lifecycle = this.core.supplierLifecycle;
        await lifecycle.move(tx, ctx, body.supplierId, {
          action: 'ban',
          reason,
          reasonCode: 'violation',
          until: banUntil,
          detail,
        });
        bannedUntil = (await repo.supplier(tx, body.supplierId))!.until;
      } else if (suspension && nextSupplierState(supplier.state, 'suspend')) {
        await this.core.supplierLifecycle.move(tx, ctx, body.supplierId, {
          action: 'suspend',
          reason,
          reasonCode: 'violation',
          until: suspension.until,
          detail,
        });
      }
      await recordAudit(tx, ctx, {
        action: 'violation.add',
        entity: 'supplier_violation',
        entityId: line.id,
        supplierId: body.supplierId,
        after: {
          type: type.code,
          occurredAt: line.occurredAt.toISOString(),
          info: line.info,
          processing: line.processing,
          points: line.points,
          banDays: line.banDays,
          evidence: line.evidence,
          pointsExpireAt: line.pointsExpireAt.toISOString(),
          sanctions,
        },
      });
      const bidBan = sanctions.find((s) => s.sanction === 'bid_ban');
      delivery = await this.platform.notifications.notify(tx, {
        to: { supplierId: body.supplierId },
        kind: 'supply.violation.recorded',
        title: { key: 'supply.violation.recorded', params: { ...typeParams(type.name), points: type.points } },
        body: bannedUntil
          ? { key: 'supply.violation.banned', params: { total: after, until: day(bannedUntil) } }
          : bidBan
            ? { key: 'supply.violation.bid_banned', params: { total: after, until: bidBan.until?.slice(0, 10) ?? '' } }
            : { key: 'supply.violation.points', params: { total: after } },
        link: SUPPLIER_LINK,
        entity: { type: 'supplier_violation', id: line.id },
      });
      return { id: line.id, activePoints: after, bannedUntil: bannedUntil?.toISOString() ?? null, sanctions };
    });
    delivery?.send();
    const { id, ...rest } = out;
    return { violation: await this.row(id), ...rest };
  }

  /**
   * A supplier appeals one of its own lines, once, with a statement and evidence: only a line of
   * an appealable type whose points have not expired. Allowed while banned or suspended.
   */
  async appeal(ctx: RequestContext, body: AppealAddBody): Promise<ViolationRow> {
    const supplierId = this.ownSupplier(ctx);
    const line = await repo.findLine(this.db, body.violationId);
    if (!line || line.supplierId !== supplierId) throw new AppError('common.not_found');
    await this.checkEvidence(body.evidence);
    let delivery: Delivery | undefined;
    try {
      await this.db.transaction(async (t) => {
        const tx = t as unknown as typeof this.db;
        await repo.lockSupplier(tx, supplierId);
        const row = (await repo.row(tx, line.id))!;
        if (row.reversesId !== null) throw new AppError('violation.reversal');
        if (row.appeal || row.reversedById !== null) throw new AppError('violation.appeal_exists');
        const type = await repo.typeForShare(tx, line.typeId);
        if (!type?.appealable) throw new AppError('violation.not_appealable');
        if (row.expired) throw new AppError('violation.appeal_expired');
        const appeal = await repo.insertAppeal(tx, {
          violationId: line.id,
          supplierId,
          statement: body.statement,
          evidence: body.evidence,
        });
        await recordAudit(tx, ctx, {
          action: 'violation.appeal',
          entity: 'violation_appeal',
          entityId: appeal.id,
          supplierId,
          after: { violationId: line.id, statement: appeal.statement, evidence: appeal.evidence },
        });
        delivery = await this.platform.notifications.notify(tx, {
          to: { permission: 'supply_violation_appeal' },
          kind: 'supply.violation.appeal',
          title: { key: 'supply.violation.appeal_submitted', params: { supplier: row.supplierName, id: line.id } },
          link: `/supplier/violation?appeal=pending&supplierId=${supplierId}`,
          entity: { type: 'violation_appeal', id: appeal.id },
        });
      });
    } catch (err) {
      if (violatedConstraint(err) === 'violation_appeals_violation_key') throw new AppError('violation.appeal_exists');
      throw err;
    }
    delivery?.send();
    return this.row(line.id);
  }

  /**
   * Decides a pending appeal. Denied: the reason is kept and nothing else changes. Granted: a
   * reversal line (negative points, no ban) is written, the ladder's sanctions and the supplier's
   * ban or suspension are worked out again from the ledger, and after the commit the scorecard is
   * recomputed. The supplier is told either way.
   */
  async decide(ctx: RequestContext, body: AppealDecideBody): Promise<ViolationRow> {
    const now = new Date();
    let delivery: Delivery | undefined;
    const found = await repo.lockAppeal(this.db, body.id);
    if (!found) throw new AppError('common.not_found');
    const violationId = await this.platform.sessions.changingAccess(this.db, async (tx) => {
      await repo.lockSupplier(tx, found.supplierId);
      const appeal = (await repo.lockAppeal(tx, body.id))!;
      if (appeal.status !== 'pending') throw new AppError('violation.appeal_decided');
      if (body.version !== undefined && appeal.version !== body.version) throw new AppError('common.stale_version');
      if (body.decision === 'deny' && !body.reason)
        throw new AppError('supplier.reason_required', {}, field('reason', 'required'));
      const line = (await repo.findLine(tx, appeal.violationId))!;
      const granted = body.decision === 'grant';
      const decided = await repo.decideAppeal(tx, appeal.id, {
        status: granted ? 'granted' : 'denied',
        decisionReason: body.reason || null,
        decidedBy: ctx.scope.adminId || null,
        decidedAt: now,
      });
      let reversalId: number | null = null;
      if (granted) {
        const reversal = await repo.insertLine(tx, {
          supplierId: line.supplierId,
          typeId: line.typeId,
          occurredAt: now,
          info: `Appeal #${appeal.id} granted: reversal of violation #${line.id}`,
          processing: body.reason,
          points: -line.points,
          banDays: 0,
          evidence: [],
          pointsExpireAt: line.pointsExpireAt,
          reversesId: line.id,
          actorId: ctx.scope.adminId || null,
          actorName: ctx.scope.truename || ctx.scope.username,
          createdAt: now,
        });
        reversalId = reversal.id;
        const detail = { appealId: appeal.id, violationId: line.id, reversalId };
        await restoreStanding(tx, ctx, this.core.supplierLifecycle, line.supplierId, detail, now);
      }
      await recordAudit(tx, ctx, {
        action: granted ? 'violation.appeal_grant' : 'violation.appeal_deny',
        entity: 'violation_appeal',
        entityId: appeal.id,
        supplierId: line.supplierId,
        before: { status: appeal.status },
        after: { status: decided.status, reason: decided.decisionReason, reversalId },
      });
      delivery = await this.platform.notifications.notify(tx, {
        to: { supplierId: line.supplierId },
        kind: 'supply.violation.appeal',
        title: granted
          ? { key: 'supply.violation.appeal_granted', params: { id: line.id, points: line.points } }
          : { key: 'supply.violation.appeal_denied', params: { id: line.id, reason: body.reason } },
        link: SUPPLIER_LINK,
        entity: { type: 'violation_appeal', id: appeal.id },
      });
      return line.id;
    });
    delivery?.send();
    if (body.decision === 'grant') await this.recomputeScorecard(found.supplierId);
    return this.row(violationId);
  }

  /** The scorecard follows the ledger; a failure there does not undo the committed decision. */
  private async recomputeScorecard(supplierId: number): Promise<void> {
    try {
      await this.core.links.scorecards.recompute(this.db, supplierId);
    } catch (err) {
      process.emitWarning(`scorecard of supplier ${supplierId} not recomputed after an appeal: ${String(err)}`);
    }
  }
}
