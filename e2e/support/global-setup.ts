import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/src/test-support/over-http.ts';
import { startBrowserServer } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** where the local mail sink writes each message it receives (one .eml file per message) */
    mailDir: string;
    /** the mail sink's port on 127.0.0.1 (what the mail settings screen can be pointed at) */
    mailPort: number;
    /** the run's one Chromium, which every spec file connects to */
    browserWSEndpoint: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // Migrating and seeding the demo data takes about half a minute on an idle machine, several
  // minutes on a busy one: a server that exits early is caught at once anyway.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/verify/csrf`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start in time:\n${log()}`);
}

/** A local SMTP server standing in for the shop's mail relay: every message it accepts is written to `dir`. */
async function startMailSink(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${String(++count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts, once for the whole run, the real server on the embedded database with demo data (on a
 * free port, sending mail to a local sink) and the Chromium every spec file connects to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const mailDir = path.join(dataDir, 'sent-mail');
  const sink = await startMailSink(mailDir);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_IP_LIMIT: '1000',
      SESSION_IDLE_MINUTES: '120',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      SMTP_FROM: 'Demo Shop <shop@example.com>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // E2E_SERVER_LOG=<file> keeps the server's output there too (to look at a failed run).
  const keep = process.env.E2E_SERVER_LOG;
  const hear = (d: Buffer) => {
    output += d;
    if (keep) appendFileSync(keep, d);
  };
  child.stdout!.on('data', hear);
  child.stderr!.on('data', hear);
  const baseURL = `http://127.0.0.1:${port}`;
  // The browser starts while the server seeds.
  const browserStarting = startBrowserServer();
  let browser: Awaited<typeof browserStarting>;
  try {
    await waitReady(baseURL, child, () => output);
    browser = await browserStarting;
  } catch (err) {
    child.kill('SIGTERM');
    await sink.close();
    await browserStarting.then(
      (b) => b.close(),
      () => undefined,
    );
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('mailPort', sink.port);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
