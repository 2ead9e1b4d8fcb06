import dayjs, { type Dayjs } from 'dayjs';

/** A RangePicker's value: either end may be open. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** URL days (YYYY-MM-DD) -> the RangePicker's value; null when neither is set. */
export function dayRange(from: string | undefined, to: string | undefined): DayRange {
  return from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
}

/** The RangePicker's value -> URL days under the list's own parameter names. */
export function rangeParams(
  range: DayRange | undefined,
  names: readonly [string, string] = ['dateFrom', 'dateTo'],
): Record<string, string> {
  const out: Record<string, string> = {};
  if (range?.[0]) out[names[0]] = range[0].format('YYYY-MM-DD');
  if (range?.[1]) out[names[1]] = range[1].format('YYYY-MM-DD');
  return out;
}

/** The filled fields of a filter form as URL parameters: trimmed text, empty ones left out. */
export function textParams(values: Record<string, unknown>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) out[key] = text;
  }
  return out;
}
