import type { TFunction } from 'i18next';
import type { ImportRowError } from '@shop/shared/api/catalog-import';
import { IMPORT_LIMITS, isLanguage } from '@shop/shared/constants';
import type { FieldError } from '@shop/shared/errors';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';

/** A problem of the file as the screen lists it: spreadsheet row (header = 1, 0 = unknown), column, key. */
export interface ImportProblem extends ImportRowError {
  params?: Record<string, unknown>;
}

/** The refusal of a whole request (422 'import.failed') as problems: data.errors[] carry the row in params. */
export function problemsOf(errors: readonly FieldError[]): ImportProblem[] {
  return errors.map((e) => ({ row: Number(e.params?.row ?? 0) || 0, column: e.field, key: e.key, params: e.params }));
}

const MONEY = new Set(['price', 'original_price', 'cost_price']);
const INTEGER = new Set(['stock', 'weight']);
const CODE = new Set(['number', 'sku']);

/** Which `invalid` message fits a column: the expected format says more than "not valid". */
function invalidKey(column: string): string {
  if (MONEY.has(column)) return 'invalid_money';
  if (INTEGER.has(column)) return 'invalid_integer';
  if (CODE.has(column)) return 'invalid_code';
  if (column === 'on_shelf') return 'invalid_on_shelf';
  if (column === 'currency') return 'invalid_currency';
  if (column === 'category_id') return 'invalid_category';
  if (column === 'supplier_id') return 'invalid_supplier';
  return 'invalid';
}

/** The translated message of one problem, by where it is (file, header row, a cell) and its key. */
export function problemText(t: TFunction, p: ImportProblem): string {
  if (p.column === 'file') {
    if (p.key === 'too_big') {
      return p.params?.limit
        ? t('import:file_error.too_large', { limit: String(p.params.limit) })
        : t('import:file_error.too_many_rows', { max: IMPORT_LIMITS.maxRows.toLocaleString() });
    }
    if (p.key === 'required') return t('import:file_error.empty');
    return t('import:file_error.unreadable');
  }
  if (p.row === 1) {
    if (p.key === 'required') return t('import:header_error.missing');
    if (p.key === 'duplicate') return t('import:header_error.duplicate');
    return t('import:header_error.unknown');
  }
  switch (p.key) {
    case 'required':
      return t('import:cell_error.required');
    case 'too_long':
      return CODE.has(p.column) ? t('import:cell_error.too_long_code') : t('import:cell_error.too_long_name');
    case 'too_big':
      return t('import:cell_error.too_big');
    case 'duplicate':
      return t('import:cell_error.duplicate');
    case 'taken':
      return t('import:cell_error.taken');
    case 'not_allowed':
      return t('import:cell_error.not_allowed');
    default:
      return t(`import:cell_error.${invalidKey(p.column)}`);
  }
}

/** A column as the user knows it: its header text in the file and its meaning. */
export function columnLabel(t: TFunction, column: string): string {
  if (column === 'file') return t('import:column.file');
  const language = column.startsWith('name_') ? column.slice('name_'.length) : null;
  if (language !== null && isLanguage(language)) return t('import:column.name', { language: LANGUAGE_NAMES[language] });
  return t(`import:column.${column}`, { defaultValue: '' });
}
