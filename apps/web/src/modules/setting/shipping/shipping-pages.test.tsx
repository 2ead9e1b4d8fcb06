import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { ShippingCalculateData, ShippingTemplateInfo } from '@shop/shared/api/shipping';
import type { ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import { authStore } from '../../../lib/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { ShippingAreaPage } from './area-page.tsx';
import { ShippingTemplatePage } from './template-page.tsx';
import { chooseOption, preparePageTests, renderRoutes } from '../../../test/pages.tsx';

// The template page (its form, its areas and the calculator) and the area page, on answers of the server.

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
  power: ['setting', 'setting_shipping'],
  avatar: null,
};
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 0 };
const area = (a: Partial<ShippingAreaInfo> & Pick<ShippingAreaInfo, 'id' | 'name'>): ShippingAreaInfo => ({
  templateId: 1,
  isDefault: false,
  countries: [],
  regions: [],
  firstUnit: 500,
  firstFee: 1000,
  additionalUnit: 500,
  additionalFee: 250,
  freeOver: null,
  ...stamp,
  ...a,
});
const osaka = area({ id: 11, name: 'Osaka', regions: [{ country: 'JP', region: 'Osaka' }], freeOver: 15000 });
const rest = area({ id: 12, name: 'Rest of the world', isDefault: true, firstUnit: 1000, firstFee: 2500 });
const template: ShippingTemplateInfo = {
  id: 1,
  code: 'standard',
  name: { 'zh-CN': '标准快递', en: 'Standard', es: 'Estándar', ja: '通常配送' },
  mode: 'weight',
  estimateMinDays: 3,
  estimateMaxDays: 7,
  enabled: true,
  sort: 1,
  areaCount: 2,
  used: false,
  areas: [osaka, rest],
  orderCount: 0,
  currency: 'USD',
  ...stamp,
};

type FetchArgs = [string, RequestInit?];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });
const refused = (status: number, msg: string, errors: unknown[]) => ({
  ok: false,
  status,
  json: async () => ({ code: status, msg, data: { errors } }),
});
const path = (url: string) => new URL(url, 'http://console.test').pathname;
const requests = (p: string) => fetchMock.mock.calls.filter(([url]) => path(url) === p);

let calculated: ShippingCalculateData;
function serve(overrides: Record<string, (init?: RequestInit) => unknown> = {}): void {
  fetchMock.mockImplementation(async (url, init) => {
    const p = path(url);
    if (overrides[p]) return overrides[p](init);
    if (p === '/admin/setting/shipping/info') return ok(template);
    if (p === '/admin/setting/shipping/calculate') return ok(calculated);
    if (p === '/admin/setting/shipping/area/info') return ok(osaka);
    if (p === '/admin/setting/shipping/area/del') return ok({ ok: true });
    throw new Error(`unexpected request ${url}`);
  });
}

function open(at: string) {
  return renderRoutes(
    [
      { path: '/shippingEdit/:id', element: <ShippingTemplatePage /> },
      { path: '/shippingareaAdd/:sid', element: <ShippingAreaPage /> },
      { path: '/shippingareaEdit/:sid/:aid', element: <ShippingAreaPage /> },
    ],
    at,
  );
}

