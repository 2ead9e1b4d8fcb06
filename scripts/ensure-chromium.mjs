// Makes sure Debian's Chromium is installed for the browser tests (Playwright cannot download
// browsers here). Installs it with apt-get when running as root; otherwise explains what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log('Chromium is missing: installing Debian packages chromium and fonts-noto-cjk ...');
  try {
    const run = (args) =>
      execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']);
  } catch {
    throw new Error(`Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROME_PATH.`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} after installing.`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
