import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { TaxCalculateData, TaxClassRow, TaxRuleRow } from '@shop/shared/api/tax';
import { authStore } from '../../../lib/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { areaText, formatPercent, percentToBasisPoints, rateText, regionText } from './rate.ts';
import { regionProblem } from './region-field.tsx';
import { TaxRuleListPage } from './rule-list-page.tsx';
import { chooseOption, preparePageTests, renderRoutes } from '../../../test/pages.tsx';

// The rates as /tax writes and reads them, and the rule list, its form and the calculator on answers of the server.

describe('tax rates', () => {
  it('shows basis points as a percent with two decimals in the language', () => {
    expect(formatPercent(1300, 'en')).toBe('13.00\u00a0%');
    expect(formatPercent(725, 'en')).toBe('7.25\u00a0%');
    expect(formatPercent(5, 'en')).toBe('0.05\u00a0%');
    expect(formatPercent(998, 'es')).toBe('9,98\u00a0%');
    expect(formatPercent(10_000, 'zh-CN')).toBe('100.00\u00a0%');
  });

  it('reads a typed percent into basis points without binary fractions', () => {
    expect(percentToBasisPoints(13)).toBe(1300);
    expect(percentToBasisPoints(7.25)).toBe(725);
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(percentToBasisPoints(9.98)).toBe(998);
    expect(percentToBasisPoints(null)).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
  });

  it('writes a fixed rate as money of the default currency and an area by its names', () => {
    expect(rateText('fixed', 150, 'USD', 'en')).toBe('$1.50');
    expect(rateText('percent', 2000, 'USD', 'en')).toBe('20.00\u00a0%');
    expect(areaText('', '', 'en')).toBe('');
    expect(areaText('US', '', 'en')).toBe('United States');
    expect(areaText('US', 'US-CA', 'en', 'California')).toBe('United States / California (US-CA)');
    expect(regionText('US-CA')).toBe('US-CA');
  });

  it('checks a region code against the chosen country as the server does', () => {
    expect(regionProblem('', undefined)).toBeNull();
    expect(regionProblem('US-CA', 'US')).toBeNull();
    expect(regionProblem('US-CA', undefined)).toBe('country');
    expect(regionProblem('CA-QC', 'US')).toBe('invalid');
    expect(regionProblem('USCA', 'US')).toBe('invalid');
  });
});

const user: SessionUser = {
  ak: 'ak',
  username: 'admin',
  truename: 'Admin',
  adminid: 1,
  supplier: false,
  supplier_id: null,
  supplier_name: null,
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['setting', 'setting_tax', 'setting_taxclass'],
  avatar: null,
};
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', version: 3 };
const classes: TaxClassRow[] = [
  { id: 1, name: 'Standard', description: '', isDefault: true, ruleCount: 2, productCount: 5, ...stamp },
  { id: 2, name: 'Reduced rate', description: 'Food', isDefault: false, ruleCount: 0, productCount: 0, ...stamp },
];
const rule = (r: Partial<TaxRuleRow> & Pick<TaxRuleRow, 'id' | 'name'>): TaxRuleRow => ({
  classId: 1,
  className: 'Standard',
  country: '',
  region: '',
  type: 'percent',
  rate: 1000,
  groupId: null,
  groupName: null,
  priority: 1,
  enabled: true,
  ...stamp,
  ...r,
});
const rules: TaxRuleRow[] = [
  rule({ id: 11, name: 'QC QST', country: 'CA', region: 'CA-QC', rate: 998, priority: 2 }),
  rule({
    id: 12,
    name: 'VIP levy',
    country: 'IT',
    type: 'fixed',
    rate: 150,
    groupId: 7,
    groupName: { 'zh-CN': '贵宾', en: 'VIP', es: 'VIP', ja: 'VIP' },
    enabled: false,
  }),
];
const zones = {
  list: [
    {
      code: 'CA',
      name: 'Canada',
      postcodeRequired: true,
      addressFormat: '',
      regions: [{ code: 'CA-QC', name: 'Quebec' }],
    },
  ],
};

type FetchArgs = [string, RequestInit?];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });
const path = (url: string) => new URL(url, 'http://console.test').pathname;
const requests = (p: string) => fetchMock.mock.calls.filter(([url]) => path(url) === p);
const sent = (p: string, i = 0) => JSON.parse(String(requests(p)[i]![1]!.body)) as Record<string, unknown>;

