import { REQUEST } from '@shop/shared/constants';
import type { Envelope, FieldError } from '@shop/shared/errors';
import { authStore } from './auth-store.ts';
import { i18n } from './i18n.ts';
import { notify } from './notify.ts';
import { endSession } from './session.ts';

/** The failure every call rejects with: the envelope's code and text, plus field errors for forms. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly data: unknown;

  constructor(
    code: number,
    message: string,
    options: { status?: number; fieldErrors?: FieldError[]; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.data = options.data;
  }
}

/** code 0: the server could not be reached (after the retries). */
export const NETWORK_ERROR_CODE = 0;
export const SESSION_EXPIRED_CODE = 300;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads */
  body?: unknown;
  /** One key per logical action; a fresh one is made for each POST when not given. */
  idempotencyKey?: string;
  /** Return the body as a Blob (file downloads) instead of unwrapping the envelope. */
  responseType?: 'json' | 'blob';
  /** Don't toast the server's message; the caller shows it (the login form). */
  quiet?: boolean;
  /**
   * A POST look-up (/admin/api/selectlist, /product): the answer's ETag is kept per URL and body
   * and sent back as If-None-Match; a 304 answers the kept data. GET look-ups need nothing: the
   * browser revalidates them itself (`Cache-Control: no-cache`).
   */
  revalidate?: boolean;
}

const validated = new Map<string, { etag: string; data: unknown }>();
const VALIDATED_MAX = 200;

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function buildUrl(url: string, query?: Record<string, QueryValue>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class NetworkFailure extends Error {}

async function send(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST.timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // A refused connection, a dropped one and our own 10 s timeout all count as network failures.
    throw new NetworkFailure(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'code' in body) return body as Envelope<unknown>;
  } catch {
    // not JSON: a proxy error page, an empty body
  }
  return null;
}

function fieldErrorsOf(data: unknown): FieldError[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/**
 * The one request helper of the console: ak header, 10 s timeout, two retries 5 s apart on network
 * failure (same Idempotency-Key), session expiry handling and the envelope unwrapped.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const ak = authStore.get().user?.ak;
  if (ak) headers.ak = ak;
  // A look-up changes nothing: it carries no Idempotency-Key (the server would keep a claim for it).
  if (method === 'POST' && !options.revalidate)
    headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const target = buildUrl(url, options.query);
  const validatorKey = options.revalidate && typeof body === 'string' ? `${ak ?? ''} ${target} ${body}` : null;
  const kept = validatorKey ? validated.get(validatorKey) : undefined;
  if (kept) headers['If-None-Match'] = kept.etag;

  let response: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await send(target, { method, headers, body, credentials: 'same-origin' });
      break;
    } catch (error) {
      if (!(error instanceof NetworkFailure)) throw error;
      notify.error(i18n.t('common:error.network'), REQUEST.networkToastMs / 1000);
      if (attempt >= REQUEST.retries)
        throw new ApiError(NETWORK_ERROR_CODE, i18n.t('common:error.network'), { status: 0 });
      await sleep(REQUEST.retryDelayMs);
    }
  }

  if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
  if (kept && response.status === 304) return kept.data as T;

  const envelope = await readEnvelope(response);
  const code = envelope?.code ?? response.status;
  if (code === 200 && response.ok) {
    const etag = validatorKey ? response.headers.get('etag') : null;
    if (validatorKey && etag) {
      if (validated.size >= VALIDATED_MAX) validated.delete(validated.keys().next().value!);
      validated.set(validatorKey, { etag, data: envelope?.data });
    }
    return envelope?.data as T;
  }

  if (code === SESSION_EXPIRED_CODE || response.status === 401) {
    const text = envelope?.msg || i18n.t('common:error.not_logged_in');
    notify.error(text, REQUEST.errorToastMs / 1000);
    endSession({ remember: true, notice: text });
    throw new ApiError(SESSION_EXPIRED_CODE, text, { status: response.status });
  }

  const text = envelope?.msg || i18n.t('common:error.default');
  if (!options.quiet) notify.error(text, REQUEST.errorToastMs / 1000);
  throw new ApiError(code, text, {
    status: response.status,
    fieldErrors: fieldErrorsOf(envelope?.data),
    data: envelope?.data,
  });
}

export const get = <T>(url: string, query?: Record<string, QueryValue>) => request<T>(url, { method: 'GET', query });

export const post = <T>(url: string, body: unknown = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  request<T>(url, { ...options, method: 'POST', body });
