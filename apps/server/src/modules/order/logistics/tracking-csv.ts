import { parse } from 'csv-parse/sync';
import {
  TRACKING_IMPORT,
  TRACKING_RULES,
  TRACKING_STATUSES,
  type TrackingImportError,
  type TrackingStatus,
} from '@shop/shared';

/** A tracking row as read from the file, before its waybill is looked up. */
export interface TrackingRow {
  row: number;
  waybill: string;
  at: Date;
  status: TrackingStatus;
  location: string;
  description: string;
}

export interface ReadResult {
  total: number;
  rows: TrackingRow[];
  errors: TrackingImportError[];
}

const REQUIRED = ['waybill', 'time', 'status'] as const;
/** Clock skew allowed for "not in the future" (carrier files and browsers). */
export const FUTURE_SLACK_MS = TRACKING_RULES.futureSlackMinutes * 60_000;

/**
 * A time as carriers write it: ISO 8601 with a zone ("2025-03-01T08:30:00+08:00", "...Z"), or
 * "YYYY-MM-DD HH:mm[:ss]" read as UTC. Anything else (or a date that does not exist) is null.
 */
export function parseTime(text: string): Date | null {
  const t = text.trim();
  const zoned = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/i.exec(t);
  const plain = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  const m = zoned ?? plain;
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    return null;
  // The calendar day must exist (2025-02-30 does not).
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCMonth() !== Number(mo) - 1) return null;
  const at = new Date(zoned ? t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : `${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function parseStatus(text: string): TrackingStatus | null {
  const v = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (TRACKING_STATUSES as readonly string[]).includes(v) ? (v as TrackingStatus) : null;
}

/**
 * Reads a tracking CSV (UTF-8, header row with waybill, time, status and optionally location and
 * description, in any order) and checks each cell on its own. Row numbers are the file's lines
 * (the header is row 1).
 */
export function readTrackingCsv(file: Buffer, now = Date.now()): ReadResult {
  const errors: TrackingImportError[] = [];
  if (file.subarray(0, 64 * 1024).includes(0))
    return { total: 0, rows: [], errors: [{ row: 0, column: 'file', key: 'invalid' }] };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(new TextDecoder('utf-8').decode(file), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    return {
      total: 0,
      rows: [],
      errors: [{ row: Number((err as { lines?: number }).lines ?? 0), column: 'file', key: 'invalid' }],
    };
  }
  const [head, ...data] = records;
  if (!head) return { total: 0, rows: [], errors: [{ row: 1, column: 'file', key: 'required' }] };
  const header = head.record.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(TRACKING_IMPORT.columns);
  header.forEach((h, i) => {
    if (!known.has(h)) errors.push({ row: head.info.lines, column: h || `#${i + 1}`, key: 'not_allowed' });
    else if (header.indexOf(h) !== i) errors.push({ row: head.info.lines, column: h, key: 'duplicate' });
  });
  for (const c of REQUIRED) if (!header.includes(c)) errors.push({ row: head.info.lines, column: c, key: 'required' });
  if (errors.length) return { total: data.length, rows: [], errors };
  if (data.length === 0) return { total: 0, rows: [], errors: [{ row: 2, column: 'file', key: 'required' }] };
  if (data.length > TRACKING_IMPORT.maxRows)
    return { total: data.length, rows: [], errors: [{ row: 0, column: 'file', key: 'too_big' }] };

  const cell = (r: string[], c: string) => (header.indexOf(c) >= 0 ? (r[header.indexOf(c)] ?? '').trim() : '');
  const rows: TrackingRow[] = [];
  for (const { record, info } of data) {
    const row = info.lines;
    const before = errors.length;
    const waybill = cell(record, 'waybill');
    if (!waybill) errors.push({ row, column: 'waybill', key: 'required' });
    else if (waybill.length > 60) errors.push({ row, column: 'waybill', key: 'too_long' });
    const timeText = cell(record, 'time');
    const at = timeText ? parseTime(timeText) : null;
    if (!timeText) errors.push({ row, column: 'time', key: 'required' });
    else if (!at) errors.push({ row, column: 'time', key: 'invalid' });
    else if (at.getTime() > now + FUTURE_SLACK_MS) errors.push({ row, column: 'time', key: 'future' });
    const statusText = cell(record, 'status');
    const status = statusText ? parseStatus(statusText) : null;
    if (!statusText) errors.push({ row, column: 'status', key: 'required' });
    else if (!status) errors.push({ row, column: 'status', key: 'invalid' });
    const location = cell(record, 'location');
    if (location.length > TRACKING_IMPORT.locationMax) errors.push({ row, column: 'location', key: 'too_long' });
    const description = cell(record, 'description');
    if (description.length > TRACKING_IMPORT.descriptionMax)
      errors.push({ row, column: 'description', key: 'too_long' });
    if (errors.length === before) rows.push({ row, waybill, at: at!, status: status!, location, description });
  }
  return { total: data.length, rows, errors };
}

/** The import template: the header and one example row. */
export function trackingTemplate(): string {
  return (
    '\ufeffwaybill,time,status,location,description\nSF1234567890,2025-01-15T09:30:00+08:00,in_transit,Shenzhen ' +
    'hub,Departed sorting centre\n'
  );
}
