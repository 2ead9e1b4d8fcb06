import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idBody, idParam, idQuery, listData, pageQuery, searchText, statusBody, versionField } from './common.ts';
import { SETTLEMENT_CYCLES } from './settings.ts';

/**
 * Supplier groups (/supplier/group, /supplier/groupinfo/:id): members (a supplier is in one group
 * at most) and defaults over Settings > suppliers: the commission in basis points and the
 * settlement cycle, each null = the settings' default.
 */
export const GROUP_LIMITS = { nameMax: 32, descriptionMax: 200, membersMax: 100 } as const;

/** The settings' defaults a group's null falls back to. */
export const groupDefaults = z.object({
  commissionRate: z.number().int(),
  settlementCycle: z.enum(SETTLEMENT_CYCLES),
});

export const groupListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
});

export const groupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** basis points; null = the settings' default */
  commissionRate: z.number().int().nullable(),
  settlementCycle: z.enum(SETTLEMENT_CYCLES).nullable(),
  enabled: z.boolean(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRow>;
export const groupListData = listData(groupRow).extend({ defaults: groupDefaults });
export const groupInfo = groupRow.extend({ defaults: groupDefaults, updatedAt: z.string() });
export type GroupInfo = z.infer<typeof groupInfo>;

const groupFields = {
  name: z
    .string()
    .trim()
    .min(1, 'required')
    .max(GROUP_LIMITS.nameMax)
    .meta({ examples: ['Key accounts'] }),
  description: z.string().trim().max(GROUP_LIMITS.descriptionMax).default(''),
  commissionRate: z.number().int().min(0).max(10_000).nullable().default(null),
  settlementCycle: z.enum(SETTLEMENT_CYCLES).nullable().default(null),
};
export const groupAddBody = z.object({ ...groupFields, enabled: z.boolean().default(true) });
export const groupEditBody = z.object({ ...groupFields, id: idParam, version: versionField });
export type GroupAddBody = z.infer<typeof groupAddBody>;
export type GroupEditBody = z.infer<typeof groupEditBody>;

export const groupMembersQuery = pageQuery.extend({ id: idParam, keyword: searchText });
export const groupMemberRow = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  state: z.string(),
  levelName: z.string().nullable(),
});
export const groupCandidatesQuery = z.object({ id: idParam, keyword: searchText });
export const groupCandidate = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  /** the group it is in now (adding moves it) */
  groupName: z.string().nullable(),
});
export const groupMembersBody = z.object({
  id: idParam,
  supplierIds: z.array(idParam).min(1).max(GROUP_LIMITS.membersMax),
});

/** What applies to one supplier: its group's value or the settings' default. */
export const supplierTerms = z.object({
  commissionRate: z.number().int(),
  settlementCycle: z.enum(SETTLEMENT_CYCLES),
  commissionFrom: z.enum(['group', 'default']),
  cycleFrom: z.enum(['group', 'default']),
});
export type SupplierTerms = z.infer<typeof supplierTerms>;

export const groupApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supplier/group',
    permission: 'supply_group_index',
    summary: "Supplier groups with member counts and the settings' defaults their empty values take",
    query: groupListQuery,
    data: groupListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supplier/group/info',
    permission: 'supply_group_info',
    summary: 'One supplier group with its defaults',
    query: idQuery,
    data: groupInfo,
  }),
  members: endpoint({
    method: 'GET',
    path: '/admin/supplier/group/members',
    permission: 'supply_group_info',
    summary: "A group's member suppliers (search, pager)",
    query: groupMembersQuery,
    data: listData(groupMemberRow),
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/admin/supplier/group/candidates',
    permission: 'supply_group_info',
    summary: 'Suppliers that could join the group (not in it yet), by name, at most 20',
    query: groupCandidatesQuery,
    data: z.object({ list: z.array(groupCandidate) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supplier/group/add',
    permission: 'supply_group_edit',
    summary: 'Add a supplier group (commission and settlement cycle null = the settings default)',
    body: groupAddBody,
    data: groupInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supplier/group/edit',
    permission: 'supply_group_edit',
    summary: 'Edit a supplier group (version checked)',
    body: groupEditBody,
    data: groupInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/supplier/group/status',
    permission: 'supply_group_edit',
    summary: "Enable or disable a supplier group (a disabled group's members take the settings' defaults)",
    body: statusBody,
    data: groupInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/supplier/group/del',
    permission: 'supply_group_edit',
    summary: 'Delete a supplier group without members',
    body: idBody,
    data: z.object({ ok: z.literal(true) }),
  }),
  addMembers: endpoint({
    method: 'POST',
    path: '/admin/supplier/group/members/add',
    permission: 'supply_group_edit',
    summary: 'Put suppliers into the group (moving them from another group); audited',
    body: groupMembersBody,
    data: z.object({ changed: z.number().int() }),
  }),
  removeMembers: endpoint({
    method: 'POST',
    path: '/admin/supplier/group/members/remove',
    permission: 'supply_group_edit',
    summary: 'Take suppliers out of the group (they take the settings defaults); audited',
    body: groupMembersBody,
    data: z.object({ changed: z.number().int() }),
  }),
};
