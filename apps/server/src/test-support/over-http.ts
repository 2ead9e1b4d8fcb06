import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A TCP port free on 127.0.0.1 right now (for a server a test or benchmark starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Signs in over HTTP as the login form does (a CSRF token first); answers the session code (ak). */
export async function signInOverHttp(baseUrl: string, username: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/verify/csrf`);
  const cookie = String(csrf.headers.get('set-cookie')).split(';')[0]!;
  const token = ((await csrf.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const res = await fetch(`${baseUrl}/admin/passport/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, csrf_token: token, submit: 'login' }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { ak: string } }).data.ak;
}

/** A server process a test or the browser tests' setup started (`spawnServer`). */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** everything it printed so far */
  output(): string;
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Starts the real server (`apps/server/src/main.ts`) on a free port of 127.0.0.1 with `env` over
 * this process's, and answers once `/health/ready` says ready. A server that exits first, or is
 * not ready within `readyWithinMs`, is stopped and reported with its output. `keepOutput`: a file
 * that gets a copy of the output too.
 */
export async function spawnServer(
  env: Record<string, string | undefined>,
  opts: { readyWithinMs?: number; keepOutput?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const hear = (d: Buffer) => {
    output += d;
    if (opts.keepOutput) appendFileSync(opts.keepOutput, d);
  };
  child.stdout!.on('data', hear);
  child.stderr!.on('data', hear);
  const server = { child, port, url: `http://127.0.0.1:${port}`, output: () => output };
  const deadline = Date.now() + (opts.readyWithinMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${server.url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
