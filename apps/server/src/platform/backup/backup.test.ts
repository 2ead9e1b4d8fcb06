import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { png, uploadHelpers } from '../files/upload-fixtures.ts';
import { brokenInvariants } from '../../test-support/invariants.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { orderHelpers, useOrderWorld } from '../../modules/order/order-fixtures.ts';
import { RestoreRefused, restoreBackup } from './archive.ts';
import { OPS_TOKEN_FILE } from './archive.ts';

const tmp = () => mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));

describe('backup and restore', () => {
  const { world } = useOrderWorld();
  const { product, order } = orderHelpers(() => world);
  const uploads = uploadHelpers(() => world.t);
  const t = (): TestApp => world.t;

  it('a backup taken during writes restores to consistent data with every referenced upload', async () => {
    const { adminAk, supplierA } = world;
    writeFileSync(path.join(t().config.DATA_DIR, 'secret-key'), 'the-data-dir-secret-key');
    // files other stores keep in the data directory (applicants' uploads, supplier documents)
    mkdirSync(path.join(t().config.DATA_DIR, 'supplier-applications'), { recursive: true });
    writeFileSync(path.join(t().config.DATA_DIR, 'supplier-applications', 'a1b2c3'), 'an applicant file');
    const goods = await product(supplierA, 500);
    let writing = true;
    let started!: () => void;
    const underWay = new Promise<void>((r) => (started = r));
    const writes = (async () => {
      let i = 0;
      while (writing && i < 40) {
        i++;
        if (i === 3) started();
        const picture = await png(40 + i, 30, [i * 5, 100, 200 - i * 3]);
        const [up] = await Promise.all([
          uploads.send('/admin/upload/logo', adminAk, `p${i}.png`, 'image/png', picture),
          order([{ productId: goods.id, quantity: 1 }]),
        ]);
        expect(up.statusCode, up.body).toBe(200);
      }
    })();
    await underWay;
    const { file, manifest } = await t().app.services.backups.create();
    writing = false;
    await writes;
    expect(existsSync(file)).toBe(true);

    const dir = await tmp();
    expect((await restoreBackup(file, dir)).database).toBe(t().database.kind);
    expect(existsSync(path.join(dir, 'secret-key'))).toBe(true);
    expect(existsSync(path.join(dir, 'supplier-applications', 'a1b2c3'))).toBe(true);
    expect(existsSync(path.join(dir, 'backups'))).toBe(false);
    if (manifest.database !== 'pglite') {
      // PostgreSQL: the archive holds the uploads (the database goes through pg_dump).
      expect(readdirSync(path.join(dir, 'files')).length).toBe(manifest.files);
      return;
    }
    const restored = await openDatabase({ dataDir: path.join(dir, 'pglite'), migrate: false });
    try {
      expect(await brokenInvariants({ database: restored } as TestApp)).toEqual([]);
      const { rows } = await restored.raw(`select name, thumb from files`);
      expect(rows.length).toBeGreaterThan(0);
      const missing = rows
        .flatMap((r) => [String(r.name), String(r.thumb)])
        .filter((n) => n !== '' && !existsSync(path.join(dir, 'files', n)));
      expect(missing).toEqual([]);
      // the orders written before the backup are in it, and it took some while writes went on
      const n = Number(
        (await restored.raw(`select count(*)::int as n from order_lines where product_id = $1`, [goods.id])).rows[0]!.n,
      );
      expect(n).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  });

  it('restore refuses a directory that is not empty', async () => {
    const { file } = await t().app.services.backups.create();
    const dir = await tmp();
    mkdirSync(path.join(dir, 'files'));
    await expect(restoreBackup(file, dir)).rejects.toBeInstanceOf(RestoreRefused);
    expect(readdirSync(dir)).toEqual(['files']);
  });

  it('POST /ops/backup answers only this machine with the data directory token; old backups are pruned', async () => {
    const token = (await import('node:fs')).readFileSync(path.join(t().config.DATA_DIR, OPS_TOKEN_FILE), 'utf8');
    const post = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t().app.inject({ method: 'POST', url: '/ops/backup', headers, remoteAddress });
    expect((await post({})).statusCode).toBe(404);
    expect((await post({ 'x-ops-token': 'wrong' })).statusCode).toBe(404);
    expect((await post({ 'x-ops-token': token }, '10.1.2.3')).statusCode).toBe(404);
    const ok = await post({ 'x-ops-token': token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(existsSync(ok.json().file)).toBe(true);
    const backups = t().app.services.backups;
    expect((await backups.list()).length).toBeGreaterThanOrEqual(2);
    await backups.prune(1);
    expect(await backups.list()).toEqual([path.basename(ok.json().file)]);
  });
});
