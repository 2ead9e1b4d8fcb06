import { authApi, type SessionUser } from '@shop/shared/api/auth';
import { AUTH } from '@shop/shared/constants';
import { callApi } from '../../../lib/api-client.ts';

export async function login(username: string, password: string): Promise<SessionUser> {
  const { csrf_token } = await callApi(authApi.csrf, undefined, { quiet: true });
  return callApi(
    authApi.login,
    { username: username.trim(), password, csrf_token, submit: AUTH.submitMarker },
    { quiet: true },
  );
}

export function logout(): Promise<unknown> {
  return callApi(authApi.logout, undefined, { quiet: true });
}

/** Where to go after login: the page that sent the user here, if it is one of ours. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value === '/') return '/dashboard';
  return value;
}
