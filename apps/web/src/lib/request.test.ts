import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import { REQUEST } from '@shop/shared/constants';
import { AUTH_STORAGE_KEY, authStore } from './auth-store.ts';
import { i18n, i18nReady } from './i18n.ts';
import { setNavigator } from './navigation.ts';
import { setNotifier, type Notifier } from './notify.ts';
import { ApiError, get, post } from './request.ts';
import { sessionNotice } from './session.ts';

const user: SessionUser = {
  ak: 'token-1',
  username: 'admin',
  truename: 'Admin',
  adminid: 1,
  supplier: false,
  supplier_id: null,
  supplier_name: null,
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['index', 'log'],
  avatar: null,
};

function answer(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    blob: async () => new Blob([JSON.stringify(body)]),
  };
}

type FetchArgs = [string, RequestInit];

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
type Toast = (text: string, seconds: number) => void;
let notifier: {
  error: ReturnType<typeof vi.fn<Toast>>;
  warning: ReturnType<typeof vi.fn<Toast>>;
  success: ReturnType<typeof vi.fn<Toast>>;
};
let navigateMock: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;

beforeAll(async () => {
  await i18nReady;
});

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  notifier = { error: vi.fn<Toast>(), warning: vi.fn<Toast>(), success: vi.fn<Toast>() };
  setNotifier(notifier satisfies Notifier);
  navigateMock = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  setNavigator(navigateMock);
  authStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setNotifier(null);
});

const header = (call: FetchArgs, name: string) => (call[1].headers as Record<string, string>)[name];

describe('request helper', () => {
  it('unwraps data on success and sends the ak header when a session is stored', async () => {
    authStore.login(user);
    fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: { list: [1, 2] } }));
    await expect(get('/admin/api/message', { page: 2, keyword: '' })).resolves.toEqual({ list: [1, 2] });
    const call = fetchMock.mock.calls[0];
    expect(call[0]).toBe('/admin/api/message?page=2');
    expect(header(call, 'ak')).toBe('token-1');
    expect(call[1].credentials).toBe('same-origin');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('aborts a request after the 10 s timeout', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: 'late' }));
    const pending = get('/admin/profile');
    await vi.advanceTimersByTimeAsync(REQUEST.timeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    // A timeout counts as a network failure: toast, then a retry 5 s later.
    expect(notifier.error).toHaveBeenCalledWith(i18n.t('common:error.network'), REQUEST.networkToastMs / 1000);
    expect(i18n.t('common:error.network')).not.toBe('common:error.network');
    await vi.advanceTimersByTimeAsync(REQUEST.retryDelayMs);
    await expect(pending).resolves.toBe('late');
  });

  it('retries a network failure 2 times, 5 s apart, with the same Idempotency-Key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const pending = post('/admin/setting/admin/del', { id: 3 });
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REQUEST.retryDelayMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REQUEST.retryDelayMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(REQUEST.retryDelayMs * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(0);
    const keys = fetchMock.mock.calls.map((call) => header(call, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/.{8,}/);
    expect(new Set(keys).size).toBe(1);
    expect(notifier.error).toHaveBeenCalledTimes(3);
    expect(notifier.error).toHaveBeenLastCalledWith(i18n.t('common:error.network'), 5);
  });

  it('succeeds when a retry gets through, keeping the key of the first attempt', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(answer(200, { code: 200, msg: 'ok', data: { revoked: 1 } }));
    const pending = post('/admin/profile/sessions/revoke', { others: true }, { idempotencyKey: 'action-42' });
    await vi.advanceTimersByTimeAsync(REQUEST.retryDelayMs);
    await expect(pending).resolves.toEqual({ revoked: 1 });
    expect(fetchMock.mock.calls.map((call) => header(call, 'Idempotency-Key'))).toEqual(['action-42', 'action-42']);
  });

  it('code 300 shows the message, clears all state and goes to login', async () => {
    authStore.login(user);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    window.history.pushState({}, '', '/log?page=2');
    fetchMock.mockResolvedValue(answer(401, { code: 300, msg: 'Login expired', data: null }));
    const error = await get('/admin/setting/log').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(300);
    expect(notifier.error).toHaveBeenCalledWith('Login expired', 3);
    expect(authStore.get().user).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith('/?redirect=%2Flog%3Fpage%3D2', { replace: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The shell's toast goes with the shell: the login page shows the reason instead.
    expect(sessionNotice()).toBe('Login expired');
  });

  it('requests failing together with code 300 keep the first place to return to', async () => {
    authStore.login(user);
    window.history.pushState({}, '', '/profile/index');
    setNavigator((to) => window.history.replaceState({}, '', to));
    fetchMock.mockResolvedValue(answer(401, { code: 300, msg: 'Login expired', data: null }));
    await Promise.all([
      get('/admin/profile').catch(() => undefined),
      get('/admin/profile/sessions').catch(() => undefined),
    ]);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?redirect=%2Fprofile%2Findex');
    setNavigator(navigateMock);
  });

  it('other codes show the server text for 3 s and reject with code and field errors', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { code: 409, msg: 'Someone else changed this record', data: null }));
    const stale = await post('/admin/setting/group/edit', {}).catch((e: unknown) => e);
    expect(stale).toMatchObject({ code: 409, message: 'Someone else changed this record' });
    expect(notifier.error).toHaveBeenCalledWith('Someone else changed this record', 3);

    fetchMock.mockResolvedValueOnce(
      answer(422, {
        code: 422,
        msg: 'Please fill out the form correctly',
        data: { errors: [{ field: 'username', key: 'too_short' }] },
      }),
    );
    const invalid = (await post('/admin/setting/admin/add', {}).catch((e: unknown) => e)) as ApiError;
    expect(invalid.code).toBe(422);
    expect(invalid.fieldErrors).toEqual([{ field: 'username', key: 'too_short' }]);
  });

  it('falls back to the default text when the server sends none', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, 'not json'));
    const error = (await get('/admin/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(502);
    expect(error.message).toBe(i18n.t('common:error.default'));
    expect(notifier.error).toHaveBeenCalledWith(i18n.t('common:error.default'), 3);
  });
});
