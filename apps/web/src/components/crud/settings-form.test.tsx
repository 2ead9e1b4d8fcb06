import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shop/shared/contract';
import { i18n, i18nReady } from '../../lib/i18n.ts';
import { setNotifier } from '../../lib/notify.ts';
import { SettingsSectionPage } from './settings-form.tsx';
import { defineSettingsSection, useSettingsSection } from './settings-section.ts';

// A small section of its own: a title (at most 12 characters) and a count, read and saved whole.
const fields = z.object({ title: z.string().trim().min(1, 'required').max(12), count: z.number().int().min(1) });
const data = fields.extend({ version: z.number().int(), updatedAt: z.string().nullable() });
const demo = defineSettingsSection({
  name: 'demo',
  fields,
  api: {
    info: endpoint({ method: 'GET', path: '/admin/demo', permission: 'demo', summary: 'demo', data }),
    edit: endpoint({
      method: 'POST',
      path: '/admin/demo/edit',
      permission: 'demo',
      summary: 'demo',
      body: fields.extend({ version: z.number().int().min(1) }),
      data,
    }),
  },
});

function DemoPage({ fieldTexts }: { fieldTexts?: Record<string, Record<string, string>> }): ReactNode {
  const state = useSettingsSection(demo, { fieldTexts });
  return (
    <SettingsSectionPage state={state} testId="demo" title="Demo settings">
      <Form.Item name="title" label="Title" rules={[state.rule('title')]}>
        <Input data-testid="demo-title" />
      </Form.Item>
      <Form.Item name="count" label="Count" rules={[state.rule('count')]}>
        <Input data-testid="demo-count" />
      </Form.Item>
    </SettingsSectionPage>
  );
}

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
let toasts: string[];
const answer = (status: number, code: number, msg: string, body: unknown) => ({
  ok: status === 200,
  status,
  json: async () => ({ code, msg, data: body }),
});
const ok = (body: unknown) => answer(200, 200, 'ok', body);
const stored = (version: number, title: string) => ({
  title,
  count: 3,
  version,
  updatedAt: version > 1 ? '2025-03-04T05:06:00Z' : null,
});
const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');
const sent = (call: FetchArgs) => JSON.parse(call[1].body as string) as Record<string, unknown>;

