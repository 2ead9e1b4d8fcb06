import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '@shop/shared';

/** One example row under the header, so the expected formats are visible. */
const EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string | number> = {
  number: 'P-0001',
  sku: 'SKU-0001',
  'name_zh-CN': '示例商品',
  name_en: 'Sample product',
  name_es: 'Producto de ejemplo',
  name_ja: 'サンプル商品',
  category_id: '',
  price: '19.90',
  original_price: '25.00',
  cost_price: '12.50',
  currency: 'USD',
  stock: 100,
  weight: 500,
  on_shelf: 1,
  supplier_id: '',
};

/** The import template: the columns the import reads, for platform staff or (without supplier_id) for suppliers. */
export function templateColumns(forSupplier: boolean): string[] {
  return IMPORT_COLUMNS.filter((c) => !(forSupplier && c === 'supplier_id'));
}

export function csvTemplate(forSupplier: boolean): Buffer {
  const columns = templateColumns(forSupplier);
  return Buffer.from('\uFEFF' + stringify([columns, columns.map((c) => EXAMPLE[c as keyof typeof EXAMPLE])]), 'utf8');
}

export async function xlsxTemplate(forSupplier: boolean): Promise<Buffer> {
  const columns = templateColumns(forSupplier);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('products');
  sheet.addRow(columns);
  sheet.addRow(columns.map((c) => EXAMPLE[c as keyof typeof EXAMPLE]));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((col) => {
    col.width = 16;
  });
  // Codes and prices as text, so that spreadsheets keep leading zeros and decimals.
  for (const c of ['number', 'sku', 'price', 'original_price', 'cost_price'])
    sheet.getColumn(columns.indexOf(c) + 1).numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}
