// `npm test`: every unit and integration suite (shared, server, web), then the browser tests
// against a real server on the embedded database.
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

run('vitest', ['run']);
run('node', ['scripts/e2e.mjs']);
