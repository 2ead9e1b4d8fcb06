import { signInAgreementApi } from '@shop/shared/api/agreement';
import type { Localized } from '@shop/shared/api/catalog-common';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { callApi } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

/** The current supplier agreement as the signed-in supplier user reads it (quiet: the dialog shows failures). */
export const readSignInAgreement = () => callApi(signInAgreementApi.read, undefined, { quiet: true });

/** Records that the signed-in supplier user accepted version `id` (quiet: the dialog shows failures). */
export const acceptAgreement = (id: number) => callApi(signInAgreementApi.accept, { id }, { quiet: true });

/** Nothing left to accept: the stored session user (kept across reloads) stops asking. */
export function clearPendingAgreement(): void {
  authStore.set((state) => (state.user ? { ...state, user: { ...state.user, agreement: null } } : state));
}

/** The language to show: the interface language when the agreement is written in it, else the first one it is. */
export function agreementLanguage(content: Localized, language: string): Language {
  const own = LANGUAGES.find((l) => l === language && content[l] !== '');
  return own ?? LANGUAGES.find((l) => content[l] !== '') ?? 'zh-CN';
}
