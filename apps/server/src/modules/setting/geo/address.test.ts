import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@shop/shared';
import { orderHelpers, openOrderWorld, type OrderWorld } from '../../order/order-fixtures.ts';

const en = { 'accept-language': 'en' };

// Addresses against /nation and /region: the country enabled, the region one of its own, the postcode rule.
describe('address checks (customer address book and orders)', () => {
  let w: OrderWorld;
  const h = orderHelpers(() => w);
  const setCountry = (code: string, sql: string) => h.q(`update countries set ${sql} where code = $1`, [code]);
  const addAddress = (extra: Record<string, unknown>) =>
    w.t.post(
      '/admin/customer/address/add',
      { customerId: w.customerId, name: 'Ana', country: 'US', line1: '1 Market St', postcode: '94103', ...extra },
      w.adminAk,
      en,
    );
  const rows = () => h.n('select count(*)::int as n from customer_addresses');

  beforeAll(async () => {
    w = await openOrderWorld();
  });
  afterAll(() => w.t.close());

  it('keeps the picked region code with the printed name', async () => {
    const res = await addAddress({ region: 'California', regionCode: 'us-ca' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data as CustomerAddress).toMatchObject({ region: 'California', regionCode: 'US-CA' });
  });

  it('refuses a region of another country, an unknown one or a malformed code, writing nothing', async () => {
    const before = await rows();
    const other = await addAddress({ regionCode: 'CN-GD' });
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('The region CN-GD is not a region of US');
    expect(other.json().data.errors).toEqual([{ field: 'regionCode', key: 'invalid' }]);
    expect((await addAddress({ regionCode: 'US-ZZ' })).statusCode).toBe(422);
    expect((await addAddress({ regionCode: 'California' })).statusCode).toBe(422);
    expect(await rows()).toBe(before);
  });

  it('asks for the postcode where the country says so, and only there', async () => {
    const missing = await addAddress({ postcode: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().msg).toBe('Addresses in US need a postcode');
    expect(missing.json().data.errors).toEqual([{ field: 'postcode', key: 'required' }]);
    await setCountry('US', 'postcode_required = false');
    expect((await addAddress({ postcode: '' })).statusCode).toBe(200);
    await setCountry('US', 'postcode_required = true');
    expect((await addAddress({ country: 'HK', postcode: '' })).statusCode).toBe(200);
  });

  it('refuses new addresses in a disabled country or region; existing ones keep theirs', async () => {
    const kept = (await addAddress({ region: 'Nevada', regionCode: 'US-NV' })).json().data as CustomerAddress;
    await setCountry('US', 'enabled = false');
    const refused = await addAddress({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe('The country US is disabled and cannot be used for new addresses');
    // The address already in the US may still be edited (its country is untouched).
    const edit = await w.t.post(
      '/admin/customer/address/edit',
      { ...kept, line2: 'Suite 5', id: kept.id, version: kept.version },
      w.adminAk,
      en,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await setCountry('US', 'enabled = true');
    await h.q(`update regions set enabled = false where code = 'US-NV'`);
    const region = await addAddress({ regionCode: 'US-NV' });
    expect(region.statusCode).toBe(422);
    expect(region.json().msg).toBe('The region US-NV is disabled and cannot be used for new addresses');
    await h.q(`update regions set enabled = true where code = 'US-NV'`);
  });

  it('checks the order address too, with the fields under address.', async () => {
    const p = await h.product(null);
    const lines = [{ productId: p.id, quantity: 1 }];
    const body = (address: Record<string, unknown>) => ({
      customerId: w.customerId,
      currency: 'USD',
      shippingMethodId: w.shippingId,
      lines,
      address: { name: 'Ana', country: 'ES', line1: 'Calle Mayor 1', postcode: '28013', ...address },
    });
    const orders = () => h.n('select count(*)::int as n from orders');
    const before = await orders();
    const bad = await w.t.post('/admin/order/add', body({ regionCode: 'US-CA' }), w.adminAk, en);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors).toEqual([{ field: 'address.regionCode', key: 'invalid' }]);
    const noPostcode = await w.t.post('/admin/order/add', body({ country: 'US', postcode: '' }), w.adminAk, en);
    expect(noPostcode.json().data.errors).toEqual([{ field: 'address.postcode', key: 'required' }]);
    expect(await orders()).toBe(before);
    const ok = await w.t.post(
      '/admin/order/add',
      body({ region: 'Comunidad de Madrid', regionCode: 'ES-MD' }),
      w.adminAk,
      en,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.address).toMatchObject({ regionCode: 'ES-MD', region: 'Comunidad de Madrid' });
  });
});
