import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { idParam } from './common.ts';

/**
 * Product import (POST /api/import/products, multipart field "file", CSV or XLSX).
 * ?dryRun=true checks every row and writes nothing; without it the file is checked again and,
 * when clean, imported by a background job, all rows in one transaction. Poll the job with
 * GET /api/import/products/job?id=.
 */
export const IMPORT_COLUMNS = [
  'number',
  'sku',
  ...LANGUAGES.map((l) => `name_${l}` as const),
  'category_id',
  'price',
  'original_price',
  'cost_price',
  'currency',
  'stock',
  'weight',
  'on_shelf',
  /** platform staff only: the supplier's id, empty for a platform-owned product */
  'supplier_id',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Columns a row must fill (besides at least one name). */
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = ['number', 'sku', 'price'];

export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export const importTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
export const importJobQuery = z.object({ id: idParam });

/** One problem in the file: its spreadsheet row (the header is row 1) and column. */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  /** required | invalid | too_long | too_big | duplicate | taken | not_allowed */
  key: z.string(),
});

export const importCheckData = z.object({
  /** data rows in the file */
  total: z.number().int(),
  /** rows without errors */
  valid: z.number().int(),
  errorCount: z.number().int(),
  /** the first IMPORT_LIMITS.maxListedErrors errors, in row order */
  errors: z.array(importRowError),
});

export const importStartData = z.object({ jobId: z.number().int(), total: z.number().int() });

export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const importJobData = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_JOB_STATES),
  /** rows written so far (0 until the write starts; the write commits all rows at once) */
  processed: z.number().int(),
  total: z.number().int(),
  fileName: z.string(),
  /** why it failed: an error code and its translated text, with the rows concerned where known */
  error: z.object({ code: z.string(), msg: z.string(), errors: z.array(importRowError) }).nullable(),
  result: z
    .object({ added: z.number().int(), firstId: z.number().int().nullable(), lastId: z.number().int().nullable() })
    .nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** The endpoints of /product/product/import. */
export const productImportApi = {
  /** A dry run answers the check (importCheckData), a real import the queued job (importStartData). */
  products: endpoint({
    method: 'POST',
    path: '/api/import/products',
    permission: 'catalog_product_import',
    summary:
      'Import products from CSV or XLSX (multipart field "file"). ?dryRun=true lists every row\'s errors and writes ' +
      'nothing; ' +
      'otherwise a clean file is queued as a job (poll GET /api/import/products/job) and written all or nothing',
    query: importQuery,
    data: importCheckData.or(importStartData),
    multipart: true,
  }),
  job: endpoint({
    method: 'GET',
    path: '/api/import/products/job',
    permission: 'catalog_product_import',
    summary: 'An import job: state, rows processed of total, errors, result report',
    query: importJobQuery,
    data: importJobData,
    supplier: { access: 'read', table: 'jobs', field: 'id', where: "kind = 'product.import'" },
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/import/products/template',
    permission: 'catalog_product_import',
    summary: 'The import template (?format=csv or xlsx): the columns the import reads, with an example row',
    query: importTemplateQuery,
    file: true,
  }),
};

export type ImportRowError = z.infer<typeof importRowError>;
export type ImportCheckData = z.infer<typeof importCheckData>;
export type ImportStartData = z.infer<typeof importStartData>;
export type ImportJobData = z.infer<typeof importJobData>;
