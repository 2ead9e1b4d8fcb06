import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as tar from 'tar';

/** The file in the data directory holding the token `npm run backup` shows the running server. */
export const OPS_TOKEN_FILE = 'ops-token';

/** The data directory's small secrets a restored store needs (sealed credentials, cookies). */
export const DATA_DIR_SECRETS = ['secret-key', 'cookie-secret'] as const;

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
  filesDir: string;
}

/** A stored upload: content-addressed files and their thumbnails (never changed once written). */
const STORED_FILE = /^[a-f0-9]{64}\.[a-z0-9]+$/;

/**
 * Writes one archive (tar.gz) with the database dump (PGlite), the uploaded files and the data
 * directory's secrets. Consistency with uploads written meanwhile: a file is written whole (a
 * rename) before the row that names it commits, and is never changed or deleted; the database is
 * dumped first and the files are listed after, so every file a dumped row names is in the
 * listing. Files uploaded after the dump come along unreferenced, which does no harm.
 */
export async function writeBackup(source: BackupSource, target: string): Promise<BackupManifest> {
  const stage = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    if (source.kind === 'pglite') {
      if (!source.dump) throw new Error('the embedded database cannot be dumped');
      const blob = await source.dump();
      await writeFile(path.join(stage, 'database.tar'), Buffer.from(await blob.arrayBuffer()));
    }
    const names = existsSync(source.filesDir)
      ? (await readdir(source.filesDir)).filter((n) => STORED_FILE.test(n)).sort()
      : [];
    await symlink(path.resolve(source.filesDir), path.join(stage, 'files'));
    await mkdir(path.join(stage, 'secrets'));
    const secrets: string[] = [];
    for (const s of DATA_DIR_SECRETS) {
      const from = path.join(source.dataDir, s);
      if (!existsSync(from)) continue;
      await writeFile(path.join(stage, 'secrets', s), await readFile(from), { mode: 0o600 });
      secrets.push(`secrets/${s}`);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: source.kind,
      files: names.length,
    };
    await writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(target)), { recursive: true });
    const partial = `${target}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: stage, follow: true, portable: true }, [
      'manifest.json',
      ...(source.kind === 'pglite' ? ['database.tar'] : []),
      ...secrets,
      ...names.map((n) => `files/${n}`),
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
  await tar.extract({ file: archive, cwd: dataDir, strict: true });
  const manifest = JSON.parse(await readFile(path.join(dataDir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`unknown backup format ${String(manifest.format)}`);
  for (const s of DATA_DIR_SECRETS) {
    const from = path.join(dataDir, 'secrets', s);
    if (existsSync(from)) await writeFile(path.join(dataDir, s), await readFile(from), { mode: 0o600 });
  }
  await rm(path.join(dataDir, 'secrets'), { recursive: true, force: true });
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
  await rm(path.join(dataDir, 'manifest.json'));
  return manifest;
}
