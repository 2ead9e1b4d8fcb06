import { authApi } from '@shop/shared/api/auth';
import { applicationApi, applyPublicApi } from '@shop/shared/api/supply-application';
import { approvalQueueApi } from '@shop/shared/api/supply-queue';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Applications as staff read and decide them; a decision refreshes the queue too. */
export const applications = defineEntity('supplierApplications', applicationApi, {
  related: [['approvalQueue']],
  quiet: true,
});
/** The one approval queue; a batch decision refreshes the applications too. */
export const approvalQueue = defineEntity('approvalQueue', approvalQueueApi, {
  related: [['supplierApplications']],
});

export { ACTIVATE_PATH, APPLY_PATH, QUEUE_PATH, reviewPath, STATUS_PATH, statusLink } from './paths.ts';

/** The login form's CSRF token, which the public form's changes carry. */
export async function csrfToken(): Promise<string> {
  return (await callApi(authApi.csrf, undefined, { quiet: true })).csrf_token;
}

/** Uploads one document of the public form; answers its handle and details. */
export async function uploadDocument(file: File) {
  const data = new FormData();
  data.append('file', file);
  return callApi(applyPublicApi.upload, data, { query: { csrf_token: await csrfToken() }, quiet: true });
}

/** A document's bytes as an object URL, for the preview (staff, or the applicant with the token). */
export async function documentUrl(
  source: { id: number } | { reference: string; token: string },
  file: string,
): Promise<string> {
  const blob =
    'id' in source
      ? await callApi(applicationApi.file, { id: source.id, file })
      : await callApi(applyPublicApi.file, { ...source, file });
  return URL.createObjectURL(blob);
}
