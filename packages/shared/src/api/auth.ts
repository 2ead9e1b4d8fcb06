import { z } from 'zod';
import { AUTH, LANGUAGES } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { okData } from './common.ts';
import { localizedData } from './catalog-common.ts';
import { supplierStanding } from './supplier-standing.ts';

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
  /**
   * Supplier users only: the current supplier agreement when this user has not accepted it yet
   * (the console asks before anything else), null when there is nothing to accept.
   */
  agreement: z.object({ id: z.number().int(), version: z.number().int() }).nullable().optional(),
  /** Supplier users only: the supplier's restriction in force (suspended or banned: why, until when), else null. */
  standing: supplierStanding.nullable().optional(),
});

export const powerData = z.record(z.string(), z.boolean());

/** What every signed-in user sees of the store: the shell's header, the browser title, the top bar's home link. */
export const storeBrand = z.object({
  name: localizedData,
  logo: z.string(),
  icon: z.string(),
  baseUrl: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  maintenance: z.boolean(),
});
export type StoreBrand = z.infer<typeof storeBrand>;

/** Signing in and out (passport), and the signed-in account's permission map. */
export const authApi = {
  csrf: endpoint({
    method: 'GET',
    path: '/api/verify/csrf',
    permission: null,
    summary: 'A CSRF token for the login form',
    data: csrfData,
  }),
  login: endpoint({
    method: 'POST',
    path: '/admin/passport/login',
    permission: null,
    summary: 'Sign in; answers the session code sent later as the ak header',
    body: loginBody,
    data: sessionUser,
  }),
  store: endpoint({
    method: 'GET',
    path: '/admin/passport/store',
    permission: 'profile',
    summary: 'The store as every signed-in user sees it (Settings > store info): name, logo, icon, home link',
    data: storeBrand,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/admin/passport/logout',
    whileRestricted: true,
    permission: 'profile',
    summary: 'Sign out: the session code stops working',
    data: okData,
  }),
  power: endpoint({
    method: 'GET',
    path: '/api/admin/power',
    permission: 'profile',
    summary: 'The permission map of the signed-in account',
    data: powerData,
  }),
};

export type LoginBody = z.infer<typeof loginBody>;
export type SessionUser = z.infer<typeof sessionUser>;
