import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const SHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123456' },
  sales: { username: 'sales', password: 'sales123456' },
  supplier: { username: 'supplier', password: 'supplier123456' },
  supplier2: { username: 'supplier2', password: 'supplier123456' },
} as const;
export type Role = keyof typeof ACCOUNTS;

export function baseURL(): string {
  return inject('baseURL');
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

export async function newContext(browser: Browser, opts: { width?: number; height?: number; lang?: string } = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: opts.lang ?? 'zh-CN',
  });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

/** A context whose console starts in this interface language (the `lang` cookie the language menu sets). */
export async function newContextIn(browser: Browser, lang: string, opts: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  const ctx = await newContext(browser, { ...opts, lang });
  await ctx.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
  return ctx;
}

/** Signs in through the login form and waits for the dashboard. */
export async function login(page: Page, role: Role): Promise<void> {
  const { username, password } = ACCOUNTS[role];
  await page.goto('/');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/dashboard/);
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

export async function api<T = unknown>(method: 'GET' | 'POST', url: string, ak: string, body?: unknown): Promise<{ status: number; json: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${baseURL()}${url}`, {
    method,
    headers: { ak, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

/** Signs in without a browser (csrf token + its cookie, then the login call); answers the session code. */
export async function apiLogin(role: Role): Promise<string> {
  const csrf = await fetch(`${baseURL()}/api/verify/csrf`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { data } = (await csrf.json()) as { data: { csrf_token: string } };
  const res = await fetch(`${baseURL()}/admin/passport/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...ACCOUNTS[role], csrf_token: data.csrf_token }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { ak: string } };
  if (body.code !== 200) throw new Error(`login of ${role} failed: ${body.code} ${body.msg}`);
  return body.data.ak;
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

/** A locale file of the console, to compare page texts with (never hard-coded translations). */
export function localeText(lang: string, ns: string, key: string, params: Record<string, string | number> = {}): string {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${lang}/${ns}.json`);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Waits until no CSS animation or transition runs (dialogs, drawers and menus have settled). */
export async function settle(page: Page, timeout = 3_000): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout, polling: 50 })
    .catch(() => undefined);
}

export async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}
