import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { DEMAND_LIMITS } from './supply-demand.ts';
import { idParam, idQuery, listData, pageQuery, searchText, versionField } from './common.ts';

/**
 * Tenders with sealed bids (/supplier/bidding, /supplier/biddingInfo?id=). Staff make a tender of
 * a demand post and invite only eligible suppliers (standing, no bid ban, bid quota left, the
 * tender's minimum level), checked again at bid time. A bid's terms (price, lead time, quantity,
 * note) are sealed: stored encrypted, answered by no endpoint before opening, to nobody; the
 * bidder gets a receipt, SHA-256 over the canonical terms, a random salt, the tender and the
 * supplier. After the deadline staff open the tender (a recorded step): every bid is decrypted and
 * checked against its receipt; a bid that does not match is flagged and left out. The bids are then
 * scored by the tender's weights (price, delivery, supplier score, level; adding up to 100) and
 * compared side by side; staff award one bid with a reason and every bidder is told the outcome.
 */
export const TENDER_STATUSES = ['open', 'opened', 'awarded', 'cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
/** sealed: waiting for opening; valid / tampered: after opening; withdrawn: taken back before the deadline */
export const BID_STATUSES = ['sealed', 'withdrawn', 'valid', 'tampered'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
export const CRITERIA = ['price', 'delivery', 'score', 'level'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const TENDER_LIMITS = { reasonMax: 500, invitesMax: 50 } as const;

const weight = z.number().int().min(0).max(100);
export const tenderWeights = z
  .object({
    price: weight.default(50),
    delivery: weight.default(20),
    score: weight.default(20),
    level: weight.default(10),
  })
  .meta({ examples: [{ price: 50, delivery: 20, score: 20, level: 10 }] })
  .superRefine((w, ctx) => {
    if (w.price + w.delivery + w.score + w.level !== 100)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'sum_100' });
  });
export type TenderWeights = z.infer<typeof tenderWeights>;
export const DEFAULT_WEIGHTS: TenderWeights = { price: 50, delivery: 20, score: 20, level: 10 };

/** The sum of the weights (the form shows it as it is typed). */
export const weightSum = (w: Partial<TenderWeights>) =>
  (w.price ?? 0) + (w.delivery ?? 0) + (w.score ?? 0) + (w.level ?? 0);

export const tenderRow = z.object({
  id: z.number().int(),
  demandId: z.number().int().nullable(),
  title: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  warehouseName: z.string(),
  deadline: z.string(),
  /** the lowest level rank invited; null = any level */
  minLevelRank: z.number().int().nullable(),
  weights: z.object({ price: z.number(), delivery: z.number(), score: z.number(), level: z.number() }),
  status: z.enum(TENDER_STATUSES),
  /** the deadline has passed (bids are closed) */
  closed: z.boolean(),
  invited: z.number().int(),
  /** bids received and not withdrawn (their terms stay sealed until opening) */
  bids: z.number().int(),
  /** supplier users: their invitation's id (the own view's id) and their bid's state */
  invitationId: z.number().int().nullable(),
  myBid: z.enum(BID_STATUSES).nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});

/** Opened terms of a bid, with its scores per criterion (0–100) and the weighted total. */
export const openedTerms = z.object({
  price: z.number().int(),
  leadDays: z.number().int(),
  quantity: z.number().int(),
  note: z.string(),
  supplierScore: z.number().int().nullable(),
  levelRank: z.number().int().nullable(),
  levelName: z.string().nullable(),
  /** staff only (a supplier's own view leaves them out: they would tell the others' terms) */
  scores: z.object({ price: z.number(), delivery: z.number(), score: z.number(), level: z.number() }).nullable(),
  total: z.number().nullable(),
  /** the criteria on which this bid is the best of the valid ones */
  best: z.array(z.enum(CRITERIA)),
  rank: z.number().int().nullable(),
});

export const bidView = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  status: z.enum(BID_STATUSES),
  receipt: z.string(),
  submittedAt: z.string(),
  /** after opening: the salt, so that anyone can recompute the receipt */
  salt: z.string().nullable(),
  terms: openedTerms.nullable(),
});

export const invitationView = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  invitedAt: z.string(),
  bid: bidView.nullable(),
});

export const tenderInfo = tenderRow.extend({
  invitations: z.array(invitationView),
  openedAt: z.string().nullable(),
  openedBy: z.string().nullable(),
  awardBidId: z.number().int().nullable(),
  awardReason: z.string().nullable(),
  awardedAt: z.string().nullable(),
  awardedBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
});

/** The supplier's own view: the tender and its own bid only. */
export const ownTenderInfo = tenderRow.extend({
  bid: bidView.nullable(),
  /** after the award: whether its bid won */
  outcome: z.enum(['won', 'lost']).nullable(),
  awardReason: z.string().nullable(),
  /** whether it may bid now (invited, open, before the deadline, rights checked) and why not */
  canBid: z.boolean(),
  refusal: z.string().nullable(),
});

export const tenderListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(TENDER_STATUSES).optional(),
});

const deadline = z.iso.datetime({ offset: true, message: 'invalid' }).meta({ examples: ['2030-05-01T10:00:00Z'] });
const supplierIds = z.array(idParam).min(1, 'required').max(TENDER_LIMITS.invitesMax);

export const tenderAddBody = z.object({
  demandId: idParam,
  deadline,
  minLevelRank: z.number().int().min(1).max(100).nullable().default(null),
  weights: tenderWeights,
  supplierIds,
});

export const inviteBody = z.object({ id: idParam, supplierIds });

