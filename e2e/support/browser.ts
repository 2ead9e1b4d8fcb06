import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import { createAuthStore } from '../../apps/web/src/lib/auth-store.ts';

export { CHROMIUM } from './chromium.ts';
export const SHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123456' },
  sales: { username: 'sales', password: 'sales123456' },
  supplier: { username: 'supplier', password: 'supplier123456' },
  supplier2: { username: 'supplier2', password: 'supplier123456' },
} as const;
export type Role = keyof typeof ACCOUNTS;
/** A demo role, or an account a spec created for itself (a supplier of its own, say). */
export interface Account {
  username: string;
  password: string;
}
export type Who = Role | Account;
const accountOf = (who: Who): Account => (typeof who === 'string' ? ACCOUNTS[who] : who);

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * The run's Chromium (started once by the global setup), connected for this spec file. Closing it
 * in the file's afterAll disconnects and closes the file's contexts; the browser runs on.
 */
export function launch(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

export interface ContextOptions {
  width?: number;
  height?: number;
  lang?: string;
  /** Starts signed in as this role, with the spec file's session of it (see `sessionOf`); no login form. */
  as?: Who;
}

export async function newContext(browser: Browser, opts: ContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: opts.lang ?? 'zh-CN',
    ...(opts.as ? { storageState: await signedInState(opts.as) } : {}),
  });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

/** A context whose console starts in this interface language (the `lang` cookie the language menu sets). */
export async function newContextIn(
  browser: Browser,
  lang: string,
  opts: Omit<ContextOptions, 'lang'> = {},
): Promise<BrowserContext> {
  const ctx = await newContext(browser, { ...opts, lang });
  await ctx.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
  return ctx;
}

/**
 * One session per role per spec file: signed in through the API the first time a file asks for the
 * role, then shared by its contexts (`newContext(browser, { as })`) and API calls (`apiLogin`).
 * Vitest loads this module afresh for every spec file, so files never share sessions. A test that
 * revokes its session signs in through the form instead (`login`).
 */
const sessions = new Map<string, Promise<SessionUser>>();
export function sessionOf(who: Who): Promise<SessionUser> {
  const { username } = accountOf(who);
  let session = sessions.get(username);
  if (!session) {
    session = signInByApi(who);
    sessions.set(username, session);
    session.catch(() => sessions.delete(username));
  }
  return session;
}

/** The storage state the console leaves after signing in as `role`, written by the console's own auth store. */
async function signedInState(who: Who): Promise<BrowserContextOptions['storageState']> {
  const user = await sessionOf(who);
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
  createAuthStore(storage).login(user);
  return {
    cookies: [],
    origins: [{ origin: baseURL(), localStorage: [...stored].map(([name, value]) => ({ name, value })) }],
  };
}

/**
 * Signs in through the login form and waits for the dashboard (a new session: tests of the form, or of ending a
 * session).
 */
export async function login(page: Page, who: Who): Promise<void> {
  const { username, password } = accountOf(who);
  await page.goto('/');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/admin/passport/login'));
  await page.getByTestId('login-submit').click();
  const answer = (await (await answered).json()) as { data?: SessionUser };
  await page.waitForURL(/\/dashboard/);
  // A supplier user not yet agreed to the current supplier agreement is asked first: accept it as a user would.
  if (answer.data?.agreement) {
    await page.getByTestId('agreement-gate-accept').click();
    await page.getByTestId('agreement-gate-accept').waitFor({ state: 'detached' });
  }
}

/** The session code stored by the console after login (for API calls made by the test itself). */
export async function sessionCode(page: Page): Promise<string> {
  const ak = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const m = value.match(/"ak":"([A-Za-z0-9_-]{43})"/);
      if (m) return m[1];
    }
    return null;
  });
  if (!ak) throw new Error('no session code in local storage');
  return ak;
}

export async function api<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  ak: string,
  body?: unknown,
): Promise<{ status: number; json: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${baseURL()}${url}`, {
    method,
    headers: { ak, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

/**
 * The spec file's session code of `role` (signed in once per file, see `sessionOf`), for API calls made by the test
 * itself.
 */
export async function apiLogin(who: Who): Promise<string> {
  return (await sessionOf(who)).ak;
}

/** Signs in without a browser (csrf token + its cookie, then the login call); answers the session user. */
async function signInByApi(who: Who): Promise<SessionUser> {
  const account = accountOf(who);
  const csrf = await fetch(`${baseURL()}/api/verify/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { data } = (await csrf.json()) as { data: { csrf_token: string } };
  const res = await fetch(`${baseURL()}/admin/passport/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...account, csrf_token: data.csrf_token }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: SessionUser };
  if (body.code !== 200) throw new Error(`login of ${account.username} failed: ${body.code} ${body.msg}`);
  return acceptAgreementByApi(body.data);
}

/**
 * A supplier user whose sign-in answer asks for the current supplier agreement (the demo data's,
 * or one a spec published) accepts it through the API, so the shared sessions start in the console
 * without the agreement dialog; the answer then holds nothing to accept.
 */
async function acceptAgreementByApi(user: SessionUser): Promise<SessionUser> {
  if (!user.agreement) return user;
  const res = await api('POST', '/admin/passport/agreement/accept', user.ak, { id: user.agreement.id });
  if (res.json.code !== 200) throw new Error(`accepting the agreement failed: ${res.json.code} ${res.json.msg}`);
  return { ...user, agreement: null };
}

/**
 * Console errors and uncaught exceptions of a page, from now on. Failed requests the test provokes on
 * purpose (a revoked session's 401) can be let through with `ignore`.
 */
export function watchErrors(page: Page, ignore: RegExp[] = []): { errors: string[]; clear(): void } {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = `${msg.text()} ${msg.location().url ?? ''}`;
    if (!ignore.some((re) => re.test(text))) errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { errors, clear: () => void errors.splice(0) };
}

const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');

/**
 * The files of one namespace, merged as the console merges them (src/lib/i18n.ts): the shell's in
 * src/locales, an area's in modules/<area>/locales, an entity's in modules/<area>/<entity>/locales
 * (`perm` is spread over every area).
 */
function localeFiles(lang: string, ns: string): string[] {
  const found: string[] = [];
  const shell = path.join(WEB_SRC, 'locales', lang, `${ns}.json`);
  if (existsSync(shell)) found.push(shell);
  const tail = path.sep + path.join('locales', lang, `${ns}.json`);
  for (const entry of readdirSync(path.join(WEB_SRC, 'modules'), { recursive: true }) as string[]) {
    if ((path.sep + entry).endsWith(tail)) found.push(path.join(WEB_SRC, 'modules', entry));
  }
  return found.sort();
}

/** A text of the console's locale files, to compare page texts with (never hard-coded translations). */
export function localeText(
  lang: string,
  ns: string,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const files = localeFiles(lang, ns);
  if (files.length === 0) throw new Error(`no locale file ${lang}/${ns}`);
  let value: unknown = Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as object));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * The content of a download, read through the connection (the browser is the global setup's, so `path()` is not
 * available).
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Waits until no CSS animation or transition runs (dialogs, drawers and menus have settled). */
export async function settle(page: Page, timeout = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout, polling: 50 },
    )
    .catch(() => undefined);
}

export async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}
