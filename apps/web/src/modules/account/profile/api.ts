import { profileApi, type ProfileEditBody } from '@shop/shared/api/profile';
import { callApi } from '../../../lib/api-client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  info: ['profile', 'info'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export const fetchProfile = () => callApi(profileApi.info);
export const fetchSessions = () => callApi(profileApi.sessions);
export const editProfile = (body: ProfileEditBody) => callApi(profileApi.edit, body);
export const changePassword = (currentPassword: string, newPassword: string) =>
  callApi(profileApi.password, { currentPassword, newPassword });
export const revokeSession = (id: number) => callApi(profileApi.revokeSession, { id });
export const revokeOtherSessions = () => callApi(profileApi.revokeSession, { others: true });
