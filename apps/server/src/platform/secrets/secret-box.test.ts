import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { dataDirSecret } from './data-dir-secret.ts';
import { SecretBox, SecretBoxError } from './secret-box.ts';

const KEY = 'a-test-key-of-at-least-thirty-two-characters';
const box = new SecretBox(KEY);

/** The sealed value with one character of part `i` (0 version, 1 iv, 2 tag, 3 data) changed. */
function altered(sealed: string, i: number): string {
  const parts = sealed.split(':');
  const p = parts[i]!;
  parts[i] = (p[0] === 'A' ? 'B' : 'A') + p.slice(1);
  return parts.join(':');
}

describe('secret box', () => {
  it('opens what it sealed, in the versioned form v1:<iv>:<tag>:<data>', () => {
    for (const plain of ['mch-0001', 'sk_live_Zx9 ünïcødé 秘密 🔑', '', 'x'.repeat(2000)]) {
      const sealed = box.encrypt(plain);
      expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/);
      expect(sealed).not.toContain(plain || '\u0000');
      expect(SecretBox.isSealed(sealed)).toBe(true);
      expect(box.decrypt(sealed)).toBe(plain);
    }
    // another box with the same key reads it (a restart, a second process)
    expect(new SecretBox(KEY).decrypt(box.encrypt('merchant'))).toBe('merchant');
  });

  it('writes a different value each time (random IV)', () => {
    const sealed = Array.from({ length: 20 }, () => box.encrypt('same secret'));
    expect(new Set(sealed).size).toBe(20);
    expect(new Set(sealed.map((s) => s.split(':')[1])).size).toBe(20);
  });

  it('refuses an altered value: IV, tag, data, version or shape', () => {
    const sealed = box.encrypt('api-key-123456');
    for (const i of [1, 2, 3]) expect(() => box.decrypt(altered(sealed, i))).toThrow(SecretBoxError);
    const [, iv, tag, data] = sealed.split(':');
    for (const bad of [
      `v2:${iv}:${tag}:${data}`,
      `${iv}:${tag}:${data}`,
      `v1:${iv}:${tag}`,
      `v1:${iv}:${tag}:${data}:extra`,
      `v1:${iv}:${tag}:${data}AA==`,
      `v1:${iv}:${tag!.slice(4)}:${data}`,
      `v1:${iv}:${tag}:%%%`,
      'api-key-123456',
      '',
    ]) {
      expect(() => box.decrypt(bad)).toThrow(SecretBoxError);
    }
  });

  it('refuses a value sealed with another key, or for another place', () => {
    const other = new SecretBox('another-key-of-at-least-thirty-two-chars');
    expect(() => other.decrypt(box.encrypt('merchant'))).toThrow(SecretBoxError);
    expect(() => box.decrypt(other.encrypt('merchant'))).toThrow(SecretBoxError);
    const bound = box.encrypt('merchant', 'payment:1:apiKey');
    expect(box.decrypt(bound, 'payment:1:apiKey')).toBe('merchant');
    expect(() => box.decrypt(bound, 'payment:2:apiKey')).toThrow(SecretBoxError);
    expect(() => box.decrypt(bound)).toThrow(SecretBoxError);
  });

  it('refuses a short key', () => {
    expect(() => new SecretBox('short')).toThrow(/at least 32/);
  });
});

describe('SECRET_KEY', () => {
  it('is read from the configuration (at least 32 characters) and otherwise kept in the data directory', () => {
    expect(loadConfig({ SECRET_KEY: KEY }).SECRET_KEY).toBe(KEY);
    expect(loadConfig({}).SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY/);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-secret-'));
    try {
      expect(dataDirSecret(KEY, dir, 'secret-key')).toBe(KEY);
      const generated = dataDirSecret(undefined, dir, 'secret-key');
      expect(generated).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(path.join(dir, 'secret-key'), 'utf8')).toBe(generated);
      expect(statSync(path.join(dir, 'secret-key')).mode & 0o777).toBe(0o600);
      // the next start reads the same key, so what was sealed still opens
      expect(dataDirSecret(undefined, dir, 'secret-key')).toBe(generated);
      const sealed = new SecretBox(generated).encrypt('merchant');
      expect(new SecretBox(dataDirSecret(undefined, dir, 'secret-key')).decrypt(sealed)).toBe('merchant');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
