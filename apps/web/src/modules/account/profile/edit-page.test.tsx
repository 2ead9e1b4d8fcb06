import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { ProfileData } from '@shop/shared/api/profile';
import { authStore } from '../../../lib/auth-store.ts';
import { i18n, i18nReady } from '../../../lib/i18n.ts';
import { setNotifier } from '../../../lib/notify.ts';
import { AVATAR_UPLOAD_URL } from './avatar-field.tsx';
import { ProfileEditPage } from './edit-page.tsx';
import { renderRoutes } from '../../../test/pages.tsx';

const OLD = `/files/${'a'.repeat(64)}.png`;
const NEW = `/files/${'b'.repeat(64)}.png`;
const user: SessionUser = {
  ak: 'ak',
  username: 'supplier',
  truename: 'Supplier A Operator',
  adminid: 3,
  supplier: true,
  supplier_id: 1,
  supplier_name: 'Demo Supplier A',
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['index', 'profile'],
  avatar: OLD,
};
const stored: ProfileData = {
  id: 3,
  username: 'supplier',
  truename: 'Supplier A Operator',
  email: 'supplier@example.com',
  phone: null,
  avatar: OLD,
  groupName: null,
  supplierName: 'Demo Supplier A',
  supplier: true,
  lastLoginAt: null,
  version: 4,
};

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });
const calls = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const editBody = () => JSON.parse(String(calls('/admin/profile/edit').at(-1)![1].body)) as Record<string, unknown>;

/** Answers the profile, the edit (echoing the body into the profile) and avatar uploads. */
function serve(): void {
  let current = { ...stored };
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/admin/profile') return ok(current);
    if (url === '/admin/profile/edit') {
      const body = JSON.parse(String(init.body)) as { truename: string; avatar?: string };
      current = { ...current, truename: body.truename, avatar: body.avatar || null, version: current.version + 1 };
      return ok(current);
    }
    if (url === AVATAR_UPLOAD_URL)
      return ok({ url: NEW, thumbUrl: NEW, width: 96, height: 96, bytes: 300, reused: false });
    throw new Error(`unexpected request ${url}`);
  });
}

function open() {
  return renderRoutes(
    [
      { path: '/profile/edit', element: <ProfileEditPage /> },
      { path: '/profile/index', element: <div data-testid="profile-index" /> },
    ],
    '/profile/edit',
  );
}

const avatarImage = () => screen.getByTestId('profile-avatar-current').querySelector('img');
const fileInput = () =>
  screen.getByTestId('profile-avatar-upload').querySelector('input[type=file]') as HTMLInputElement;

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['profile', 'tips', 'common']);
});
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  setNotifier({ error: () => undefined, warning: () => undefined, success: () => undefined });
  authStore.login(user);
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
  authStore.clear();
});

describe('profile edit: the avatar', { timeout: 30_000 }, () => {
  it('shows the saved avatar and keeps it when saved unchanged', async () => {
    const router = open();
    await waitFor(() => expect(avatarImage()?.getAttribute('src')).toBe(OLD));
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/index'));
    expect(editBody()).toMatchObject({ version: 4, truename: 'Supplier A Operator', avatar: OLD });
  });

  it('removes the avatar: the save clears it and the top bar user loses it', async () => {
    const router = open();
    await waitFor(() => expect(avatarImage()?.getAttribute('src')).toBe(OLD));
    fireEvent.click(screen.getByTestId('profile-avatar-remove'));
    await waitFor(() => expect(avatarImage()).toBeNull());
    expect(screen.getByText(i18n.t('profile:avatar.none'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/index'));
    expect(editBody().avatar).toBe('');
    expect(authStore.get().user?.avatar).toBeNull();
  });

  it('refuses a file that is not a JPG or PNG before sending it', async () => {
    open();
    await waitFor(() => expect(avatarImage()).not.toBeNull());
    fireEvent.change(fileInput(), { target: { files: [new File(['just text'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText(i18n.t('tips:img_type'))).toBeTruthy();
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.getAllByText(i18n.t('tips:img_type')).length).toBeGreaterThan(0));
    expect(calls(AVATAR_UPLOAD_URL)).toHaveLength(0);
  });

  it('refuses a picture over 2 MB before sending it', async () => {
    open();
    await waitFor(() => expect(avatarImage()).not.toBeNull());
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(fileInput(), { target: { files: [new File([big], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText(i18n.t('tips:img_size', { limit: '2 MB' }))).toBeTruthy();
    expect(calls(AVATAR_UPLOAD_URL)).toHaveLength(0);
  });

  it('uploads a picture as an avatar and saves the stored file with the profile', async () => {
    // jsdom decodes no images: the uploader's check reads the picture as 96x96; antd's own preview
    // (drawn on a canvas jsdom lacks, its image marked crossOrigin) fails quietly instead.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 96;
        naturalHeight = 96;
        crossOrigin: string | null = null;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(_: string) {
          setTimeout(() => (this.crossOrigin ? this.onerror?.() : this.onload?.()), 0);
        }
      },
    );
    const router = open();
    await waitFor(() => expect(avatarImage()).not.toBeNull());
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(fileInput(), { target: { files: [new File([png], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(avatarImage()?.getAttribute('src')).toBe(NEW));
    expect(calls(AVATAR_UPLOAD_URL)).toHaveLength(1);
    expect(AVATAR_UPLOAD_URL).toBe('/admin/upload/image?kind=avatar');
    expect(calls(AVATAR_UPLOAD_URL)[0]![1].body).toBeInstanceOf(FormData);
    expect(screen.getByText(i18n.t('profile:avatar.new'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/index'));
    expect(editBody().avatar).toBe(NEW);
    expect(authStore.get().user?.avatar).toBe(NEW);
  });
});
