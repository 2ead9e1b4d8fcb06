import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { spawnServer, type ServerProcess } from '../../apps/server/src/test-support/over-http.ts';
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const mailDir = path.join(dataDir, 'sent-mail');
  const sink = await startMailSink(mailDir);
  // The browser starts while the server seeds.
  const browserStarting = startBrowserServer();
  let server: ServerProcess;
  let browser: Awaited<typeof browserStarting>;
  try {
    server = await spawnServer(
      {
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
      // Migrating and seeding the demo data takes about half a minute on an idle machine, several
      // minutes on a busy one. E2E_SERVER_LOG=<file> keeps the server's output there too.
      { readyWithinMs: 600_000, keepOutput: process.env.E2E_SERVER_LOG },
    );
    browser = await browserStarting;
  } catch (err) {
    await sink.close();
    await browserStarting.then(
      (b) => b.close(),
      () => undefined,
    );
    throw err;
  }
  const { child, url: baseURL } = server;
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
