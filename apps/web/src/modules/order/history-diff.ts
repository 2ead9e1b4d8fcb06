import { LANGUAGES, type Language } from '@shop/shared/constants';
import { pickLocalized } from '../../components/localized.ts';

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

const text = (v: unknown) => JSON.stringify(v ?? null);

/**
 * What an order event changed: the fields whose before and after differ, in the order the event
 * wrote them. A field only before or only after counts as changed (to or from nothing).
 */
export function historyChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): HistoryChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((c) => text(c.before) !== text(c.after));
}

/** A text per language ({ 'zh-CN', en, es, ja }): a payment method's or product's name. */
const isLocalized = (value: object): value is Record<Language, string> =>
  LANGUAGES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string') &&
  Object.keys(value).length === LANGUAGES.length;

/**
 * A value of a change as one short line: texts and numbers as they are, a text per language in
 * the interface language, other lists and objects as JSON.
 */
export function changeText(value: unknown, language = 'zh-CN'): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && !Array.isArray(value) && isLocalized(value))
    return pickLocalized(value, language) || '—';
  return JSON.stringify(value);
}
