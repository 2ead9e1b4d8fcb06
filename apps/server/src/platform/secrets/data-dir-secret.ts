import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from the configuration, or else one generated once into the data directory and read
 * from there on every later start (file mode 0600). The cookie secret and the secret box's key
 * are kept this way: set them in the configuration when several processes share one database.
 */
export function dataDirSecret(configured: string | undefined, dataDir: string, file: string): string {
  if (configured) return configured;
  const where = path.join(dataDir, file);
  if (existsSync(where)) return readFileSync(where, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(where, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // written by another start in the meantime: that one is the secret
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(where, 'utf8').trim();
    throw err;
  }
  return secret;
}
