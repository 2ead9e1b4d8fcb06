import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, IMPLICIT_PERMISSIONS, normalisePermissions } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { checkPermissions, PROTECTED } from '../../test-support/permission-check.ts';

/**
 * The permission matrix of one key at a time: a management group holding exactly one key (what a
 * group editor saves for it: the key and its ancestors), an administrator in it, and every
 * protected endpoint sent a valid request in that session. Only the endpoints of the key, its
 * ancestors and the keys every account has reach their handler; every other one answers 403 and
 * writes nothing. The keys are a sample drawn from the seed (PERMISSION_SEED, printed in the test
 * names' describe); PERMISSION_SAMPLE sets how many.
 */
const int = (name: string, fallback: number) => {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return n;
};
const SEED = int('PERMISSION_SEED', (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0);
const SAMPLE = int('PERMISSION_SAMPLE', 12);

/** Keys a staff group can hold that guard at least one endpoint. */
const GUARDING = ALL_PERMISSIONS.filter(
  (key) => !IMPLICIT_PERMISSIONS.includes(key) && PROTECTED.some((e) => e.permission === key),
);
const COUNT = Math.min(SAMPLE, GUARDING.length);
const [KEYS] = fc.sample(fc.shuffledSubarray([...GUARDING], { minLength: COUNT, maxLength: COUNT }), {
  seed: SEED,
  numRuns: 1,
});

describe(`permission matrix, one key per group (replay with PERMISSION_SEED=${SEED})`, () => {
  let t: TestApp;
  let adminAk: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws a sample of keys that guard endpoints', () => {
    expect(GUARDING.length).toBeGreaterThan(30);
    expect(KEYS!.length).toBe(COUNT);
  });

  it.each(KEYS!.map((key, i) => [key, i] as const))(
    'a group holding only %s reaches exactly its endpoints',
    async (key, i) => {
      const group = await t.post('/admin/setting/group/add', { name: `Only ${key}`, permissions: [key] }, adminAk);
      expect(group.statusCode, group.body).toBe(200);
      const username = `only_key_${i}`;
      const password = 'One-key-pass-1';
      const admin = await t.post(
        '/admin/setting/admin/add',
        { username, truename: `Only ${key}`, password, groupId: group.json().data.id },
        adminAk,
      );
      expect(admin.statusCode, admin.body).toBe(200);
      // Sign-ins are limited per address: each account signs in from its own.
      const signedIn = await t.signIn(username, password, { remoteAddress: `198.18.${i >> 8}.${i & 255}` });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const { ak, power } = signedIn.json().data as { ak: string; power: string[] };

      const expected = new Set([...normalisePermissions([key]).keys, ...IMPLICIT_PERMISSIONS]);
      expect(new Set(power)).toEqual(expected);

      const result = await checkPermissions(t, ak, expected);
      expect(result.mismatches).toEqual([]);
      expect(result.ran).toBe(PROTECTED.filter((e) => expected.has(e.permission!)).length);
      expect(result.ran).toBeGreaterThanOrEqual(PROTECTED.filter((e) => e.permission === key).length);
      expect(result.refused).toBe(PROTECTED.length - result.ran);
    },
  );
});