let calculated: TaxCalculateData;
function serve(): void {
  fetchMock.mockImplementation(async (url) => {
    const p = path(url);
    if (p === '/admin/setting/tax') return ok({ list: rules, total: 2, page: 1, pageSize: 20, currency: 'USD' });
    if (p === '/admin/setting/taxclass') return ok({ list: classes, total: 2, page: 1, pageSize: 100 });
    if (p === '/admin/api/selectlist') return ok({ lists: { customerGroups: [{ value: 7, label: 'VIP' }] } });
    if (p === '/admin/api/getcountryzone') return ok(zones);
    if (p === '/admin/setting/tax/calculate') return ok(calculated);
    if (p === '/admin/setting/tax/add') return ok({ ...rules[0], id: 13, updatedAt: stamp.createdAt });
    throw new Error(`unexpected request ${url}`);
  });
}

function open(at: string) {
  return renderRoutes([{ path: '/tax', element: <TaxRuleListPage /> }], at);
}

preparePageTests(['tax', 'tax-class', 'common']);
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  authStore.login(user);
  calculated = {
    currency: 'USD',
    amount: 10_000,
    applied: [
      { ruleId: 10, name: 'CA GST', type: 'percent', rate: 500, priority: 1, base: 10_000, amount: 500 },
      { ruleId: 11, name: 'QC QST', type: 'percent', rate: 998, priority: 2, base: 10_500, amount: 1_048 },
    ],
    tax: 1_548,
    total: 11_548,
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('/tax', { timeout: 30_000 }, () => {
  it('lists rules with their area, group and rate in the default currency', async () => {
    serve();
    open('/tax');
    const list = await screen.findByTestId('tax-rule-list');
    await within(list).findByText('QC QST');
    expect(within(list).getByTestId('tax-rule-rate-11').textContent).toBe('9.98\u00a0%');
    expect(within(list).getByTestId('tax-rule-rate-12').textContent).toBe('$1.50 per item');
    expect(await within(list).findByText('Quebec (CA-QC)')).toBeTruthy();
    expect(within(list).getByText('Italy')).toBeTruthy();
    expect(within(list).getByText('VIP')).toBeTruthy();
  });

  it('calculates the tax of an amount rule by rule, and says when no rule applies', async () => {
    serve();
    open('/tax');
    const calculator = await screen.findByTestId('tax-calculator');
    await waitFor(() => expect(within(calculator).getByTestId('tax-calc-submit')).toHaveProperty('disabled', false));
    await within(calculator).findByTitle('Standard');
    await chooseOption('tax-calc-country', 'Canada');
    // Canada's regions from the address look-up: a select of them
    await waitFor(() => expect(screen.getByTestId('tax-calc-region').closest('.ant-select')).toBeTruthy());
    await chooseOption('tax-calc-region', 'Quebec (CA-QC)');
    fireEvent.change(screen.getByTestId('tax-calc-amount-input'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('tax-calc-submit'));
    const result = await screen.findByTestId('tax-calc-result');
    expect(sent('/admin/setting/tax/calculate')).toEqual({
      classId: 1,
      country: 'CA',
      region: 'CA-QC',
      groupId: null,
      amount: 10_000,
      quantity: 1,
    });
    const applied = within(result).getByTestId('tax-calc-applied');
    expect(within(applied).getByText('QC QST')).toBeTruthy();
    expect(within(applied).getByText('$105.00')).toBeTruthy();
    expect(within(applied).getByText('$10.48')).toBeTruthy();
    expect(within(result).getByTestId('tax-calc-tax').textContent).toBe('$15.48');
    expect(within(result).getByTestId('tax-calc-total').textContent).toBe('$115.48');

    calculated = { currency: 'USD', amount: 10_000, applied: [], tax: 0, total: 10_000 };
    fireEvent.change(screen.getByTestId('tax-calc-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('tax-calc-submit'));
    const none = await screen.findByTestId('tax-calc-none');
    expect(none.textContent).toContain(i18n.t('tax:calc.none'));
    expect(none.textContent).toContain('Canada / CA-QC');
    expect(screen.getByTestId('tax-calc-total').textContent).toBe('$100.00');
  });

  it('adds a rule with a percent typed with decimals, sent in basis points', async () => {
    serve();
    open('/tax?action=add');
    const name = await screen.findByTestId('tax-rule-name-input');
    fireEvent.change(name, { target: { value: 'California sales tax' } });
    await chooseOption('tax-rule-country-input', 'United States');
    fireEvent.change(screen.getByTestId('tax-rule-region-input'), { target: { value: 'us-ca' } });
    fireEvent.change(screen.getByTestId('tax-rule-rate-input'), { target: { value: '7.25' } });
    fireEvent.click(screen.getByTestId('tax-rule-form-submit'));
    await waitFor(() => expect(requests('/admin/setting/tax/add')).toHaveLength(1));
    expect(sent('/admin/setting/tax/add')).toEqual({
      name: 'California sales tax',
      classId: 1,
      country: 'US',
      region: 'US-CA',
      groupId: null,
      type: 'percent',
      rate: 725,
      priority: 1,
      enabled: true,
    });
  });
});
