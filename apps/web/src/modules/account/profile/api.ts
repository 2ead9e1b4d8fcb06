import { profileApi } from '@shop/shared/api/profile';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The own profile over `profileApi` (no list): failures toasted, a key per request, read again after success. */
export const ownProfile = defineEntity('profile', profileApi, { quiet: [], actionKeys: [], refresh: ON_SUCCESS });

export const profileKeys = {
  all: ownProfile.keys.all,
  info: ['profile', 'info'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export const fetchProfile = () => callApi(profileApi.info);
export const fetchSessions = () => callApi(profileApi.sessions);
