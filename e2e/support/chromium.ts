import { chromium, type BrowserServer } from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/**
 * The one Chromium of an e2e run, started by the global setup: every spec file connects to it
 * (`launch()` in browser.ts) and works in its own contexts, instead of starting a browser of its own.
 */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });
}
