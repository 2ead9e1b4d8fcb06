import { z } from 'zod';
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
  phone: z.string().trim().max(32).regex(/^[0-9+() -]*$/, 'invalid').optional(),
  avatar: z.string().trim().max(500).regex(/^(\/files\/[A-Za-z0-9._-]+)?$/, 'invalid').optional(),
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

export type ProfileData = z.infer<typeof profileData>;
export type ProfileEditBody = z.infer<typeof profileEditBody>;
export type SessionRow = z.infer<typeof sessionRow>;