export const bidBody = z.object({
  invitationId: idParam,
  price: z.number().int().min(1).max(DEMAND_LIMITS.priceMax),
  leadDays: z.number().int().min(0).max(DEMAND_LIMITS.leadDaysMax),
  quantity: z.number().int().min(1).max(DEMAND_LIMITS.quantityMax),
  note: z.string().trim().max(DEMAND_LIMITS.noteMax).default(''),
  /** random text the console adds, so that the stored request fingerprint says nothing of the terms */
  nonce: z.string().max(64).default(''),
});

/** What a submission answers: the receipt only, never the terms. */
export const bidReceipt = z.object({
  bidId: z.number().int(),
  tenderId: z.number().int(),
  supplierId: z.number().int(),
  receipt: z.string(),
  submittedAt: z.string(),
});

export const eligibleQuery = z.object({
  /** the tender being extended (its invitees are marked) */
  id: idParam.optional(),
  minLevelRank: z.coerce.number().int().min(1).max(100).optional(),
});
export const eligibleSupplier = z.object({
  id: z.number().int(),
  name: z.string(),
  levelName: z.string().nullable(),
  levelRank: z.number().int().nullable(),
  eligible: z.boolean(),
  /** why not, in the reader's language */
  reason: z.string().nullable(),
  invited: z.boolean(),
});

export const openBody = z.object({ id: idParam, version: versionField.optional() });
export const awardBody = z.object({
  id: idParam,
  bidId: idParam,
  reason: z.string().trim().min(1, 'required').max(TENDER_LIMITS.reasonMax),
});
export const cancelBody = z.object({
  id: idParam,
  reason: z.string().trim().min(1, 'required').max(TENDER_LIMITS.reasonMax),
});

export const tenderApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/tender',
    permission: 'supply_tender',
    summary: 'Tenders (staff: all; a supplier: those it is invited to), filters keyword and status',
    query: tenderListQuery,
    data: listData(tenderRow),
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/tender/info',
    permission: 'supply_tender_info',
    summary: 'One tender for staff: invitations, receipts; after opening the terms, scores and comparison',
    query: idQuery,
    data: tenderInfo,
  }),
  own: endpoint({
    method: 'GET',
    path: '/admin/supply/tender/own',
    permission: 'supply_tender_info',
    summary: "A supplier's invitation (by its id): the tender, its own bid's receipt, the outcome",
    query: idQuery,
    data: ownTenderInfo,
    supplier: { access: 'read', table: 'supply_tender_invitations', field: 'id' },
  }),
  eligible: endpoint({
    method: 'GET',
    path: '/admin/supply/tender/eligible',
    permission: 'supply_tender_manage',
    summary: 'Suppliers and whether each may be invited (standing, bid ban, bid quota, level)',
    query: eligibleQuery,
    data: z.object({ list: z.array(eligibleSupplier) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/add',
    permission: 'supply_tender_manage',
    summary: 'Make a tender of a demand post: deadline, minimum level, weights (sum 100), eligible invitees',
    body: tenderAddBody,
    data: tenderInfo,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/invite',
    permission: 'supply_tender_manage',
    summary: 'Invite more eligible suppliers before the deadline',
    body: inviteBody,
    data: tenderInfo,
  }),
  bid: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/bid',
    permission: 'supply_tender_bid',
    summary: 'Submit (or replace) a sealed bid before the deadline; answers the receipt only; uses a bid slot',
    body: bidBody,
    data: bidReceipt,
    supplier: { access: 'change', table: 'supply_tender_invitations', field: 'invitationId' },
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/bid/withdraw',
    permission: 'supply_tender_bid',
    summary: 'Withdraw a sealed bid before the deadline; its bid slot is given back',
    body: z.object({ id: idParam }),
    data: z.object({ ok: z.literal(true) }),
    supplier: { access: 'change', table: 'supply_tender_bids', field: 'id' },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/admin/supply/tender/receipt',
    permission: 'supply_tender_bid',
    summary: "A bid's receipt as a text file (tender, supplier, time, SHA-256): no terms",
    query: idQuery,
    file: true,
    supplier: { access: 'read', table: 'supply_tender_bids', field: 'id' },
  }),
  close: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/close',
    permission: 'supply_tender_manage',
    summary: 'Close bidding before the deadline once every invited supplier has a sealed bid (recorded)',
    body: openBody,
    data: tenderInfo,
  }),
  open: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/open',
    permission: 'supply_tender_manage',
    summary: 'Open the bids after the deadline (recorded): decrypt, verify each against its receipt, score',
    body: openBody,
    data: tenderInfo,
  }),
  award: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/award',
    permission: 'supply_tender_manage',
    summary: 'Award an opened tender to one valid bid with a reason; every bidder is told the outcome',
    body: awardBody,
    data: tenderInfo,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/admin/supply/tender/cancel',
    permission: 'supply_tender_manage',
    summary: 'Cancel a tender not awarded, with a reason; the bids stay sealed and the bid slots are given back',
    body: cancelBody,
    data: tenderInfo,
  }),
};

export type TenderRow = z.infer<typeof tenderRow>;
export type TenderInfo = z.infer<typeof tenderInfo>;
export type OwnTenderInfo = z.infer<typeof ownTenderInfo>;
export type BidView = z.infer<typeof bidView>;
export type OpenedTerms = z.infer<typeof openedTerms>;
export type InvitationView = z.infer<typeof invitationView>;
export type TenderListQuery = z.infer<typeof tenderListQuery>;
export type TenderAddBody = z.infer<typeof tenderAddBody>;
export type BidBody = z.infer<typeof bidBody>;
export type BidReceipt = z.infer<typeof bidReceipt>;
export type EligibleSupplier = z.infer<typeof eligibleSupplier>;
export type AwardBody = z.infer<typeof awardBody>;
