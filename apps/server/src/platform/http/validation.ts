import { FIELD_ERROR_KEYS, type FieldError } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

const OWN_KEYS = new Set<string>(FIELD_ERROR_KEYS);

function keyOf(issue: z.core.$ZodIssue, input: unknown): string {
  if (OWN_KEYS.has(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? (Number(issue.minimum) <= 1 ? 'required' : 'too_short') : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_value':
    case 'unrecognized_keys':
      return 'not_allowed';
    default:
      return 'invalid';
  }
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

function paramsOf(issue: z.core.$ZodIssue): Record<string, unknown> | undefined {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return undefined;
}

/** Parses input with a shared schema; failures become 422 with one entry per field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // PostgreSQL text cannot hold U+0000, and jsonb refuses a lone surrogate (a JSON body can
    // carry "\ud800"): refuse both here rather than fail in the database (500).
    const withNul = nulPaths(result.data, []);
    if (withNul.length)
      throw new AppError('common.invalid_input', {}, { fields: withNul.map((field) => ({ field, key: 'invalid' })) });
    return result.data;
  }
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    const params = paramsOf(issue);
    fields.push(params ? { field, key: keyOf(issue, input), params } : { field, key: keyOf(issue, input) });
  }
  throw new AppError('common.invalid_input', {}, { fields });
}

/** Paths of strings PostgreSQL cannot store: with U+0000, or not well-formed UTF-16 (lone surrogates). */
function nulPaths(value: unknown, path: string[]): string[] {
  if (typeof value === 'string')
    return value.includes('\u0000') || !value.isWellFormed() ? [path.join('.') || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulPaths(v, [...path, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nulPaths(v, [...path, k]));
  return [];
}
