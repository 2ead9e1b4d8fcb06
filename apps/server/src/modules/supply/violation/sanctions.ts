import { nextSupplierState } from '@shop/shared/api/supplier-standing';
import type { Db } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { SupplierLifecycle } from '../supplier/lifecycle.ts';
import { violationRepository as repo, type SanctionRecord } from './repository.ts';
import { addDays, crossingsOf, laterOf, standingLines, type LedgerLine } from './standing.ts';

/** A second of slack when comparing ends written a few milliseconds apart. */
const SLACK_MS = 1000;

/** Ban ends still justified at `now`: the lines' own ban days and the ladder's bans in force. */
export function banEndOf(lines: readonly LedgerLine[], active: readonly SanctionRecord[], now: Date): Date | null {
  let end: Date | null = null;
  for (const l of standingLines(lines)) {
    if (l.banDays <= 0) continue;
    const until = addDays(l.createdAt, l.banDays);
    if (until.getTime() > now.getTime()) end = laterOf(end, until);
  }
  for (const s of active) if (s.sanction === 'ban' && s.until) end = laterOf(end, s.until);
  return end;
}

/**
 * After a granted appeal: the ladder's sanctions in force are derived again from the ledger
 * without the reversed line. A sanction whose threshold is no longer reached is lifted; one
 * reached later (by a line recorded after it) moves to that line, its end counted from there.
 */
export async function rederiveSanctions(tx: Db, supplierId: number, lines: LedgerLine[], now: Date): Promise<void> {
  const all = await repo.sanctionsOf(tx, supplierId);
  const active = await repo.activeSanctions(tx, supplierId, now);
  const lift: number[] = [];
  for (const s of active) {
    const claimed = new Set(all.filter((o) => o.threshold === s.threshold && o.id !== s.id).map((o) => o.violationId));
    const at = crossingsOf(lines, s.threshold).find((c) => c.id >= s.violationId && !claimed.has(c.id));
    if (!at) lift.push(s.id);
    else if (at.id !== s.violationId)
      await repo.moveSanction(tx, s.id, at.id, at.createdAt, s.days > 0 ? addDays(at.createdAt, s.days) : null);
  }
  await repo.liftSanctions(tx, lift, 'appeal', now);
}

/**
 * The supplier's standing after its ledger changed: a ban the violations brought is lifted when
 * no cause remains, or shortened to the end the remaining causes justify; a suspension of the
 * ladder is reinstated when its sanction is gone. Bans and suspensions staff imposed themselves
 * (another reason code) are left alone.
 */
export async function restoreStanding(
  tx: Db,
  ctx: RequestContext,
  lifecycle: SupplierLifecycle,
  supplierId: number,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const lines = await repo.lines(tx, supplierId);
  await rederiveSanctions(tx, supplierId, lines, now);
  const active = await repo.activeSanctions(tx, supplierId, now);
  const supplier = await repo.supplier(tx, supplierId);
  if (!supplier) return;
  const reason = `Appeal #${String(detail.appealId)} granted`;
  if (supplier.state === 'banned' && (await repo.lastMoveCode(tx, supplierId, 'ban')) === 'violation') {
    const end = banEndOf(lines, active, now);
    if (!end) {
      await lifecycle.move(tx, ctx, supplierId, { action: 'lift_ban', reason, reasonCode: 'appeal', detail });
    } else if (supplier.until && end.getTime() < supplier.until.getTime() - SLACK_MS) {
      // The ban stays, ending earlier: lifted and imposed again with the end the remaining lines justify.
      await lifecycle.move(tx, ctx, supplierId, { action: 'lift_ban', reason, reasonCode: 'appeal', detail });
      await lifecycle.move(tx, ctx, supplierId, {
        action: 'ban',
        reason: `${reason}; the ban of the remaining violations stays`,
        reasonCode: 'violation',
        until: end,
        detail,
      });
    }
  }
  if (
    supplier.state === 'suspended' &&
    !active.some((s) => s.sanction === 'suspension') &&
    (await repo.lastMoveCode(tx, supplierId, 'suspend')) === 'violation' &&
    nextSupplierState(supplier.state, 'reinstate')
  ) {
    await lifecycle.move(tx, ctx, supplierId, { action: 'reinstate', reason, reasonCode: 'appeal', detail });
  }
}
