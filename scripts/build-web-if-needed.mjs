// Builds the console (apps/web/dist) when it is missing or older than its sources, so
// `npm start` serves an up-to-date console without rebuilding on every start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/shared/src')];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
if (process.env.FORCE_WEB_BUILD || builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the console ...');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
