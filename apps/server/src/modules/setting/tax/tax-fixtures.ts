import { expect } from 'vitest';
import type { TaxCalculateData, TaxClassInfo, TaxRuleInfo } from '@shop/shared/api/tax';
import type { TestApp } from '../../../test-support/harness.ts';

// The classes and rules of tax.test.ts, and the requests it makes. The rules stand in countries the demo
// rules leave alone (FR, CA, IT, AU, BR) plus the demo's own Standard rules (CN, ES, DE, JP, US-CA).

export const en = { 'accept-language': 'en' };

export interface TaxWorld {
  t: TestApp;
  adminAk: string;
}

export function taxHelpers(world: () => TaxWorld) {
  const post = (url: string, body: unknown) => world().t.post(url, body, world().adminAk, en);
  const get = (url: string) => world().t.get(url, world().adminAk, en);
  const n = async (sql: string, params: unknown[] = []) =>
    Number((await world().t.database.raw(sql, params)).rows[0]!.n);

  const addClass = async (name: string, description = '') => {
    const res = await post('/admin/setting/taxclass/add', { name, description });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TaxClassInfo;
  };
  const addRule = async (rule: Record<string, unknown>) => {
    const res = await post('/admin/setting/tax/add', { priority: 1, type: 'percent', ...rule });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TaxRuleInfo;
  };
  const calculate = async (body: Record<string, unknown>) => {
    const res = await post('/admin/setting/tax/calculate', { quantity: 1, region: '', groupId: null, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TaxCalculateData;
  };
  const groupId = (en: string) => n(`select id::int as n from customer_groups where name->>'en' = $1`, [en]);
  const defaultClassId = () => n('select id::int as n from tax_classes where is_default');

  /** The classes and rules of the table of cases: ids by class letter. */
  const build = async () => {
    const S = await defaultClassId();
    const R = (await addClass('Reduced (test)')).id;
    const E = (await addClass('Electronics (test)')).id;
    const X = (await addClass('Exempt (test)', 'no rules')).id;
    const vip = await groupId('VIP');
    const wholesale = await groupId('Wholesale');
    const rules: Record<string, unknown>[] = [
      { name: 'FR TVA', classId: S, country: 'FR', rate: 2000 },
      { name: 'CA GST', classId: S, country: 'CA', rate: 500 },
      { name: 'QC QST', classId: S, country: 'CA', region: 'CA-QC', rate: 998, priority: 2 },
      { name: 'ON PST', classId: S, country: 'CA', region: 'CA-ON', rate: 800 },
      { name: 'IT IVA', classId: S, country: 'IT', rate: 2200 },
      { name: 'IT VIP levy', classId: S, country: 'IT', type: 'fixed', rate: 100, groupId: vip },
      { name: 'AU GST', classId: S, country: 'AU', rate: 1000 },
      { name: 'AU wholesale levy', classId: S, country: 'AU', rate: 300, groupId: wholesale },
      { name: 'BR ICMS', classId: S, country: 'BR', rate: 1800 },
      { name: 'BR IPI', classId: S, country: 'BR', rate: 1000, priority: 2 },
      { name: 'SP extra', classId: S, country: 'BR', region: 'BR-SP', rate: 200, priority: 2 },
      { name: 'FR luxury (off)', classId: S, country: 'FR', rate: 1000, enabled: false },
      { name: 'FR TVA reduced', classId: R, country: 'FR', rate: 550 },
      { name: 'IT IVA reduced', classId: R, country: 'IT', rate: 400 },
      { name: 'FR eco fee', classId: E, country: 'FR', type: 'fixed', rate: 30, priority: 0 },
      { name: 'Battery fee', classId: E, country: '', type: 'fixed', rate: 10, priority: 0 },
      { name: 'FR TVA', classId: E, country: 'FR', rate: 2000 },
      { name: 'AU GST', classId: E, country: 'AU', rate: 1000 },
    ];
    for (const r of rules) await addRule(r);
    return { S, R, E, X, vip, wholesale };
  };
  return { post, get, n, addClass, addRule, calculate, groupId, defaultClassId, build };
}
