import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test-support/multipart.ts';
import { tableState } from '../../../test-support/table-state.ts';
import { useWorld } from '../../../test-support/world.ts';
import { BALANCE_BROKEN, en, openSettlementWorld, settlementHelpers } from './settlement-fixtures.ts';

// The settlement voucher as a picture: uploaded by staff, given instead of (or with) the bank
// reference, kept on the batch, shown to the batch's supplier only.

const w = useWorld(openSettlementWorld);
const h = settlementHelpers(() => w);
const SETTLE = '/admin/supply/settlement/settle';
const UPLOAD = '/admin/upload/settlement';

async function send(content: Buffer, ak: string, filename = 'voucher.png', type = 'image/png') {
  const { payload, headers } = multipartFile('file', filename, type, content);
  return w.t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { ...headers, ...en, ak },
    remoteAddress: w.t.remoteAddress,
  });
}

const picture = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A batch of supplier A to be settled, in a month of its own. */
async function openBatch(period: string) {
  await h.order(w.a, `${period}-12T10:00:00Z`, [[12_000, 1, 999_999]]);
  await h.run(period);
  return (await h.batchOf(w.a, period))!;
}

describe('settlement voucher as a picture', () => {
  it('stores a voucher picture for staff who settle, refuses suppliers and what is no picture', async () => {
    const res = await send(await picture(), w.adminAk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ url: expect.stringMatching(/^\/files\/[a-f0-9]{64}\.png$/) });
    expect((await send(await picture(), w.aAk)).statusCode).toBe(403);
    const text = await send(Buffer.from('not a picture at all'), w.adminAk, 'voucher.png');
    expect(text.statusCode).toBe(422);
    expect(text.json().msg).toContain('JPG or PNG');
  });

  it('refuses a settle with neither a bank reference nor a picture, on both fields, writing nothing', async () => {
    const batch = await openBatch('2024-06');
    const before = await tableState(w.t);
    const res = await h.post(SETTLE, { id: batch.id, voucherAmount: batch.total });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toBe('Enter the bank reference or upload a picture of the settlement voucher');
    expect(res.json().data.errors).toEqual([
      { field: 'voucherRef', key: 'required' },
      { field: 'voucherFile', key: 'required' },
    ]);
    const blank = await h.post(SETTLE, { id: batch.id, voucherRef: '  ', voucherAmount: batch.total }, w.adminAk, {
      'accept-language': 'zh-CN',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().msg).toBe('请填写银行流水号或上传结算凭证图片');
    const unknown = `/files/${'0'.repeat(64)}.png`;
    const missing = await h.post(SETTLE, { id: batch.id, voucherFile: unknown, voucherAmount: batch.total });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.errors).toEqual([{ field: 'voucherFile', key: 'invalid' }]);
    const outside = await h.post(SETTLE, { id: batch.id, voucherFile: '/files/../x.png', voucherAmount: batch.total });
    expect(outside.statusCode).toBe(422);
    expect(await tableState(w.t)).toEqual(before);
  });

  it('settles with a picture and no reference, once: the batch, its detail and the log keep the picture', async () => {
    const batch = (await h.batchOf(w.a, '2024-06'))!;
    const stored = (await send(await picture(), w.adminAk)).json().data as { url: string; thumbUrl: string };
    const wrong = await h.post(SETTLE, { id: batch.id, voucherFile: stored.url, voucherAmount: batch.total - 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.errors).toEqual([expect.objectContaining({ field: 'voucherAmount' })]);

    const key = { 'idempotency-key': `settle-file-${batch.id}` };
    const body = { id: batch.id, voucherFile: stored.url, voucherAmount: batch.total };
    const first = await h.post(SETTLE, body, w.adminAk, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'settled',
      voucherRef: '',
      voucherFile: stored.url,
      voucherThumb: stored.thumbUrl,
      voucherAmount: batch.total,
    });
    const before = await tableState(w.t, ['idempotency_keys']);
    const again = await h.post(SETTLE, body, w.adminAk, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await tableState(w.t, ['idempotency_keys'])).toEqual(before);
    expect((await h.post(SETTLE, body)).statusCode).toBe(409);

    const info = await h.get(`/admin/supply/settlement/info?id=${batch.id}`);
    expect(info).toMatchObject({ voucherFile: stored.url, voucherThumb: stored.thumbUrl });
    const logged = await h.q(
      `select after->>'voucherFile' as file, after->>'voucherRef' as ref from audit_log where action = 'settle' ` +
        `and entity = 'supplier_settlement' and entity_id = '${batch.id}'`,
    );
    expect(logged).toEqual([{ file: stored.url, ref: '' }]);
    const notices = await h.q(`select title_key as key from notifications where kind = 'supply.settlement.settled'`);
    expect(notices).toEqual([{ key: 'supply.settlement.settled_file' }]);
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });

  it('shows the picture to the batch’s supplier, never to another supplier', async () => {
    const batch = (await h.batchOf(w.a, '2024-06'))!;
    const own = await h.get(`/admin/supply/settlement/info?id=${batch.id}`, w.aAk);
    expect(own.voucherFile).toMatch(/^\/files\//);
    const ownList = await h.get('/admin/supply/settlement/list?period=2024-06', w.aAk);
    expect(ownList.list).toEqual([expect.objectContaining({ id: batch.id, voucherFile: own.voucherFile })]);
    expect((await w.t.get(`/admin/supply/settlement/info?id=${batch.id}`, w.bAk)).statusCode).toBe(404);
    const theirs = await h.get(`/admin/supply/settlement/list?supplierId=${w.a}&pageSize=50`, w.bAk);
    expect(JSON.stringify(theirs)).not.toContain(own.voucherFile);
    const ledger = await h.get(`/admin/supply/amount/ledger?supplierId=${w.a}`, w.bAk);
    expect(JSON.stringify(ledger)).not.toContain(own.voucherFile);
  });
});
