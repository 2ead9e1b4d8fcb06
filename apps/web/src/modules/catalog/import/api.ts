import { importCheckData, importStartData, productImportApi } from '@shop/shared/api/catalog-import';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

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
  downloadFile(productImportApi.template, `product-import-template.${format}`, { format });

/**
 * Dry run: every row checked, nothing written. The screen shows refusals itself (quiet). The
 * endpoint answers a check or a started job; a dry run is always the check.
 */
export const checkImportFile = async (file: File) =>
  importCheckData.parse(
    await callApi(productImportApi.products, fileBody(file), { query: { dryRun: 'true' }, quiet: true }),
  );

/** Queues the import of a clean file; the key makes a repeated click (or a retry) start one job only. */
export const startImport = async (file: File, idempotencyKey: string) =>
  importStartData.parse(await callApi(productImportApi.products, fileBody(file), { idempotencyKey, quiet: true }));

export const fetchImportJob = (id: number) => callApi(productImportApi.job, { id }, { quiet: true });
