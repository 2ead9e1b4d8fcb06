import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldErrorText, issueKey } from './form-rules.ts';

type Path = readonly (string | number)[];

const samePath = (a: readonly PropertyKey[], b: Path) =>
  a.length === b.length && a.every((part, i) => String(part) === String(b[i]));

/**
 * An antd rule for one field that validates the whole request body with the shared schema and
 * reports the issues at this field's path: rules that span fields (a name in at least one
 * language, values that must not repeat) come from the schema too, not from a second copy.
 * `texts` words some error keys for this field (`{ invalid: 'Enter 8 to 10 terms' }`).
 */
export function bodyRule(
  schema: z.ZodType,
  body: () => unknown,
  path: Path,
  t: TFunction,
  texts: Partial<Record<string, string>> = {},
): Rule {
  return {
    validator: async () => {
      const result = schema.safeParse(body());
      if (result.success) return;
      const issue = result.error.issues.find((i) => samePath(i.path, path));
      if (!issue) return;
      const { key, params } = issueKey(issue as unknown as Parameters<typeof issueKey>[0]);
      throw new Error(texts[key] ?? fieldErrorText(t, key, params));
    },
  };
}
