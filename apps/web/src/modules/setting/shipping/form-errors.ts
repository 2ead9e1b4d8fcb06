import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';

/** A server field path as a form name path: `regions.1.region` -> ['regions', 1, 'region']. */
const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The server's field errors on the form: a refusal about other records (409: a taken code, an area
 * overlapping another) shows the server's message, which names them; a field's own check its text.
 * `field` maps a server path to the form item holding it (an entry of a multi-select: the select).
 * True when some field took an error.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  field: (path: string) => (string | number)[] = namePath,
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = error.fieldErrors
    .filter((e) => known.has(e.field.split('.')[0]!))
    .map((e) => ({
      name: field(e.field) as never,
      errors: [error.status === 409 ? error.message : fieldErrorText(t, e.key, e.params)],
    }));
  form.setFields(fields);
  return fields.length > 0;
}

export { namePath };
