import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../../platform/http/app-error.ts';

/** A spreadsheet as text cells: the header row and the data rows, with their row numbers (header = 1). */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

export type SheetFormat = 'csv' | 'xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** XLSX by its ZIP signature; otherwise text, which must be UTF-8 without NUL bytes. */
export function formatOf(file: Buffer): SheetFormat {
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (file.subarray(0, 64 * 1024).includes(0)) throw fileError();
  return 'csv';
}

export function fileError(row = 0, column = 'file', key = 'invalid'): AppError {
  return new AppError('import.failed', {}, { fields: [{ field: column, key, params: { row } }], data: null });
}

export async function readSheet(file: Buffer): Promise<{ format: SheetFormat; sheet: Sheet }> {
  const format = formatOf(file);
  return { format, sheet: format === 'xlsx' ? await readXlsx(file) : readCsv(file) };
}

function readCsv(file: Buffer): Sheet {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (err) {
    throw fileError(Number((err as { lines?: number }).lines ?? 0));
  }
  const [header = [], ...rest] = records;
  return { header, rows: rest.map((cells, i) => ({ row: i + 2, cells })) };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value).trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return '';
  return '';
}

async function readXlsx(file: Buffer): Promise<Sheet> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw fileError();
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  let header: string[] | null = null;
  const rows: Sheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    const values = r.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    if (cells.every((c) => c === '')) return;
    if (header === null) header = cells;
    else rows.push({ row: rowNumber, cells });
  });
  return { header: header ?? [], rows };
}
