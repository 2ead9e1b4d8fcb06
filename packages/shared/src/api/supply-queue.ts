import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, pageQuery } from './common.ts';

/** The kinds of supplier-side audits the one approval queue gathers. */
export const QUEUE_KINDS = ['application', 'profile', 'bank', 'invoice', 'appeal', 'withdrawal'] as const;
export type QueueKindName = (typeof QUEUE_KINDS)[number];
/** green: under half the review time used; amber: past half; red: late (past `reviewSlaHours`). */
export const SLA_STATES = ['green', 'amber', 'red'] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** How long an item has waited against the review time: its SLA colour. */
export function slaState(ageHours: number, slaHours: number): SlaState {
  if (ageHours >= slaHours) return 'red';
  return ageHours >= slaHours / 2 ? 'amber' : 'green';
}

const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const queueListQuery = pageQuery.extend({
  kind: z.enum(QUEUE_KINDS).optional(),
  supplierId: idParam.optional(),
  late: flag.optional(),
});
export const queueEntry = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: z.number().int(),
  supplierId: z.number().int().nullable(),
  subject: z.string(),
  summary: z.string(),
  submittedAt: z.string(),
  round: z.number().int(),
  link: z.string(),
  flags: z.array(z.string()),
  ageHours: z.number(),
  sla: z.enum(SLA_STATES),
  /** whether the reader may decide this kind (its own review permission) */
  decidable: z.boolean(),
});
export const queueListData = z.object({
  list: z.array(queueEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  slaHours: z.number().int(),
});
export const queueCountsData = z.object({
  kinds: z.array(z.object({ kind: z.enum(QUEUE_KINDS), count: z.number().int(), late: z.number().int() })),
  total: z.number().int(),
  late: z.number().int(),
  slaHours: z.number().int(),
});
export const queueDecideBody = z.object({
  kind: z.enum(QUEUE_KINDS),
  ids: z
    .array(idParam)
    .min(1, 'required')
    .max(50)
    .refine((a) => new Set(a).size === a.length, 'duplicate'),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).default(''),
});
export const queueOutcome = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: z.number().int(),
  ok: z.boolean(),
  code: z.string().optional(),
  /** the refusal in the reader's language */
  message: z.string().optional(),
});
export const queueDecideData = z.object({ outcomes: z.array(queueOutcome) });

/** The one approval queue (`/supplier/supplierapply`): every registered kind, counts, batch decisions. */
export const approvalQueueApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supplier/queue/list',
    permission: 'supply_apply_index',
    summary: 'Pending supplier-side audits of every kind, oldest first, with age and SLA colour',
    query: queueListQuery,
    data: queueListData,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/admin/supplier/queue/counts',
    permission: 'supply_apply_index',
    summary: 'How many audits of each kind are pending, and how many are late',
    data: queueCountsData,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supplier/queue/decide',
    permission: 'supply_apply_audit',
    summary: 'Approve or reject several audits of one kind with one reason; each is decided on its own',
    body: queueDecideBody,
    data: queueDecideData,
  }),
};

export type QueueEntryView = z.output<typeof queueEntry>;
export type QueueOutcomeView = z.output<typeof queueOutcome>;
