import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as tar from 'tar';

/** The file in the data directory holding the token `npm run backup` shows the running server. */
export const OPS_TOKEN_FILE = 'ops-token';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** pglite: the archive holds the database; postgres: files only (the database via pg_dump) */
  database: 'pglite' | 'postgres';
  files: number;
}

export interface BackupSource {
  kind: 'pglite' | 'postgres';
  /** PGlite: a consistent dump of the data directory (a tarball), taken between statements */
  dump?: () => Promise<Blob>;
  dataDir: string;
  /** where backups are written: left out of the archive when inside the data directory */
  backupDir?: string;
}

/** What of the data directory is not copied file by file: the database (dumped), the lock, other backups. */
const SKIPPED = new Set(['pglite', 'backups', 'server.lock', OPS_TOKEN_FILE]);

/** Every file of the data directory a restore needs, relative to it, in a stable order. */
async function dataFiles(dataDir: string, backupDir: string | undefined): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const skipDir = backupDir ? path.relative(path.resolve(dataDir), path.resolve(backupDir)) : null;
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp') && !e.name.endsWith('.partial'))
    .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)))
    .filter((rel) => {
      const top = rel.split(path.sep)[0]!;
      return !SKIPPED.has(top) && !(skipDir && !skipDir.startsWith('..') && rel.startsWith(skipDir + path.sep));
    })
    .sort();
}

/**
 * Writes one archive (tar.gz) with the database dump (PGlite) and the data directory's files:
 * uploads, supplier documents, applicants' files and the keys. Consistency with files written
 * meanwhile: every store writes a file whole (a temporary name, then a rename, or a new
 * content-addressed name) before the row that names it commits, and never changes it; the
 * database is dumped first and the files are listed after, so every file a dumped row names is in
 * the listing. Files written after the dump come along unreferenced, which does no harm.
 */
export async function writeBackup(source: BackupSource, target: string): Promise<BackupManifest> {
  const stage = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    if (source.kind === 'pglite') {
      if (!source.dump) throw new Error('the embedded database cannot be dumped');
      const blob = await source.dump();
      await writeFile(path.join(stage, 'database.tar'), Buffer.from(await blob.arrayBuffer()));
    }
    const names = await dataFiles(source.dataDir, source.backupDir ?? path.join(source.dataDir, 'backups'));
    await symlink(path.resolve(source.dataDir), path.join(stage, 'data'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: source.kind,
      files: names.filter((n) => n.startsWith(`files${path.sep}`)).length,
    };
    await writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(target)), { recursive: true });
    const partial = `${target}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: stage, follow: true, portable: true }, [
      'manifest.json',
      ...(source.kind === 'pglite' ? ['database.tar'] : []),
      ...names.map((n) => `data/${n.split(path.sep).join('/')}`),
    ]);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores an archive into an empty data directory: the uploaded files, the secrets and (for a
 * PGlite backup) the database, which is opened once from the dump so it is ready to start on.
 * A directory that exists and holds anything is refused.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<BackupManifest> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new RestoreRefused(`${dataDir} is not empty: restore only into an empty data directory`);
  await mkdir(dataDir, { recursive: true });
  const stage = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  let manifest: BackupManifest;
  try {
    await tar.extract({ file: archive, cwd: stage, strict: true });
    manifest = JSON.parse(await readFile(path.join(stage, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefused(`unknown backup format ${String(manifest.format)}`);
    if (existsSync(path.join(stage, 'data'))) await cp(path.join(stage, 'data'), dataDir, { recursive: true });
    if (existsSync(path.join(stage, 'database.tar')))
      await cp(path.join(stage, 'database.tar'), path.join(dataDir, 'database.tar'));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
  if (manifest.database === 'pglite') {
    const dump = path.join(dataDir, 'database.tar');
    const client = new PGlite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([await readFile(dump)]),
      extensions: { pg_trgm },
    });
    await client.waitReady;
    await client.close();
    await rm(dump);
  }
  return manifest;
}