preparePageTests(['shipping', 'common']);
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  authStore.login(user);
  calculated = {
    deliverable: true,
    areaId: 11,
    areaName: 'Osaka',
    match: 'region',
    units: 2500,
    additionalUnits: 4,
    free: false,
    fee: 2000,
    currency: 'USD',
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('shipping template and area pages', { timeout: 30_000 }, () => {
  it('shows the template with its areas, what each covers and costs, and deletes one after confirming', async () => {
    serve();
    open('/shippingEdit/1');
    expect(await screen.findByDisplayValue('standard')).toBeTruthy();
    const areas = await screen.findByTestId('shipping-areas');
    await within(areas).findByText('Osaka (Japan)');
    expect(within(areas).getAllByText('Rest of the world').length).toBeGreaterThan(0);
    expect(within(areas).getByText('500 g for $10.00')).toBeTruthy();
    expect(within(areas).getByText('$150.00')).toBeTruthy();
    // the pricing mode stays while the template has areas
    expect(screen.getByText(i18n.t('shipping:mode_locked'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('shipping-area-delete-11'));
    fireEvent.click(await screen.findByTestId('shipping-area-delete-confirm-11'));
    await waitFor(() => expect(requests('/admin/setting/shipping/area/del')).toHaveLength(1));
    expect(JSON.parse(String(requests('/admin/setting/shipping/area/del')[0]![1]!.body))).toEqual({ id: 11 });
  });

  it('calculates 2.5 kg to Osaka with the template, and says when it does not deliver', async () => {
    serve();
    open('/shippingEdit/1');
    const calculator = await screen.findByTestId('shipping-calculator');
    await within(calculator).findByTestId('shipping-calc-weight');
    fireEvent.change(screen.getByTestId('shipping-calc-weight'), { target: { value: '2.5' } });
    await chooseOption('shipping-calc-country', 'Japan');
    fireEvent.change(screen.getByTestId('shipping-calc-region'), { target: { value: 'Osaka' } });
    fireEvent.click(screen.getByTestId('shipping-calc-submit'));
    expect((await screen.findByTestId('shipping-calc-fee')).textContent).toBe('$20.00');
    expect(screen.getByTestId('shipping-calc-area').textContent).toBe('Osaka');
    const sent = new URL(requests('/admin/setting/shipping/calculate')[0]![0], 'http://console.test').searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ id: '1', weight: '2500', country: 'JP', region: 'Osaka' });

    calculated = { ...calculated, deliverable: false, areaId: null, areaName: null, match: null, fee: null };
    fireEvent.change(screen.getByTestId('shipping-calc-region'), { target: { value: 'Kyoto' } });
    fireEvent.click(screen.getByTestId('shipping-calc-submit'));
    const alert = await screen.findByTestId('shipping-calc-undeliverable');
    expect(alert.textContent).toContain(i18n.t('shipping:calc.not_deliverable'));
    expect(alert.textContent).toContain('Japan / Kyoto');
  });

  it("puts the server's overlap refusal, naming both areas, on the countries of the area", async () => {
    const message = 'Area "Kansai" and area "Japan" both cover JP; a place belongs to one area of a template';
    serve({
      '/admin/setting/shipping/area/add': () => refused(409, message, [{ field: 'countries.0', key: 'duplicate' }]),
    });
    open('/shippingareaAdd/1');
    fireEvent.change(await screen.findByTestId('shipping-area-name-input'), { target: { value: 'Kansai' } });
    await chooseOption('shipping-area-countries-input', 'Japan');
    fireEvent.change(screen.getByTestId('shipping-area-firstFee-input'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('shipping-area-additionalFee-input'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('shipping-area-form-submit'));
    expect(await screen.findByText(message)).toBeTruthy();
    const body = JSON.parse(String(requests('/admin/setting/shipping/area/add')[0]![1]!.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      templateId: 1,
      name: 'Kansai',
      countries: ['JP'],
      regions: [],
      firstUnit: 1000,
      firstFee: 1200,
      additionalUnit: 1000,
      additionalFee: 300,
      freeOver: null,
    });
  });

  it('refuses an area that covers nothing before sending it', async () => {
    serve();
    open('/shippingareaAdd/1');
    fireEvent.change(await screen.findByTestId('shipping-area-name-input'), { target: { value: 'Nowhere' } });
    fireEvent.change(screen.getByTestId('shipping-area-firstFee-input'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('shipping-area-additionalFee-input'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('shipping-area-form-submit'));
    expect(await screen.findByText(i18n.t('shipping:areas.cover_required'))).toBeTruthy();
    expect(requests('/admin/setting/shipping/area/add')).toHaveLength(0);
  });
});
