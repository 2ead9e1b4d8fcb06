import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, versionField } from './common.ts';
import { password } from './admin.ts';

export const profileData = z.object({
  id: z.number().int(),
  username: z.string(),
  truename: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  groupName: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplier: z.boolean(),
  lastLoginAt: z.string().nullable(),
  version: z.number().int(),
});

export const profileEditBody = z.object({
  version: versionField,
  truename: z.string().trim().min(1, 'required').max(64),
  email: z.union([z.literal(''), z.email('invalid').max(128)]).optional(),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+() -]*$/, 'invalid')
    .optional(),
  avatar: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/files\/[A-Za-z0-9._-]+)?$/, 'invalid')
    .optional(),
});

export const passwordChangeBody = z.object({
  currentPassword: z.string().min(1, 'required').max(128),
  newPassword: password,
});

export const sessionRow = z.object({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

export const revokeSessionBody = z.object({ id: idParam.optional(), others: z.boolean().optional() });

export const sessionListData = z.object({ list: z.array(sessionRow) });
/** A password change ends the account's other sessions: how many. */
export const passwordChangeData = z.object({ ok: z.literal(true), revoked: z.number().int() });
export const revokeSessionData = z.object({ revoked: z.number().int() });

/** The endpoints of the personal centre: every signed-in user's own account. */
export const profileApi = {
  info: endpoint({
    method: 'GET',
    path: '/admin/profile',
    permission: 'profile',
    summary: 'The signed-in account',
    data: profileData,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/profile/edit',
    whileRestricted: true,
    permission: 'profile',
    summary: 'Edit own name, contact and avatar',
    body: profileEditBody,
    data: profileData,
  }),
  password: endpoint({
    method: 'POST',
    path: '/admin/profile/password',
    whileRestricted: true,
    permission: 'profile',
    summary: 'Change own password (ends other sessions)',
    body: passwordChangeBody,
    data: passwordChangeData,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/admin/profile/sessions',
    permission: 'profile',
    summary: 'Own live sessions',
    data: sessionListData,
  }),
  revokeSession: endpoint({
    method: 'POST',
    path: '/admin/profile/sessions/revoke',
    whileRestricted: true,
    permission: 'profile',
    summary: 'End another own session, or all others',
    body: revokeSessionBody,
    data: revokeSessionData,
  }),
};

export type ProfileData = z.infer<typeof profileData>;
export type ProfileEditBody = z.infer<typeof profileEditBody>;
export type SessionRow = z.infer<typeof sessionRow>;
