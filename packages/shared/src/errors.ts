import { partsOf, type SharedArea } from './area.ts';
import { SHARED_AREAS } from './areas/index.ts';

/**
 * Error codes: services throw AppError(code, params); the HTTP layer maps the code to a status
 * and a translated text (message key = the code itself). The platform's own codes are here, with
 * their texts in locales/<lang>.ts; each area declares its codes and texts in
 * `areas/<area>/errors.ts`, merged below.
 */
export const CORE_ERRORS = {
  'common.not_logged_in': 401,
  'common.server_error': 500,
  'common.network': 503,
  'common.invalid_input': 422,
  'common.forbidden': 403,
  'common.not_found': 404,
  'common.stale_version': 409,
  'common.conflict': 409,
  'common.concurrent_change': 409,
  'common.duplicate_name': 409,
  'common.too_large': 413,
  'common.rate_limited': 429,
  'common.idempotency_in_progress': 409,
  'common.idempotency_mismatch': 422,
  'common.idempotency_done': 409,
  'auth.csrf_invalid': 403,
  'auth.bad_credentials': 400,
  'auth.locked': 429,
  'auth.rate_limited': 429,
  'auth.account_disabled': 403,
  'auth.wrong_current_password': 400,
  'auth.password_reused': 400,
  'session.not_found': 404,
  'session.current': 409,
  'upload.img_type': 422,
  'upload.img_size': 413,
  'upload.img_error': 422,
  'upload.img_dimensions': 422,
  'import.failed': 422,
  'supplier.suspended': 403,
  'supplier.suspended_until': 403,
  'supplier.banned_until': 403,
} as const;

/** The error tables of every area and of every entity an area lists. */
type AreaErrors = (typeof SHARED_AREAS)[number] extends infer A
  ? A extends SharedArea<infer E, infer N>
    ? E | N[number]['errors']
    : never
  : never;
/** Every code: the platform's and every area's (the union of the areas' keys). */
export type ErrorCode =
  keyof typeof CORE_ERRORS | (AreaErrors extends infer E ? (E extends unknown ? keyof E : never) : never);

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = Object.assign(
  {},
  CORE_ERRORS,
  ...SHARED_AREAS.flatMap(partsOf).map((p) => p.errors),
) as Record<ErrorCode, number>;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Field-level validation keys returned in data.errors[].key */
export const FIELD_ERROR_KEYS = [
  'required',
  'too_short',
  'too_long',
  'invalid',
  'invalid_type',
  'too_small',
  'too_big',
  'not_allowed',
  'duplicate',
  /** a picture that must be exactly 16x16 pixels (icons) */
  'icon_size',
  /** parts that must add up to 100 (percent) */
  'sum_100',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export interface FieldError {
  field: string;
  key: FieldErrorKey | string;
  params?: Record<string, unknown>;
}

/** The response envelope every endpoint answers with. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
