import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { FIELD_ERROR_KEYS } from '@shop/shared/errors';
import { ApiError } from '../lib/request.ts';

interface IssueLike {
  code: string;
  message: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}

/** A zod issue as one of the shared field-error keys (required, too_short, invalid, ...). */
export function issueKey(issue: IssueLike): { key: string; params: Record<string, unknown> } {
  const params = { min: issue.minimum, max: issue.maximum };
  if ((FIELD_ERROR_KEYS as readonly string[]).includes(issue.message)) return { key: issue.message, params };
  if (issue.code === 'invalid_type') return { key: issue.input === undefined ? 'required' : 'invalid_type', params };
  if (issue.code === 'too_small')
    return { key: issue.origin === 'string' ? (issue.minimum === 1 ? 'required' : 'too_short') : 'too_small', params };
  if (issue.code === 'too_big') return { key: issue.origin === 'string' ? 'too_long' : 'too_big', params };
  return { key: 'invalid', params };
}

export function fieldErrorText(t: TFunction, key: string, params: Record<string, unknown> = {}): string {
  return t(`common:field_error.${key}`, { ...params, defaultValue: t('common:field_error.invalid') });
}

/**
 * An antd rule that validates with the same zod schema the server uses. `texts` words some keys
 * for this field (`{ invalid: 'Start with https:// ...' }`) instead of the common texts.
 */
export function zodRule(
  schema: z.ZodType,
  t: TFunction,
  options: { emptyAsUndefined?: boolean; texts?: Partial<Record<string, string>> } = {},
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = options.emptyAsUndefined && (value === '' || value === null) ? undefined : value;
      const result = schema.safeParse(input);
      if (result.success) return;
      const { key, params } = issueKey(result.error.issues[0] as unknown as IssueLike);
      throw new Error(options.texts?.[key] ?? fieldErrorText(t, key, params));
    },
  };
}

/** A server field error's path as a form's name path: `credentials.2.value` -> ['credentials', 2, 'value']. */
export function fieldPath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Puts the server's data.errors onto the form's fields; true when at least one field matched. */
export function applyServerErrors(form: FormInstance, error: unknown, t: TFunction): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = error.fieldErrors
    .filter((e) => known.has(e.field.split('.')[0]))
    .map((e) => ({ name: fieldPath(e.field), errors: [fieldErrorText(t, e.key, e.params)] }));
  form.setFields(fields);
  return fields.length > 0;
}
