import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_REQUIRED_COLUMNS,
  LANGUAGES,
  parseMajor,
  type ImportColumn,
  type ImportRowError,
  type Localized,
} from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import type { Scope } from '../../../platform/http/context.ts';
import type { Sheet } from './parse.ts';
import { importRepository } from './repository.ts';
import { enabledLanguages } from '../../setting/language/rule.ts';
import { missingLanguages } from '@shop/shared/translations';

/** One checked row, ready to insert (money in minor units). */
export interface ImportRow {
  row: number;
  number: string;
  sku: string;
  name: Localized;
  categoryId: number | null;
  price: number;
  originalPrice: number;
  costPrice: number;
  currency: string;
  stock: number;
  weight: number;
  onShelf: boolean;
  supplierId: number | null;
}

export interface CheckResult {
  total: number;
  rows: ImportRow[];
  errors: ImportRowError[];
  errorCount: number;
}

const CODE = /^[^\s,]+$/;
/** major units; how many fraction digits is the currency's own (USD 2, JPY 0, KWD 3) */
const MONEY = /^\d{1,10}(\.\d{1,6})?$/;
const INT = /^\d{1,10}$/;
const TRUE = new Set(['1', 'true', 'yes', 'y', 'on', '是']);
const FALSE = new Set(['', '0', 'false', 'no', 'n', 'off', '否']);
const MAX_MONEY = 1_000_000_000_000;

const byPlace = (a: ImportRowError, b: ImportRowError) => a.row - b.row || a.column.localeCompare(b.column);

/**
 * Checks a sheet without writing: the header, every cell of every row, duplicates inside the
 * file, and what only the database knows (numbers and SKUs already taken, categories and
 * suppliers that exist). Every problem is reported with its row and column.
 */
