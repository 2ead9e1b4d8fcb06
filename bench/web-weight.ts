/**
 * Console weight and page speed of the production build: JavaScript and CSS the login route
 * loads (gzip), what /dashboard adds after login, and Lighthouse desktop performance and
 * accessibility for / and /dashboard (median of BENCH_LIGHTHOUSE_RUNS, default 3).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromium } from 'playwright-core';
import { fmt, startBench } from './support.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface Weight {
  js: number;
  css: number;
  files: number;
}

async function assetWeights(base: string): Promise<{ login: Weight; dashboard: Weight }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless=new') });
  const page = await browser.newPage();
  const seen = new Map<string, { type: 'js' | 'css'; gzip: number }>();
  let phase: 'login' | 'dashboard' = 'login';
  const phases = { login: new Set<string>(), dashboard: new Set<string>() };
  page.on('response', async (res) => {
    const url = res.url();
    const type = /\.js(\?|$)/.test(url) ? 'js' : /\.css(\?|$)/.test(url) ? 'css' : null;
    if (!type || !url.startsWith(base)) return;
    phases[phase].add(url);
    if (!seen.has(url)) {
      seen.set(url, { type, gzip: 0 });
      try {
        seen.get(url)!.gzip = gzipSync(await res.body(), { level: 9 }).length;
      } catch {
        /* redirected */
      }
    }
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  phase = 'dashboard';
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/dashboard/);
  await page.getByTestId('sidebar').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await browser.close();
  if (process.env.BENCH_VERBOSE)
    for (const [k, v] of Object.entries(phases)) console.log(k, [...v].map((u) => u.replace(base, '')).join(' '));
  const sum = (urls: Set<string>, exclude = new Set<string>()): Weight => {
    const w = { js: 0, css: 0, files: 0 };
    for (const u of urls) {
      if (exclude.has(u)) continue;
      const s = seen.get(u)!;
      w[s.type] += s.gzip;
      w.files++;
    }
    return w;
  };
  return { login: sum(phases.login), dashboard: sum(phases.dashboard, phases.login) };
}

async function lighthouseScores(
  base: string,
  path: string,
  signedIn: boolean,
): Promise<{ perf: number; a11y: number; tbt: number; lcp: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    if (signedIn) {
      // Sign the browser in through the login form; Lighthouse then keeps its storage.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
      await page.type('#username', 'admin');
      await page.type('#password', 'admin123456');
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
        page.click('[data-testid="login-submit"]'),
      ]);
      await page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 15_000 });
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      `${base}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      },
      desktopConfig,
    );
    const lhr = result!.lhr;
    return {
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function webWeightBench(): Promise<void> {
  execSync('node scripts/build-web-if-needed.mjs', { cwd: path.resolve(import.meta.dirname, '..'), stdio: 'inherit' });
  const bench = await startBench({}, { web: true });
  try {
    const w = await assetWeights(bench.url);
    console.log('\n== Console weight (production build, gzip -9 of what the browser loads) ==');
    console.log(
      `login route /: JS ${fmt(w.login.js / 1024, 1)} KB, CSS ${fmt(w.login.css / 1024, 1)} KB (${w.login.files} ` +
        `files)`,
    );
    console.log(
      `after login, /dashboard adds: JS ${fmt(w.dashboard.js / 1024, 1)} KB, CSS ${fmt(w.dashboard.css / 1024, 1)} ` +
        `KB (${w.dashboard.files} files)`,
    );
    for (const [path, auth] of [
      ['/', false],
      ['/dashboard', true],
    ] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseScores(bench.url, path, auth));
      console.log(
        `Lighthouse desktop ${path}: performance ${median(runs.map((r) => r.perf))} (runs ` +
          `${runs.map((r) => r.perf).join(', ')}), accessibility ${median(runs.map((r) => r.a11y))}, TBT ` +
          `${fmt(median(runs.map((r) => r.tbt)), 0)} ms, LCP ${fmt(median(runs.map((r) => r.lcp)), 0)} ms`,
      );
    }
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await webWeightBench();
