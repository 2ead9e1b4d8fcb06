import { request, type QueryValue } from './request.ts';

/**
 * An authenticated download: fetched through the request helper (session header, envelope errors
 * shown like any other call) and handed to the browser as a file.
 */
export async function downloadFile(url: string, fileName: string, query?: Record<string, QueryValue>): Promise<void> {
  const blob = await request<Blob>(url, { method: 'GET', query, responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
