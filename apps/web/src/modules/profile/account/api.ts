import type { ProfileData, ProfileEditBody, SessionRow } from '@shop/shared/api/profile';
import { get, post } from '../../../lib/request.ts';

export const profileKeys = {
  all: ['profile'] as const,
  info: ['profile', 'info'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export const fetchProfile = () => get<ProfileData>('/admin/profile');
export const fetchSessions = () => get<{ list: SessionRow[] }>('/admin/profile/sessions');
export const editProfile = (body: ProfileEditBody) => post<ProfileData>('/admin/profile/edit', body);
export const changePassword = (currentPassword: string, newPassword: string) =>
  post('/admin/profile/password', { currentPassword, newPassword });
export const revokeSession = (id: number) => post<{ revoked: number }>('/admin/profile/sessions/revoke', { id });
export const revokeOtherSessions = () => post<{ revoked: number }>('/admin/profile/sessions/revoke', { others: true });
