import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableState } from '../../../test-support/table-state.ts';
import { demoInvoicePdf } from '../../../seed/supply/invoices.ts';
import { en, invoice, invoiceHelpers, openInvoiceWorld, thisMonth, type InvoiceWorld } from './invoice-fixtures.ts';
import { isAmountOff } from './service.ts';

const RULE = 'Invoice or e-invoice link: one of the two required';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgYAAAAAMAAWgmWQ0AAAAASUVORK5CYII=',
  'base64',
);

let w: InvoiceWorld;
const h = invoiceHelpers(() => w);

beforeAll(async () => {
  w = await openInvoiceWorld();
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

describe('supplier invoices', () => {
  it.each([
    ['neither a file nor a link', { link: null }],
    ['an empty link', { link: '' }],
  ])('refuses %s with the spec rule, writing nothing', async (_name, over) => {
    const before = await tableState(w.t);
    const res = await h.add(invoice(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toContain(RULE);
    expect(await tableState(w.t)).toEqual(before);
  });

  it('refuses both a file and a link, and a link that is not https', async () => {
    const file = await h.uploaded('inv.pdf', 'application/pdf', demoInvoicePdf('X-1'));
    const both = await h.add(invoice({ fileId: file.id }));
    expect(both.statusCode).toBe(422);
    expect(both.json().msg).toContain(RULE);
    const http = await h.add(invoice({ link: 'http://einvoice.example.com/v/1' }));
    expect(http.statusCode).toBe(422);
    expect(http.json().data.errors).toEqual([expect.objectContaining({ field: 'link' })]);
  });

  it('checks an upload by its content: text named .pdf is refused, a PNG named .pdf is kept as a PNG', async () => {
    const before = await tableState(w.t);
    const text = await h.upload('invoice.pdf', 'application/pdf', Buffer.from('just some text, not a PDF'));
    expect(text.statusCode, text.body).toBe(422);
    expect(text.json().msg).toContain('PDF, JPG or PNG');
    expect(await tableState(w.t)).toEqual(before);
    const png = await h.uploaded('scan.pdf', 'application/pdf', PNG);
    expect(png.mime).toBe('image/png');
    const pdf = await h.uploaded('invoice.pdf', 'application/pdf', demoInvoicePdf('X-2'));
    expect(pdf.mime).toBe('application/pdf');
    const row = await h.added(invoice({ link: null, fileId: pdf.id }));
    expect(row.file).toMatchObject({ id: pdf.id, mime: 'application/pdf' });
    const own = await w.t.get(`/admin/supply/invoice/own/file?id=${row.id}`, w.a.ak, en);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staff = await w.t.get(`/admin/supply/invoice/file?id=${row.id}`, w.adminAk, en);
    expect(staff.statusCode).toBe(200);
  });

  it("refuses a file of another supplier's upload", async () => {
    const res = await h.upload('b.png', 'image/png', PNG, w.b.ak);
    const bFile = res.json().data.id as number;
    const refused = await h.add(invoice({ link: null, fileId: bFile }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual([expect.objectContaining({ field: 'fileId' })]);
  });

  it('refuses a number already used (any case or spacing) while that invoice is pending or approved', async () => {
    const first = await h.added(invoice({ number: 'DUP-2025 001' }));
    const before = await tableState(w.t);
    const again = await h.add(invoice({ number: 'dup-2025001' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().msg).toContain('already been submitted');
    expect(again.json().data.errors).toEqual([expect.objectContaining({ field: 'number', key: 'duplicate' })]);
    expect(await tableState(w.t)).toEqual(before);
    // another supplier may use the number (different tax id)
    expect((await h.add(invoice({ number: 'DUP-2025 001' }), w.b.ak)).statusCode).toBe(200);
    expect((await h.withdraw(first.id)).statusCode).toBe(200);
    expect((await h.add(invoice({ number: 'DUP-2025 001' }))).statusCode).toBe(200);
  });

  it('flags an amount off the settled amount beyond the tolerance and shows both to the reviewer', async () => {
    expect(isAmountOff(19_100, 19_000, 100)).toBe(false);
    expect(isAmountOff(19_500, 19_000, 100)).toBe(true);
    expect(isAmountOff(1, 0, 100)).toBe(true);
    const supplierId = w.a.supplier_id!;
    const period = thisMonth();
    const start = (await w.t.get(`/admin/supply/invoice/own/expected?period=${period}`, w.a.ak, en)).json().data;
    // 2 × 100.00 delivered, less the commission of the supplier's group (or the settings' 5 %)
    const [group] = await h.q(
      'select g.commission_rate as bp from supplier_profiles p join supplier_groups g on g.id = p.group_id ' +
        'where p.supplier_id = $1',
      [supplierId],
    );
    const bp = group?.bp === null || group?.bp === undefined ? 500 : Number(group.bp);
    await h.deliveredOrder(supplierId, 10_000, 2);
    const expected = (await w.t.get(`/admin/supply/invoice/own/expected?period=${period}`, w.a.ak, en)).json().data;
    expect(expected.expected - start.expected).toBe(20_000 - Math.round((20_000 * bp) / 10_000));
    const close = await h.added(invoice({ amount: expected.expected + 100 }));
    expect(close.flags).toEqual([]);
    const off = await h.added(invoice({ amount: expected.expected + 5_000 }));
    expect(off.flags).toEqual(['amount_off']);
    const seen = await h.info(off.id);
    expect(seen).toMatchObject({ expectedAmount: expected.expected, difference: 5_000, toleranceBp: 100 });
    const queued = await w.t.app.services.approvalQueue
      .source('invoice')!
      .pending(w.t.database.db, { supplierId, limit: 100 });
    expect(queued.find((e) => e.id === off.id)?.flags).toEqual(['amount_off']);
  });

  it("reads the expected amount from the earnings ledger, then from the period's settlement batch", async () => {
    const supplierId = w.a.supplier_id!;
    const period = thisMonth();
    // a monthly supplier: the month's batch is the reference
    await h.q(`update supplier_groups set settlement_cycle = 'monthly'`);
    const expected = async () =>
      (await w.t.get(`/admin/supply/invoice/own/expected?period=${period}`, w.a.ak, en)).json().data.expected;
    await h.deliveredOrder(supplierId, 5_000, 1);
    const before = await expected();
    // the ledger job writes the delivered part: the same amount, now read from its earning line
    await w.t.app.services.supplierLedger.sync(w.t.database.db, 500);
    expect(await expected()).toBe(before);
    // a penalty of the month is part of what the platform owes
    await w.t.database.db.transaction((tx) =>
      w.t.app.services.supplierLedger.append(tx, {
        supplierId,
        kind: 'penalty',
        ref: `invoice-test-${Date.now()}`,
        amount: -700,
        note: 'Late shipment',
      }),
    );
    expect(await expected()).toBe(before - 700);
    // once the run made the month's batch, its total is the reference
    await w.t.app.services.settlements.run(period);
    const [batch] = await h.q(
      'select total::bigint as total from supplier_settlements where supplier_id = $1 and period = $2',
      [supplierId, period],
    );
    expect(await expected()).toBe(Number(batch!.total));
  });

  it('approves (final) and rejects with a reason', async () => {
    const one = await h.added(invoice());
    const two = await h.added(invoice());
    expect((await h.decide({ id: two.id, decision: 'reject' })).statusCode).toBe(422);
    const rejected = await h.decide({ id: two.id, decision: 'reject', reason: 'Wrong title' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Wrong title', reviewerName: 'admin' });
    const approved = await h.decide({ id: one.id, decision: 'approve', version: one.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const before = await tableState(w.t);
    expect((await h.withdraw(one.id)).statusCode).toBe(409);
    expect((await h.decide({ id: one.id, decision: 'reject', reason: 'x' })).statusCode).toBe(409);
    expect(await tableState(w.t)).toEqual(before);
    const mine = await w.t.get(`/admin/supply/invoice/own/list?status=approved&pageSize=100`, w.a.ak, en);
    expect(mine.json().data.list.map((r: { id: number }) => r.id)).toContain(one.id);
  });

  it('lets the supplier withdraw a pending invoice', async () => {
    const row = await h.added(invoice());
    expect((await h.withdraw(row.id)).statusCode).toBe(200);
    expect((await h.info(row.id)).status).toBe('withdrawn');
  });

  it("answers 404 to supplier A on supplier B's invoices and changes nothing", async () => {
    const [bFile] = await h.q(
      `select id::int as id from supplier_invoices where supplier_id = $1 and file_id is not null limit 1`,
      [w.b.supplier_id],
    );
    const [bPending] = await h.q(
      `select id::int as id from supplier_invoices where supplier_id = $1 and status = 'pending' limit 1`,
      [w.b.supplier_id],
    );
    const before = await tableState(w.t);
    for (const url of [
      `/admin/supply/invoice/own/info?id=${bFile!.id}`,
      `/admin/supply/invoice/own/file?id=${bFile!.id}`,
    ])
      expect((await w.t.get(url, w.a.ak, en)).statusCode).toBe(404);
    expect((await h.withdraw(Number(bPending!.id))).statusCode).toBe(404);
    expect(await tableState(w.t)).toEqual(before);
    const list = (
      await w.t.get(`/admin/supply/invoice/own/list?pageSize=100&supplierId=${w.b.supplier_id}`, w.a.ak)
    ).json().data.list as { supplierId: number }[];
    expect(list.every((r) => r.supplierId === w.a.supplier_id)).toBe(true);
  });
});
