// Browser tests: builds the console if needed, makes sure Chromium is there, then runs the
// Playwright specs (the e2e vitest project starts its own server on a temporary database).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
for (const [cmd, args] of [
  ['node', ['scripts/build-web-if-needed.mjs']],
  ['vitest', ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]],
]) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
