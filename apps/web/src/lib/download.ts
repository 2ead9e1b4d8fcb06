import type { Endpoint, QueryIn } from '@shop/shared/contract';
import { request, type QueryValue } from './request.ts';

/**
 * An authenticated download of a file endpoint (a contract with `file: true`): fetched through
 * the request helper (session header, envelope errors shown like any other call) and handed to
 * the browser as a file.
 */
export async function downloadFile<E extends Endpoint & { method: 'GET' }>(
  endpoint: E,
  fileName: string,
  query?: QueryIn<E>,
): Promise<void> {
  const blob = await request<Blob>(endpoint.path, {
    method: 'GET',
    query: query as Record<string, QueryValue> | undefined,
    responseType: 'blob',
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
