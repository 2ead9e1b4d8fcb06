import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { writeBackup, type BackupManifest, type BackupSource } from './archive.ts';

const NAME = /^backup-\d{8}-\d{9}\.tar\.gz$/;

/** `backup-20261124-154012345.tar.gz`: UTC date, time and milliseconds (names sort by age). */
export function backupName(at = new Date()): string {
  const iso = at.toISOString().replace(/[-:.]/g, '');
  return `backup-${iso.slice(0, 8)}-${iso.slice(9, 18)}.tar.gz`;
}

/**
 * Backups of a running server: one at a time, into the backup directory (DATA_DIR/backups unless
 * configured), the oldest pruned beyond the count kept. `npm run backup` asks the running server
 * through POST /ops/backup; the nightly job (Settings > system) calls it itself.
 */
export class BackupService {
  private running: Promise<{ file: string; manifest: BackupManifest }> | null = null;

  constructor(
    private readonly source: BackupSource,
    readonly dir: string,
  ) {}

  /** Takes a backup; a request while one runs gets that one's answer. */
  create(): Promise<{ file: string; manifest: BackupManifest }> {
    this.running ??= (async () => {
      try {
        let file = path.join(this.dir, backupName());
        // two within one millisecond: the next millisecond's name
        for (let t = Date.now() + 1; existsSync(file); t++) file = path.join(this.dir, backupName(new Date(t)));
        return { file, manifest: await writeBackup(this.source, file) };
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** The backups kept, newest first. */
  async list(): Promise<string[]> {
    if (!existsSync(this.dir)) return [];
    return (await readdir(this.dir))
      .filter((n) => NAME.test(n))
      .sort()
      .reverse();
  }

  /** Deletes all but the newest `keep`; answers how many went. */
  async prune(keep: number): Promise<number> {
    const old = (await this.list()).slice(keep);
    for (const n of old) await rm(path.join(this.dir, n), { force: true });
    return old.length;
  }
}

/** Whether a request comes from this machine itself (the socket's peer, not a forwarded address). */
function fromLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * POST /ops/backup: for `npm run backup` on the same machine, which proves it may read the data
 * directory by sending the token kept there (`ops-token`). Anything else answers 404.
 */
export function backupRoutes(app: FastifyInstance, backups: BackupService, opsToken: string): void {
  app.post('/ops/backup', { config: { platform: true }, schema: { hide: true } }, async (req, reply) => {
    const given = Buffer.from(String(req.headers['x-ops-token'] ?? ''));
    const expected = Buffer.from(opsToken);
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok || !fromLoopback(req.socket.remoteAddress)) return reply.code(404).send({ code: 404, msg: 'Not found' });
    const { file, manifest } = await backups.create();
    return reply.send({ file, manifest });
  });
}
