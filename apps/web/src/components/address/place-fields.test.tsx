import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { CountryZoneData } from '@shop/shared/api/lookup';
import { authStore } from '../../lib/auth-store.ts';
import { post } from '../../lib/request.ts';
import { PlaceFields, usePostcodeRequired } from './place-fields.tsx';
import { chooseOption, preparePageTests } from '../../test/pages.tsx';

// The country and region picker of the address forms, on answers of the look-up /admin/api/getcountryzone.

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
  power: ['index'],
  avatar: null,
};
const zones: CountryZoneData = {
  list: [
    {
      code: 'US',
      name: 'United States of America',
      postcodeRequired: true,
      addressFormat: '{name}\n{line1}',
      regions: [
        { code: 'US-CA', name: 'California' },
        { code: 'US-NV', name: 'Nevada' },
      ],
    },
    { code: 'HK', name: 'Hong Kong', postcodeRequired: false, addressFormat: '{name}\n{line1}', regions: [] },
  ],
};

type FetchArgs = [string, RequestInit?];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown, headers: Record<string, string> = {}) => ({
  ok: true,
  status: 200,
  headers: new Headers(headers),
  json: async () => ({ code: 200, msg: 'ok', data }),
});

function Postcode(): ReactNode {
  return <span data-testid="postcode-rule">{usePostcodeRequired(['address']) ? 'required' : 'optional'}</span>;
}

function open(initial: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let form!: FormInstance;
  function Harness(): ReactNode {
    const [f] = Form.useForm();
    form = f;
    return (
      <Form form={f} initialValues={{ address: initial }}>
        <PlaceFields
          base={['address']}
          labels={{ country: 'Country', region: 'Region', chooseCountry: 'Choose' }}
          testId="addr"
        />
        <Postcode />
      </Form>
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <Harness />
      </App>
    </QueryClientProvider>,
  );
  return () => form.getFieldValue('address') as Record<string, string>;
}

preparePageTests(['geo', 'common']);
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  authStore.login(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('region picker', { timeout: 30_000 }, () => {
  it('offers the regions of a country with regions, keeping the ISO code and the printed name', async () => {
    fetchMock.mockImplementation(async () => ok(zones));
    const values = open({ country: 'US', region: '', regionCode: '' });
    await screen.findByTestId('addr-region');
    expect(screen.getByTestId('postcode-rule').textContent).toBe('required');
    await chooseOption('addr-region', 'Nevada');
    await waitFor(() => expect(values()).toMatchObject({ country: 'US', regionCode: 'US-NV', region: 'Nevada' }));
  });

  it('a country without regions keeps a typed region; a change of country clears the region', async () => {
    fetchMock.mockImplementation(async () => ok(zones));
    const values = open({ country: 'US', region: 'California', regionCode: 'US-CA' });
    await screen.findByTestId('addr-region');
    await chooseOption('addr-country', 'Hong Kong');
    await waitFor(() => expect(values()).toMatchObject({ country: 'HK', regionCode: '', region: '' }));
    expect(screen.queryByTestId('addr-region')).toBeNull();
    fireEvent.change(screen.getByTestId('addr-region-text'), { target: { value: 'Kowloon' } });
    expect(values()).toMatchObject({ region: 'Kowloon', regionCode: '' });
    expect(screen.getByTestId('postcode-rule').textContent).toBe('optional');
  });

  it('still shows a disabled country or region the address already has, marked', async () => {
    fetchMock.mockImplementation(async () => ok(zones));
    open({ country: 'US', region: 'Texas', regionCode: 'US-TX' });
    expect(await screen.findByText('US-TX (disabled)')).toBeTruthy();
  });
});

describe('POST look-ups', () => {
  it('send the kept ETag back and answer the kept data on 304, without an Idempotency-Key', async () => {
    const lists = { lists: { warehouses: [{ value: 1, label: 'Main' }] } };
    fetchMock.mockResolvedValueOnce(ok(lists, { etag: '"abc"' }));
    expect(await post('/admin/api/selectlist', { names: ['warehouses'] }, { revalidate: true })).toEqual(lists);
    fetchMock.mockResolvedValueOnce({ ok: false, status: 304, headers: new Headers(), json: async () => null });
    expect(await post('/admin/api/selectlist', { names: ['warehouses'] }, { revalidate: true })).toEqual(lists);
    const second = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(second['If-None-Match']).toBe('"abc"');
    expect(second['Idempotency-Key']).toBeUndefined();
  });
});
