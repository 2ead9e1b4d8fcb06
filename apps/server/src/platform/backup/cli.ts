import { existsSync, readFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { OPS_TOKEN_FILE, RestoreRefused, restoreBackup, writeBackup, type BackupManifest } from './archive.ts';
import { backupName } from './backup-service.ts';

// `npm run backup [-- --out FILE]` and `npm run restore -- FILE`, with the server's configuration
// (DATA_DIR, DATABASE_URL, PORT, BACKUP_DIR) from the environment.

const usage = 'usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE';

async function askRunningServer(dataDir: string, port: number): Promise<{ file: string; manifest: BackupManifest }> {
  const tokenFile = path.join(dataDir, OPS_TOKEN_FILE);
  if (!existsSync(tokenFile)) throw new Error(`the running server has not written ${tokenFile} yet`);
  const res = await fetch(`http://127.0.0.1:${port}/ops/backup`, {
    method: 'POST',
    headers: { 'x-ops-token': readFileSync(tokenFile, 'utf8').trim() },
  });
  if (!res.ok) throw new Error(`the running server refused the backup (HTTP ${res.status})`);
  return (await res.json()) as { file: string; manifest: BackupManifest };
}

async function backup(out: string | undefined): Promise<void> {
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const target = path.resolve(out ?? path.join(config.BACKUP_DIR ?? path.join(dataDir, 'backups'), backupName()));
  const backupDir = path.resolve(config.BACKUP_DIR ?? path.join(dataDir, 'backups'));
  let made: { file: string; manifest: BackupManifest };
  if (config.DATABASE_URL) {
    // PostgreSQL: the database is backed up with pg_dump; this archive holds the uploads and secrets.
    made = { file: target, manifest: await writeBackup({ kind: 'postgres', dataDir, backupDir }, target) };
  } else {
    let release: (() => void) | null = null;
    try {
      release = lockDataDir(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
    }
    if (release) {
      // No server runs on this data directory: open it here.
      try {
        const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), migrate: false });
        try {
          const source = { kind: 'pglite' as const, dump: database.dump, dataDir, backupDir };
          made = { file: target, manifest: await writeBackup(source, target) };
        } finally {
          await database.close();
        }
      } finally {
        release();
      }
    } else {
      made = await askRunningServer(dataDir, config.PORT);
      if (out) {
        await copyFile(made.file, target);
        made = { ...made, file: target };
      }
    }
  }
  const what = made.manifest.database === 'pglite' ? 'database and' : 'no database (use pg_dump),';
  console.log(`Backup written: ${made.file} (${what} ${made.manifest.files} uploaded files)`);
}

async function restore(file: string | undefined): Promise<void> {
  if (!file) throw new RestoreRefused(usage);
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const manifest = await restoreBackup(path.resolve(file), dataDir);
  console.log(
    manifest.database === 'pglite'
      ? `Restored into ${dataDir}: the database and ${manifest.files} uploaded files. Start with npm start.`
      : `Restored ${manifest.files} uploaded files into ${dataDir}; restore the database with pg_restore.`,
  );
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') {
    const i = args.indexOf('--out');
    await backup(i >= 0 ? args[i + 1] : undefined);
  } else if (command === 'restore') await restore(args[0]);
  else throw new RestoreRefused(usage);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
