import { z } from 'zod';
import { AUTH } from '../constants.ts';

export const csrfData = z.object({ csrf_token: z.string() });

export const loginBody = z.object({
  username: z.string().trim().min(1, 'required').max(AUTH.usernameMax),
  password: z.string().min(1, 'required').max(AUTH.passwordMax),
  csrf_token: z.string().min(1, 'required').max(512),
  submit: z.literal(AUTH.submitMarker).optional(),
});

export const sessionUser = z.object({
  ak: z.string(),
  username: z.string(),
  truename: z.string(),
  adminid: z.number().int(),
  supplier: z.boolean(),
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  base_url: z.string(),
  socket: z.string(),
  power: z.array(z.string()),
  avatar: z.string().nullable(),
});

export const powerData = z.record(z.string(), z.boolean());

export type LoginBody = z.infer<typeof loginBody>;
export type SessionUser = z.infer<typeof sessionUser>;
