import { existsSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { formatMinor, type Language } from '@shop/shared';
import type { LedgerKindName, SettlementStatus } from '@shop/shared/api/supply-settlement';
import type { BatchView, LineView } from './batch-repository.ts';
import { STATEMENT_TEXTS, type StatementTexts } from './statement-texts.ts';

/** Noto Sans CJK (Debian fonts-noto-cjk) for Chinese and Japanese text; Helvetica where it is missing. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const kindOf = (w: StatementTexts, kind: string) => w.kinds[kind as LedgerKindName] ?? kind;
const statusOf = (w: StatementTexts, status: string) => w.statuses[status as SettlementStatus] ?? status;

function cells(w: StatementTexts, l: LineView, currency: string) {
  return [
    l.occurredAt.toISOString().slice(0, 10),
    kindOf(w, l.kind),
    l.ref,
    l.orderId ?? '',
    l.note,
    formatMinor(l.gross, currency),
    formatMinor(l.commission, currency),
    l.rateBp ?? '',
    formatMinor(l.amount, currency),
  ];
}

function totals(lines: LineView[]) {
  const byKind = new Map<string, number>();
  let gross = 0;
  let commission = 0;
  for (const l of lines) {
    byKind.set(l.kind, (byKind.get(l.kind) ?? 0) + l.amount);
    gross += l.gross;
    commission += l.commission;
  }
  return { byKind, gross, commission };
}

/** The statement of a batch as CSV: one row per ledger line, then the sums per kind and the total. */
export function statementCsv(b: BatchView, lines: LineView[], lang: Language): Buffer {
  const w = STATEMENT_TEXTS[lang];
  const t = totals(lines);
  const money = (n: number) => formatMinor(n, b.currency);
  const rows: unknown[][] = [
    [w.supplier, b.supplierName, w.period, b.period, w.status, statusOf(w, b.status), w.currency, b.currency],
    w.columns,
    ...lines.map((l) => cells(w, l, b.currency)),
    [],
    ...[...t.byKind].map(([kind, sum]) => ['', `${w.sum}: ${kindOf(w, kind)}`, '', '', '', '', '', '', money(sum)]),
    ['', w.total, '', '', '', money(t.gross), money(t.commission), '', money(b.total)],
  ];
  return Buffer.from('\ufeff' + stringify(rows), 'utf8');
}

/** The statement of a batch as PDF (A4): the heading, the lines, the sums per kind and the total. */
export function statementPdf(b: BatchView, lines: LineView[], lang: Language): Promise<Buffer> {
  const w = STATEMENT_TEXTS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${w.title} ${b.supplierName} ${b.period}` } });
  if (existsSync(CJK_FONT)) doc.font(CJK_FONT, 'NotoSansCJKsc-Regular');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const money = (n: number) => formatMinor(n, b.currency);
  doc.fontSize(16).text(`${w.title} ${b.period}`);
  doc
    .fontSize(10)
    .text(`${b.supplierName} · ${b.periodFrom} – ${b.periodTo} · ${statusOf(w, b.status)} · ${b.currency}`);
  // a voucher given as a picture only prints its amount
  if (b.voucherRef || b.voucherFile)
    doc.text(`${w.voucher} ${[b.voucherRef, money(b.voucherAmount ?? 0)].filter(Boolean).join(' · ')}`);
  doc.moveDown();
  const cols = [40, 105, 190, 330, 400, 470];
  const row = (c: string[], y: number) =>
    c.forEach((s, i) => doc.text(s, cols[i]!, y, { width: 75, lineBreak: false }));
  const [date, kind, , , note, gross, commission, , amount] = w.columns;
  doc.fontSize(8);
  row([date, kind, note, gross, commission, amount], doc.y);
  for (const l of lines) {
    if (doc.y > 780) doc.addPage();
    const y = doc.y + 12;
    row(
      [
        l.occurredAt.toISOString().slice(0, 10),
        kindOf(w, l.kind),
        l.note,
        money(l.gross),
        money(l.commission),
        money(l.amount),
      ],
      y,
    );
  }
  const t = totals(lines);
  doc.moveDown(2).fontSize(10);
  doc.text(`${gross} ${money(t.gross)} · ${commission} ${money(t.commission)}`, 40);
  for (const [k, sum] of t.byKind) doc.text(`${kindOf(w, k)}: ${money(sum)}`, 40);
  doc.fontSize(12).text(`${w.total} ${money(b.total)}`, 40);
  doc.end();
  return done;
}