function open(fieldTexts?: Record<string, Record<string, string>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <Suspense fallback={null}>
          <DemoPage fieldTexts={fieldTexts} />
        </Suspense>
      </App>
    </QueryClientProvider>,
  );
  return queryClient;
}
const title = () => screen.getByTestId('demo-title') as HTMLInputElement;
const type = (value: string) => fireEvent.change(title(), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('demo-save'));

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['section', 'common']);
});
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  setNotifier({ error: (text) => void toasts.push(text), warning: () => undefined, success: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('a settings section screen', () => {
  it('shows a skeleton while it loads, then the form filled from the version read', async () => {
    let release: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    open();
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('demo-form')).toBeNull();
    await act(async () => release(ok(stored(1, 'Shop'))));
    await waitFor(() => expect(title().value).toBe('Shop'));
    expect(screen.getByTestId('demo-version').textContent).toBe(i18n.t('section:never_saved'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/admin/demo');
  });

  it('saves the whole section with the version read and a key, then shows the saved version', async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(4, 'Shop')));
    open();
    await waitFor(() => expect(title().value).toBe('Shop'));
    type('  New shop ');
    expect(screen.getByTestId('demo-unsaved')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(ok(stored(5, 'New shop')));
    save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [call] = posts();
    expect(call![0]).toBe('/admin/demo/edit');
    expect(sent(call!)).toEqual({ title: 'New shop', count: 3, version: 4 });
    expect((call![1].headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    await screen.findByText(i18n.t('common:saved'));
    await waitFor(() => expect(screen.getByTestId('demo-version').textContent).toContain('5'));
    expect(screen.getByTestId('demo-version').textContent).toContain('2025-03-04');
    expect(title().value).toBe('New shop');
    expect(screen.queryByTestId('demo-unsaved')).toBeNull();
  });

  it('sends one save for a double click', async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    open();
    await waitFor(() => expect(title().value).toBe('Shop'));
    fetchMock.mockResolvedValue(ok(stored(3, 'Shop')));
    save();
    save();
    await screen.findByText(i18n.t('common:saved'));
    expect(posts()).toHaveLength(1);
  });

  it('checks fields with the shared schema before sending', async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    open();
    await waitFor(() => expect(title().value).toBe('Shop'));
    type('A title far too long');
    save();
    await screen.findByText(i18n.t('common:field_error.too_long', { max: 12 }));
    expect(posts()).toHaveLength(0);
  });

  it('says a stale save was refused, keeps what was typed, and reloads the saved settings on demand', async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    open();
    await waitFor(() => expect(title().value).toBe('Shop'));
    type('Mine');
    fetchMock.mockResolvedValueOnce(answer(409, 409, 'Changed by someone else meanwhile', null));
    save();
    const conflict = await screen.findByTestId('demo-conflict');
    expect(conflict.textContent).toContain('Changed by someone else meanwhile');
    expect(conflict.textContent).toContain(i18n.t('section:conflict.title'));
    expect(title().value).toBe('Mine');
    expect(toasts).toEqual([]);

    fetchMock.mockResolvedValueOnce(ok(stored(3, 'Theirs')));
    fireEvent.click(screen.getByTestId('demo-conflict-reload'));
    await waitFor(() => expect(title().value).toBe('Theirs'));
    expect(screen.queryByTestId('demo-conflict')).toBeNull();
    expect(screen.getByTestId('demo-version').textContent).toContain('3');
    // the next save sends the version read again
    fetchMock.mockResolvedValueOnce(ok(stored(4, 'Theirs')));
    save();
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(sent(posts()[1]!).version).toBe(3);
  });

  it("shows the server's field errors on their fields", async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    open();
    await waitFor(() => expect(title().value).toBe('Shop'));
    fetchMock.mockResolvedValueOnce(
      answer(422, 422, 'Invalid input', { errors: [{ field: 'title', key: 'duplicate', params: {} }] }),
    );
    save();
    const error = await screen.findByText(i18n.t('common:field_error.duplicate'));
    expect(error.closest('.ant-form-item')?.querySelector('[data-testid="demo-title"]')).toBeTruthy();
    expect(screen.queryByTestId('demo-conflict')).toBeNull();
  });

  it("words a field's errors itself when the screen says how, from the schema and from the server", async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    open({ title: { too_long: 'Twelve characters at most', duplicate: 'Another store has this title' } });
    await waitFor(() => expect(title().value).toBe('Shop'));
    type('A title far too long');
    save();
    await screen.findByText('Twelve characters at most');
    type('Taken');
    fetchMock.mockResolvedValueOnce(
      answer(422, 422, 'Invalid input', { errors: [{ field: 'title', key: 'duplicate', params: {} }] }),
    );
    save();
    await screen.findByText('Another store has this title');
  });

  it('puts back the values read when the changes are undone', async () => {
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    open();
    await waitFor(() => expect(title().value).toBe('Shop'));
    const undo = screen.getByTestId('demo-undo') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    type('Something else');
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    await waitFor(() => expect(title().value).toBe('Shop'));
    expect(undo.disabled).toBe(true);
  });

  it('shows a failed read with a retry', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, 500, 'Database unavailable', null));
    open();
    expect(await screen.findByText(i18n.t('section:load_failed'))).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(toasts).toEqual(['Database unavailable']);
    fetchMock.mockResolvedValueOnce(ok(stored(2, 'Shop')));
    fireEvent.click(screen.getByTestId('demo-retry'));
    await waitFor(() => expect(title().value).toBe('Shop'));
  });
});
