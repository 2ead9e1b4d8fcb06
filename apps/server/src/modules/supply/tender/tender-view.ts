import type { BidView, TenderInfo, TenderRow } from '@shop/shared/api/supply-tender';
import type { BidRecord, TenderJoined, TenderRecord } from './tender-repository.ts';
import { scoreBids, type Scored } from './scoring.ts';

/** The terms of a bid may be shown: the tender was opened and the bid verified. */
const revealed = (t: TenderRecord, bid: BidRecord) =>
  (t.status === 'opened' || t.status === 'awarded') && bid.status === 'valid' && bid.price !== null;

export function tenderRowOf(j: TenderJoined, now = new Date()): TenderRow {
  const t = j.t;
  return {
    id: t.id,
    demandId: t.demandId,
    title: t.title,
    spec: t.spec,
    quantity: t.quantity,
    warehouseName: j.warehouseName,
    deadline: t.deadline.toISOString(),
    minLevelRank: t.minLevelRank,
    weights: t.weights,
    status: t.status,
    closed: t.deadline.getTime() <= now.getTime(),
    invited: j.invited,
    bids: j.bids,
    invitationId: j.invitationId,
    myBid: j.myBid,
    createdAt: t.createdAt.toISOString(),
    version: t.version,
  };
}

/** Scores of the verified bids of an opened tender (empty before opening). */
export function scoresOf(t: TenderRecord, bids: readonly BidRecord[]): Map<number, Scored> {
  const shown = bids.filter((b) => revealed(t, b));
  return scoreBids(
    shown.map((b) => ({
      id: b.id,
      price: b.price!,
      leadDays: b.leadDays ?? 0,
      supplierScore: b.supplierScore,
      levelRank: b.levelRank,
    })),
    t.weights,
  );
}

/**
 * A bid as answered: its state, receipt and time always; the salt and the terms only once the
 * tender is opened and the bid verified. Nothing of a sealed bid's terms is read here: they are
 * not in the row before opening.
 */
export function bidViewOf(t: TenderRecord, bid: BidRecord, supplierName: string, scores: Map<number, Scored>): BidView {
  const s = scores.get(bid.id);
  const show = revealed(t, bid) && s;
  return {
    id: bid.id,
    supplierId: bid.supplierId,
    supplierName,
    status: bid.status,
    receipt: bid.receipt,
    submittedAt: bid.submittedAt.toISOString(),
    salt: t.status === 'opened' || t.status === 'awarded' ? bid.salt : null,
    terms: show
      ? {
          price: bid.price!,
          leadDays: bid.leadDays ?? 0,
          quantity: bid.quantity ?? 0,
          note: bid.note ?? '',
          supplierScore: bid.supplierScore,
          levelRank: bid.levelRank,
          levelName: bid.levelName,
          ...s,
        }
      : null,
  };
}

export function tenderInfoOf(
  j: TenderJoined,
  invitations: {
    inv: { id: number; supplierId: number; invitedAt: Date };
    supplierName: string;
    bid: BidRecord | null;
  }[],
): TenderInfo {
  const t = j.t;
  const scores = scoresOf(
    t,
    invitations.flatMap((i) => (i.bid ? [i.bid] : [])),
  );
  return {
    ...tenderRowOf(j),
    invitations: invitations.map((i) => ({
      id: i.inv.id,
      supplierId: i.inv.supplierId,
      supplierName: i.supplierName,
      invitedAt: i.inv.invitedAt.toISOString(),
      bid: i.bid && i.bid.status !== 'withdrawn' ? bidViewOf(t, i.bid, i.supplierName, scores) : null,
    })),
    openedAt: t.openedAt?.toISOString() ?? null,
    openedBy: t.openedBy,
    awardBidId: t.awardBidId,
    awardReason: t.awardReason,
    awardedAt: t.awardedAt?.toISOString() ?? null,
    awardedBy: t.awardedBy,
    cancelReason: t.cancelReason,
  };
}
