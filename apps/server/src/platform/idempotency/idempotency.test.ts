import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { multipartFile } from '../../test-support/multipart.ts';
import { raced, times, watchWrites } from '../../test-support/race.ts';

describe('Idempotency-Key on state-changing POSTs', () => {
  let t: TestApp;
  let ak: string;
  const count = async (statement: string, params: unknown[] = []) =>
    Number((await t.database.raw(statement, params)).rows[0]!.n);
  const groupsNamed = (name: string) => count('select count(*)::int as n from admin_groups where name = $1', [name]);
  const auditOf = (action: string, name: string) =>
    count(`select count(*)::int as n from audit_log where action = $1 and after->>'name' = $2`, [action, name]);
  const addGroup = (body: unknown, key: string) =>
    t.post('/admin/setting/group/add', body, ak, { 'idempotency-key': key, 'accept-language': 'en' });

  beforeAll(async () => {
    t = await createTestApp();
    ak = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a request sent 10 times with one key once, and replays the same answer', async () => {
    const body = { name: 'Replay group', permissions: ['log'] };
    const responses = [];
    for (let i = 0; i < 10; i++) responses.push(await addGroup(body, 'key-sequential-0001'));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses[0]!.headers['idempotent-replayed']).toBeUndefined();
    for (const r of responses.slice(1)) {
      expect(r.headers['idempotent-replayed']).toBe('true');
      expect(r.json()).toEqual(responses[0]!.json());
    }
    expect(await groupsNamed('Replay group')).toBe(1);
    expect(await auditOf('group.add', 'Replay group')).toBe(1);
  });

  it(raced('runs 10 concurrent requests with one key once; the others write nothing'), async () => {
    const body = { name: 'Concurrent group', permissions: [] };
    // The idempotency records are watched too: only the sessions' activity is left out.
    const writes = await watchWrites(t, ['sessions']);
    const responses = await Promise.all(Array.from({ length: 10 }, () => addGroup(body, 'key-concurrent-0001')));
    const written = await writes.take();
    await writes.stop();
    const ok = responses.filter((r) => r.statusCode === 200);
    // The others arrive while the first is still running: 409, try again.
    const busy = responses.filter((r) => r.statusCode === 409);
    expect(ok.length + busy.length).toBe(10);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of busy) expect(r.json().msg).toBe(SERVER_MESSAGES.en['common.idempotency_in_progress']);
    expect(new Set(ok.map((r) => r.json().data.id)).size).toBe(1);
    expect(await groupsNamed('Concurrent group')).toBe(1);
    expect(await auditOf('group.add', 'Concurrent group')).toBe(1);
    // One request ran: its group, its audit row, its key claimed and then answered. The replays and the refused
    // (busy) ones wrote nothing at all, not even a key record.
    expect(written).toEqual(
      times(1, {
        'admin_groups insert': 1,
        'audit_counter write': 1,
        'audit_log insert': 1,
        'idempotency_keys insert': 1,
        // marked carried out inside the request's transaction, then answered
        'idempotency_keys update': 2,
      }),
    );

    const later = await addGroup(body, 'key-concurrent-0001');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().data.id).toBe(ok[0]!.json().data.id);
    expect(await groupsNamed('Concurrent group')).toBe(1);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const first = await addGroup({ name: 'Mismatch A', permissions: [] }, 'key-mismatch-0001');
    expect(first.statusCode).toBe(200);
    const other = await addGroup({ name: 'Mismatch B', permissions: [] }, 'key-mismatch-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe(422);
    expect(other.json().msg).toBe(SERVER_MESSAGES.en['common.idempotency_mismatch']);
    expect(await groupsNamed('Mismatch B')).toBe(0);
    // The same key on another endpoint is a different request too.
    const elsewhere = await t.post('/admin/setting/group/del', { id: first.json().data.id }, ak, {
      'idempotency-key': 'key-mismatch-0001',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await groupsNamed('Mismatch A')).toBe(1);
  });

  it('replays a refused request (409) as the same refusal, without running it again', async () => {
    const taken = await addGroup({ name: 'Taken name', permissions: [] }, 'key-taken-00001');
    expect(taken.statusCode).toBe(200);
    const auditBefore = await count('select count(*)::int as n from audit_log');
    const refused = await addGroup({ name: 'TAKEN NAME', permissions: [] }, 'key-refused-0001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.errors).toEqual([{ field: 'name', key: 'duplicate' }]);
    // Free the name: a re-run would now succeed, a replay must not.
    const g = taken.json().data;
    expect(
      (
        await t.post(
          '/admin/setting/group/edit',
          { id: g.id, version: g.version, name: 'Renamed', permissions: [] },
          ak,
        )
      ).statusCode,
    ).toBe(200);
    const replay = await addGroup({ name: 'TAKEN NAME', permissions: [] }, 'key-refused-0001');
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(refused.json());
    expect(await groupsNamed('TAKEN NAME')).toBe(0);
    expect(await count('select count(*)::int as n from audit_log')).toBe(auditBefore + 1); // only the rename
  });

  it("keeps keys per account: another account's identical request is its own", async () => {
    const supplierA = await t.login('supplier');
    const supplierB = await t.login('supplier2');
    const body = { suggest: 'Same words, same key', imgs: [] };
    const a = await t.post('/admin/help/suggest/add', body, supplierA, { 'idempotency-key': 'key-shared-00001' });
    const b = await t.post('/admin/help/suggest/add', body, supplierB, { 'idempotency-key': 'key-shared-00001' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().data.id).not.toBe(a.json().data.id);
    expect(b.json().data.supplierId).not.toBe(a.json().data.supplierId);
  });

  it(
    'fingerprints uploads by their file: the same key with another file is refused (422), with the same file ' +
      'replays',
    async () => {
      const file = (prefix: string) =>
        Buffer.from(
          `number,sku,name_zh-CN,name_en,name_es,name_ja,price\n` +
            `${prefix}-N-1,${prefix}-S-1,${[1, 2, 3, 4].map(() => `Upload ${prefix}`).join(',')},1.00\n`,
        );
      // Each call encodes the form again, with a new random boundary, as a browser's retry does.
      const upload = (content: Buffer, key: string, query = '', name = 'products.csv') => {
        const { payload, headers } = multipartFile('file', name, 'text/csv', content);
        return t.app.inject({
          method: 'POST',
          url: `/api/import/products${query}`,
          payload,
          remoteAddress: t.remoteAddress,
          headers: { ...headers, ak, 'idempotency-key': key, 'accept-language': 'en' },
        });
      };
      const products = (prefix: string) =>
        count(`select count(*)::int as n from products where sku like '${prefix}-S-%'`);
      const jobs = () => count('select count(*)::int as n from jobs');
      const jobsBefore = await jobs();
      const first = await upload(file('UPA'), 'key-upload-00001');
      expect(first.statusCode, first.body).toBe(200);
      await t.app.services.jobs.idle();
      expect(await products('UPA')).toBe(1);

      const other = await upload(file('UPB'), 'key-upload-00001');
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe(422);
      expect(other.json().msg).toBe(SERVER_MESSAGES.en['common.idempotency_mismatch']);
      // Another file name, or the dry run of the same file, is another request too.
      expect((await upload(file('UPA'), 'key-upload-00001', '', 'renamed.csv')).statusCode).toBe(422);
      expect((await upload(file('UPA'), 'key-upload-00001', '?dryRun=true')).statusCode).toBe(422);

      const same = await upload(file('UPA'), 'key-upload-00001');
      expect(same.statusCode).toBe(200);
      expect(same.headers['idempotent-replayed']).toBe('true');
      expect(same.json()).toEqual(first.json());
      await t.app.services.jobs.idle();
      expect(await products('UPB')).toBe(0);
      expect(await products('UPA')).toBe(1);
      expect(await jobs()).toBe(jobsBefore + 1);
    },
  );

  it(
    'fingerprints picture uploads the same way: the repeat stores nothing more, another picture under the key is ' +
      'refused',
    async () => {
      const picture = (background: string) =>
        sharp({ create: { width: 32, height: 24, channels: 3, background } })
          .png()
          .toBuffer();
      const upload = async (content: Buffer, key: string) => {
        const { payload, headers } = multipartFile('file', 'photo.png', 'image/png', content);
        return t.app.inject({
          method: 'POST',
          url: '/admin/upload/image',
          payload,
          remoteAddress: t.remoteAddress,
          headers: { ...headers, ak, 'idempotency-key': key, 'accept-language': 'en' },
        });
      };
      const files = () => count('select count(*)::int as n from files');
      const before = await files();
      const blue = await picture('#3366cc');
      const first = await upload(blue, 'key-picture-0001');
      expect(first.statusCode, first.body).toBe(200);
      const stored = await files(); // the picture and its thumbnail
      expect(stored).toBeGreaterThan(before);
      const again = await upload(blue, 'key-picture-0001');
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const other = await upload(await picture('#cc3333'), 'key-picture-0001');
      expect(other.statusCode).toBe(422);
      expect(other.json().msg).toBe(SERVER_MESSAGES.en['common.idempotency_mismatch']);
      expect(await files()).toBe(stored);
    },
  );

  it('answers an upload refused for its size the same way on a retry with the same key', async () => {
    const { payload, headers } = multipartFile('file', 'big.csv', 'text/csv', Buffer.alloc(33 * 1024 * 1024, 'a'));
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/import/products',
        payload,
        remoteAddress: t.remoteAddress,
        headers: { ...headers, ak, 'idempotency-key': 'key-upload-big01' },
      });
    const first = await send();
    expect(first.statusCode).toBe(422);
    expect(first.json().data.errors).toEqual([
      { field: 'file', key: 'too_big', params: { limit: expect.any(String) } },
    ]);
    const again = await send();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
  });

  describe('when the instance running a request died', () => {
    const claimOf = async (key: string) =>
      (await t.database.raw('select id, committed_at, response_status from idempotency_keys where key = $1', [key]))
        .rows[0] as { id: number; committed_at: Date | null; response_status: number | null } | undefined;
    /** Leaves the key's claim as a dead instance would: no answer, claimed long ago, carried out or not. */
    const orphan = (key: string, carriedOut: boolean) =>
      t.database.raw(
        `update idempotency_keys set response_status = null, response_body = null,
           created_at = now() - interval '1 hour'${carriedOut ? '' : ', committed_at = null'} where key = $1`,
        [key],
      );

    it('marks the claim carried out in the transaction of its writes', async () => {
      const res = await addGroup({ name: 'Marked group', permissions: [] }, 'key-marked-00001');
      expect(res.statusCode).toBe(200);
      const row = await claimOf('key-marked-00001');
      expect(row?.committed_at).not.toBeNull();
      expect(row?.response_status).toBe(200);
    });

    it('a retry takes over a claim that was never carried out and runs the request once', async () => {
      const body = { name: 'Taken over group', permissions: [] };
      const first = await addGroup(body, 'key-takeover-0001');
      expect(first.statusCode).toBe(200);
      // As if the instance had died before its transaction committed: none of its writes are in.
      await t.database.raw('delete from admin_groups where name = $1', [body.name]);
      await orphan('key-takeover-0001', false);
      const retry = await addGroup(body, 'key-takeover-0001');
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await groupsNamed(body.name)).toBe(1);
      const again = await addGroup(body, 'key-takeover-0001');
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await groupsNamed(body.name)).toBe(1);
    });

    it('a retry of a request carried out without an answer says so and runs nothing', async () => {
      const body = { name: 'Carried out group', permissions: [] };
      expect((await addGroup(body, 'key-carried-00001')).statusCode).toBe(200);
      await orphan('key-carried-00001', true);
      const audit = await count('select count(*)::int as n from audit_log');
      const retry = await addGroup(body, 'key-carried-00001');
      expect(retry.statusCode).toBe(409);
      expect(retry.json().msg).toBe(SERVER_MESSAGES.en['common.idempotency_done']);
      expect(await groupsNamed(body.name)).toBe(1);
      expect(await count('select count(*)::int as n from audit_log')).toBe(audit);
    });

    it('a claim younger than the lease still belongs to its request: a retry is told to wait', async () => {
      const body = { name: 'Young claim group', permissions: [] };
      expect((await addGroup(body, 'key-young-000001')).statusCode).toBe(200);
      await t.database.raw(
        `update idempotency_keys set response_status = null, response_body = null, committed_at = null
         where key = $1`,
        ['key-young-000001'],
      );
      const retry = await addGroup(body, 'key-young-000001');
      expect(retry.statusCode).toBe(409);
      expect(retry.json().msg).toBe(SERVER_MESSAGES.en['common.idempotency_in_progress']);
      expect(await groupsNamed(body.name)).toBe(1);
    });
  });

  it('refuses a malformed key', async () => {
    const res = await addGroup({ name: 'Bad key', permissions: [] }, 'short');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual([{ field: 'Idempotency-Key', key: 'invalid' }]);
    expect(await groupsNamed('Bad key')).toBe(0);
  });
});
