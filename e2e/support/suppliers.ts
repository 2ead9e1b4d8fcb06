import { api, type Account } from './browser.ts';

/**
 * A supplier of the spec's own, enabled, with one supplier user: for specs that ban, suspend or
 * otherwise change a supplier's standing, so that the demo suppliers other specs order from and
 * sign in as keep working while the files run side by side.
 */
export async function addOwnSupplier(ak: string, label: string): Promise<{ id: number; name: string } & Account> {
  const k = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `${label} ${k}`;
  const added = await api<{ id: number }>('POST', '/admin/supplier/add', ak, {
    name,
    enterpriseName: `${label} Enterprise ${k} Ltd.`,
    registrationNumber: `REG${k}`.toUpperCase(),
    taxId: `TAX${k}`.toUpperCase(),
    address: '1 Test Road',
    licenceNumber: `LIC-${k}`.toUpperCase(),
    licenceExpiresOn: '2031-06-30',
    legalPersonName: 'Test Person',
    legalPersonIdNumber: `ID${k}`.toUpperCase(),
    operatorName: 'Test Operator',
    operatorPhone: '+34 600 000 001',
    operatorEmail: `op${k}@example.com`,
    contactPhone: '+34 911 000 001',
  });
  if (added.json.code !== 200) throw new Error(`adding ${name} failed: ${added.json.msg}`);
  const { id } = added.json.data;
  const enabled = await api('POST', '/admin/supplier/move', ak, { id, action: 'enable', reason: 'test supplier' });
  if (enabled.json.code !== 200) throw new Error(`enabling ${name} failed: ${enabled.json.msg}`);
  const account = { username: `sup${k}`, password: 'supplier123456' };
  const user = await api('POST', '/admin/setting/admin/add', ak, {
    ...account,
    truename: `${label} Operator`,
    email: '',
    phone: '',
    supplierId: id,
  });
  if (user.json.code !== 200) throw new Error(`adding the user of ${name} failed: ${user.json.msg}`);
  return { id, name, ...account };
}
