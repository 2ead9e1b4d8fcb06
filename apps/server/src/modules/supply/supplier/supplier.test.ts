import { beforeAll, describe, expect, it } from 'vitest';
import type { SupplierInfo, SupplierRow } from '@shop/shared/api/supply-supplier';
import { createTestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { PDF, en, future, supplierHelpers } from './supplier-fixtures.ts';

// The supplier register (staff): the demo suppliers and the list's filters, adding and editing with each
// enterprise field's own required message, duplicates flagged on add, edit and the detail, documents with their
// files checked by content, the trail, view as supplier audited, the standing in the sign-in answer, the daily
// expiry warning, and a passed supplier enabled by accepting the supplier agreement.
describe('supplier register', () => {
  const world = useWorld(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin') };
  });
  const h = supplierHelpers(() => world);
  let ids: { a: number; b: number };
  beforeAll(async () => {
    ids = await h.supplierIds();
  });
  const list = async (qs: string) => {
    const res = await h.get(`/list?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: SupplierRow[]; total: number };
  };

  it('lists the demo suppliers with their standing and filters by keyword, state and licence expiry', async () => {
    const all = await list('pageSize=50');
    const names = all.list.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['Demo Supplier A', 'Demo Supplier B', 'Demo Supplier C', 'Demo Supplier D']),
    );
    const c = all.list.find((r) => r.name === 'Demo Supplier C')!;
    expect(c).toMatchObject({ state: 'suspended', stateReason: 'Repeated late shipments under review' });
    expect(Date.parse(c.stateUntil!)).toBeGreaterThan(Date.now());
    expect(all.list.find((r) => r.name === 'Demo Supplier D')!.state).toBe('passed');
    expect((await list('keyword=Lakeside')).list.map((r) => r.name)).toEqual(['Demo Supplier A']);
    expect((await list('keyword=91440300MA5F0B002Y')).list.map((r) => r.name)).toEqual(['Demo Supplier B']);
    expect((await list('keyword=8777 0201')).list.map((r) => r.name)).toEqual(['Demo Supplier C']);
    expect((await list('state=suspended')).list.every((r) => r.state === 'suspended')).toBe(true);
    expect((await list('licenceWithin=20')).list.map((r) => r.name)).toEqual(['Demo Supplier A']);
    expect((await h.get('/list?state=sleeping')).statusCode).toBe(422);
  });

  it('answers a supplier with its profile, standing and counts', async () => {
    const a = await h.info(ids.a);
    expect(a).toMatchObject({
      name: 'Demo Supplier A',
      enterpriseName: 'Hangzhou Lakeside Trading Co., Ltd.',
      standing: { state: 'enabled', until: null },
      profile: { legalPersonName: 'Chen Jun', taxId: '91330106MA2B0A001X' },
      counts: { users: 1, documents: 4, pendingChanges: 0 },
      duplicates: [],
    });
    expect(a.counts.products).toBeGreaterThan(0);
    expect((await h.get('/info?id=2000000000')).statusCode).toBe(404);
  });

  it('adds a supplier in state passed with its profile, audited, with a trail line', async () => {
    const before = await h.n('select count(*)::int as n from audit_log');
    const body = h.fields();
    const res = await h.post('/add', body);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data as SupplierInfo;
    expect(s).toMatchObject({ name: body.name, state: 'passed', version: 0, profile: { taxId: body.taxId } });
    expect(await h.n('select count(*)::int as n from audit_log')).toBe(before + 1);
    const trail = (await h.get(`/trail?id=${s.id}`)).json().data;
    expect(trail.list.map((e: { action: string }) => e.action)).toEqual(['created']);
    const taken = await h.post('/add', h.fields({ name: body.name }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ msg: `The supplier name "${body.name}" is already used` });
  });

  it('refuses an empty enterprise field with its own message in each language, writing nothing', async () => {
    const before = await h.n('select count(*)::int as n from suppliers');
    const cases: [string, string, string][] = [
      ['enterpriseName', 'en', 'Enter the enterprise name'],
      ['taxId', 'en', 'Enter the tax id'],
      ['licenceExpiresOn', 'en', 'Enter the business licence expiry date'],
      ['legalPersonIdNumber', 'zh-CN', '请填写法人身份证号'],
      ['operatorEmail', 'es', 'Indique el correo del operador'],
      ['contactPhone', 'ja', '連絡先電話番号を入力してください'],
    ];
    for (const [field, lang, msg] of cases) {
      const res = await h.post('/add', h.fields({ [field]: '' }), world.adminAk, { 'accept-language': lang });
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({ msg, data: { errors: [{ field, key: 'required' }] } });
    }
    const many = await h.post('/add', h.fields({ address: ' ', operatorName: '' }));
    expect(many.json().data.errors).toEqual([
      { field: 'address', key: 'required' },
      { field: 'operatorName', key: 'required' },
    ]);
    expect(await h.n('select count(*)::int as n from suppliers')).toBe(before);
  });

  it('edits the profile with the version read, audited; a stale version and bank fields change nothing', async () => {
    const s = await h.added();
    const body = { ...h.fields(), id: s.id, version: s.version, name: s.name, address: '9 New Street' };
    const res = await h.post('/edit', { ...body, bankAccountNumber: '999' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as SupplierInfo;
    expect(edited).toMatchObject({ version: 1, profile: { address: '9 New Street', bankAccountNumber: '' } });
    const [log] = await h.q(
      `select before, after from audit_log where action = 'supplier.edit' order by id desc limit 1`,
    );
    expect(log!.before).toMatchObject({ address: s.profile!.address, version: 0 });
    expect(log!.after).toMatchObject({ address: '9 New Street', version: 1 });
    const stale = await h.post('/edit', body);
    expect(stale.statusCode).toBe(409);
    const missing = await h.post('/edit', { ...body, version: 1, legalPersonName: '' });
    expect(missing.json().msg).toBe("Enter the legal person's name");
    expect((await h.info(s.id)).version).toBe(1);
  });

  it('flags, never blocks, suppliers sharing a tax id, legal person id or phone on add, edit and detail', async () => {
    const res = await h.post(
      '/add',
      h.fields({ taxId: '91330106MA2B0A001X', contactPhone: '+86 571 8888 0001', name: 'Lakeside Copy' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data as SupplierInfo;
    expect(copy.duplicates).toEqual(
      expect.arrayContaining([
        { supplierId: ids.a, supplierName: 'Demo Supplier A', field: 'taxId' },
        { supplierId: ids.a, supplierName: 'Demo Supplier A', field: 'contactPhone' },
      ]),
    );
    const edit = await h.post('/edit', {
      ...h.fields(),
      id: copy.id,
      version: copy.version,
      name: copy.name,
      legalPersonIdNumber: '440305198807220034',
    });
    expect(edit.json().data.duplicates).toEqual([
      { supplierId: ids.b, supplierName: 'Demo Supplier B', field: 'legalPersonIdNumber' },
    ]);
    expect((await h.info(ids.b)).duplicates).toEqual([
      { supplierId: copy.id, supplierName: 'Lakeside Copy', field: 'legalPersonIdNumber' },
    ]);
  });

  it('uploads and replaces a document of a kind, checks the file by content, and answers the file', async () => {
    const s = await h.added();
    const url = `/admin/supplier/document/upload?id=${s.id}&kind=business_licence&number=LIC-1&expiresOn=2031-01-31`;
    const first = await h.upload(url, PDF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'business_licence', mime: 'application/pdf', number: 'LIC-1' });
    const fake = await h.upload(url, Buffer.from('MZ this is not a pdf'), world.adminAk, 'application/pdf');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().msg).toBe('A document must be a PDF, JPG or PNG file');
    const second = await h.upload(url.replace('LIC-1', 'LIC-2'), Buffer.concat([PDF, Buffer.from('%v2')]));
    expect(second.statusCode).toBe(200);
    const docs = (await h.get(`/documents?id=${s.id}`)).json().data;
    expect(docs.list).toHaveLength(1);
    expect(docs.list[0]).toMatchObject({ number: 'LIC-2', expiring: false });
    expect(await h.n('select count(*)::int as n from supplier_documents where supplier_id = $1', [s.id])).toBe(2);
    const file = await world.t.get(`/admin/supplier/document/file?id=${docs.list[0].id}`, world.adminAk);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const trail = (await h.get(`/trail?id=${s.id}`)).json().data.list.map((e: { action: string }) => e.action);
    expect(trail).toEqual(['document_replaced', 'document_added', 'created']);
  });

  it('shows the expiring documents and warns once per step, to the supplier and to staff', async () => {
    const docs = (await h.get(`/documents?id=${ids.a}`)).json().data;
    expect(docs.list.find((d: { kind: string }) => d.kind === 'business_licence')).toMatchObject({ expiring: true });
    const notices = () => h.n(`select count(*)::int as n from notifications where kind = 'supply.document.expiring'`);
    const before = await notices();
    const warned = await world.t.app.services.supplierDocuments.warnExpiring();
    expect(warned).toBe(1);
    expect(await notices()).toBeGreaterThan(before);
    const [row] = await h.q(
      `select warned_on::text from supplier_documents where supplier_id = $1 and kind = 'business_licence'`,
      [ids.a],
    );
    expect(row!.warned_on).toBe(new Date().toISOString().slice(0, 10));
    const after = await notices();
    expect(await world.t.app.services.supplierDocuments.warnExpiring()).toBe(0);
    expect(await notices()).toBe(after);
    // the next step (a week before) warns again
    const inAWeek = Date.parse(`${(await h.info(ids.a)).licenceExpiresOn}T00:00:00Z`) - 6 * 86_400_000;
    expect(await world.t.app.services.supplierDocuments.warnExpiring(inAWeek)).toBe(1);
  });

  it('audits every view as supplier with an operation-log row and a trail line', async () => {
    const before = await h.n(`select count(*)::int as n from audit_log where action = 'supplier.view_as'`);
    const res = await h.post('/view-as', { id: ids.b });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      supplierId: ids.b,
      name: 'Demo Supplier B',
      profile: { taxId: '91440300MA5F0B002Y' },
    });
    expect(await h.n(`select count(*)::int as n from audit_log where action = 'supplier.view_as'`)).toBe(before + 1);
    const [event] = await h.q(
      'select action, actor_name from supplier_events where supplier_id = $1 order by id desc limit 1',
      [ids.b],
    );
    expect(event).toEqual({ action: 'viewed_as', actor_name: 'admin' });
    expect((await h.post('/view-as', { id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('tells a restricted supplier at sign-in and on its standing endpoint; staff have none', async () => {
    const admin = await world.t.session('admin');
    expect(admin.standing).toBeUndefined();
    expect((await h.get('/own/standing')).json().data).toEqual({ standing: null });
    const s2 = await world.t.session('supplier2');
    expect(s2.standing).toBeNull();
    expect((await h.move(ids.b, 'suspend', { until: future(5) })).statusCode).toBe(200);
    const again = await world.t.session('supplier2');
    expect(again.standing).toMatchObject({ state: 'suspended', reason: 'test suspend' });
    const own = await world.t.get('/admin/supplier/own/standing', again.ak, en);
    expect(own.json().data.standing).toMatchObject({ state: 'suspended', until: again.standing!.until });
    expect((await h.move(ids.b, 'reinstate')).statusCode).toBe(200);
    expect((await world.t.get('/admin/supplier/own/standing', again.ak)).json().data).toEqual({ standing: null });
  });

  it('enables a passed supplier when its user accepts the supplier agreement, in the same transaction', async () => {
    await h.q(`update suppliers set state = 'passed' where id = $1`, [ids.b]);
    const content = { 'zh-CN': '', en: '<p>Supplier terms v-next</p>', es: '', ja: '' };
    const cur = (await world.t.get('/admin/setting/agreement?kind=supplier', world.adminAk)).json().data;
    const pub = await world.t.post(
      '/admin/setting/agreement/publish',
      { kind: 'supplier', content, baseVersion: cur.current?.version ?? 0 },
      world.adminAk,
    );
    expect(pub.statusCode, pub.body).toBe(200);
    const s2 = await world.t.session('supplier2');
    expect(s2.agreement).toMatchObject({ id: pub.json().data.id });
    const res = await world.t.post('/admin/passport/agreement/accept', { id: pub.json().data.id }, s2.ak, en);
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.info(ids.b)).state).toBe('enabled');
    const [event] = await h.q(
      'select action, from_state, to_state, reason_code from supplier_events ' +
        'where supplier_id = $1 order by id desc limit 1',
      [ids.b],
    );
    expect(event).toEqual({
      action: 'enable',
      from_state: 'passed',
      to_state: 'enabled',
      reason_code: 'agreement_accepted',
    });
    // an enabled supplier stays as it is when another user accepts
    const s1 = await world.t.session('supplier');
    await world.t.post('/admin/passport/agreement/accept', { id: pub.json().data.id }, s1.ak, en);
    expect((await h.info(ids.a)).state).toBe('enabled');
  });
});