export async function checkSheet(db: Db, scope: Pick<Scope, 'supplierId'>, sheet: Sheet): Promise<CheckResult> {
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  const fail = (row: number, column: string, key: string) => {
    errorCount++;
    if (errors.length < IMPORT_LIMITS.maxListedErrors) errors.push({ row, column, key });
  };
  const index = new Map<ImportColumn, number>();
  sheet.header.forEach((h, i) => {
    const text = h.trim().replace(/^\uFEFF/, '');
    if (!(IMPORT_COLUMNS as readonly string[]).includes(text)) {
      if (text !== '') fail(1, h, 'invalid');
      return;
    }
    const name = text as ImportColumn;
    if (index.has(name)) fail(1, h, 'duplicate');
    else index.set(name, i);
  });
  for (const c of IMPORT_REQUIRED_COLUMNS) if (!index.has(c)) fail(1, c, 'required');
  // the shared translation rule: a name in every enabled content language (/language), as the forms ask
  const required = await enabledLanguages(db);
  for (const l of required) if (!index.has(`name_${l}`)) fail(1, `name_${l}`, 'required');
  if (sheet.rows.length > IMPORT_LIMITS.maxRows) fail(IMPORT_LIMITS.maxRows + 2, 'file', 'too_big');
  if (errorCount > 0) return { total: sheet.rows.length, rows: [], errors: errors.sort(byPlace), errorCount };

  const rows: ImportRow[] = [];
  const bad = new Set<number>();
  const numbers = new Map<string, number>();
  const skus = new Map<string, number>();
  let seenRows = 0;
  for (const { row, cells } of sheet.rows) {
    // Let waiting requests in now and then: 100k rows take about a second.
    if (++seenRows % 5_000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const cell = (c: ImportColumn) => {
      const i = index.get(c);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const before = errorCount;
    const code = (c: 'number' | 'sku', seen: Map<string, number>) => {
      const v = cell(c);
      if (v === '') fail(row, c, 'required');
      else if (v.length > 64) fail(row, c, 'too_long');
      else if (!CODE.test(v) || v.includes('\u0000')) fail(row, c, 'invalid');
      else if (seen.has(v.toLowerCase())) fail(row, c, 'duplicate');
      else seen.set(v.toLowerCase(), row);
      return v;
    };
    // Prices are read in the row's currency: its minor unit exponent says how many decimals.
    const currency = cell('currency') || 'USD';
    if (!/^[A-Z]{3}$/.test(currency)) fail(row, 'currency', 'invalid');
    const money = (c: 'price' | 'original_price' | 'cost_price', required: boolean) => {
      const v = cell(c);
      if (v === '') {
        if (required) fail(row, c, 'required');
        return 0;
      }
      const m = MONEY.test(v) ? parseMajor(v, currency) : null;
      if (m === null) {
        fail(row, c, 'invalid');
        return 0;
      }
      if (m > MAX_MONEY) {
        fail(row, c, 'too_big');
        return 0;
      }
      return m;
    };
    const int = (c: 'stock' | 'weight' | 'category_id' | 'supplier_id', max: number) => {
      const v = cell(c);
      if (v === '') return null;
      if (!INT.test(v)) {
        fail(row, c, 'invalid');
        return null;
      }
      const n = Number(v);
      if (n > max) {
        fail(row, c, 'too_big');
        return null;
      }
      return n;
    };
    const number = code('number', numbers);
    const sku = code('sku', skus);
    const name = Object.fromEntries(LANGUAGES.map((l) => [l, cell(`name_${l}`)])) as Localized;
    for (const l of LANGUAGES) {
      if (name[l].length > 200 || name[l].includes('\u0000')) {
        fail(row, `name_${l}`, name[l].length > 200 ? 'too_long' : 'invalid');
      }
    }
    for (const l of missingLanguages(name, required)) fail(row, `name_${l}`, 'required');
    const price = money('price', true);
    const originalPrice = money('original_price', false);
    const costPrice = money('cost_price', false);
    const stock = int('stock', 1_000_000_000) ?? 0;
    const weight = int('weight', 100_000_000) ?? 0;
    const shelf = cell('on_shelf').toLowerCase();
    if (!TRUE.has(shelf) && !FALSE.has(shelf)) fail(row, 'on_shelf', 'invalid');
    const categoryId = int('category_id', Number.MAX_SAFE_INTEGER);
    if (categoryId === 0) fail(row, 'category_id', 'invalid');
    let supplierId = int('supplier_id', Number.MAX_SAFE_INTEGER);
    if (scope.supplierId !== null) {
      // Supplier users import into their own supplier only.
      if (cell('supplier_id') !== '' && supplierId !== scope.supplierId) fail(row, 'supplier_id', 'not_allowed');
      supplierId = scope.supplierId;
    } else if (supplierId === 0) fail(row, 'supplier_id', 'invalid');
    if (errorCount > before) {
      bad.add(row);
      continue;
    }
    rows.push({
      row,
      number,
      sku,
      name,
      categoryId: categoryId || null,
      price,
      originalPrice,
      costPrice,
      currency,
      stock,
      weight,
      onShelf: TRUE.has(shelf),
      supplierId: supplierId || null,
    });
  }

  // What only the database knows, in a few set queries (each list is one JSON parameter, whatever its length).
  const categoryIds = [...new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))];
  const supplierIds = [...new Set(rows.flatMap((r) => (r.supplierId ? [r.supplierId] : [])))];
  const [takenNumbers, takenSkus, cats, sups] = await Promise.all([
    importRepository.taken(
      db,
      'number',
      rows.map((r) => r.number.toLowerCase()),
    ),
    importRepository.taken(
      db,
      'sku',
      rows.map((r) => r.sku.toLowerCase()),
    ),
    importRepository.existing(db, 'categories', categoryIds),
    scope.supplierId === null ? importRepository.existing(db, 'suppliers', supplierIds) : Promise.resolve(null),
  ]);
  for (const r of rows) {
    const before = errorCount;
    if (takenNumbers.has(r.number.toLowerCase())) fail(r.row, 'number', 'taken');
    if (takenSkus.has(r.sku.toLowerCase())) fail(r.row, 'sku', 'taken');
    if (r.categoryId && !cats.has(r.categoryId)) fail(r.row, 'category_id', 'invalid');
    if (sups && r.supplierId && !sups.has(r.supplierId)) fail(r.row, 'supplier_id', 'invalid');
    if (errorCount > before) bad.add(r.row);
  }
  errors.sort(byPlace);
  return { total: sheet.rows.length, rows: rows.filter((r) => !bad.has(r.row)), errors, errorCount };
}
