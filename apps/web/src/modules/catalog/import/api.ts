import type { ImportCheckData, ImportJobData, ImportStartData } from '@shop/shared/api/catalog-import';
import { downloadFile } from '../../../lib/download.ts';
import { request } from '../../../lib/request.ts';

export type TemplateFormat = 'csv' | 'xlsx';

export const importKeys = {
  all: ['product-import'] as const,
  job: (id: number) => ['product-import', 'job', id] as const,
};

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/** The import template, downloaded with the session header like the product CSV export. */
export const downloadTemplate = (format: TemplateFormat) =>
  downloadFile('/api/import/products/template', `product-import-template.${format}`, { format });

/** Dry run: every row checked, nothing written. The screen shows refusals itself (quiet). */
export const checkImportFile = (file: File) =>
  request<ImportCheckData>('/api/import/products', { method: 'POST', query: { dryRun: 'true' }, body: fileBody(file), quiet: true });

/** Queues the import of a clean file; the key makes a repeated click (or a retry) start one job only. */
export const startImport = (file: File, idempotencyKey: string) =>
  request<ImportStartData>('/api/import/products', { method: 'POST', body: fileBody(file), idempotencyKey, quiet: true });

export const fetchImportJob = (id: number) =>
  request<ImportJobData>('/api/import/products/job', { method: 'GET', query: { id }, quiet: true });
