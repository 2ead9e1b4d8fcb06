import { InputNumber, type InputNumberProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { zodRule } from '../form-rules.ts';

export interface SchemaFieldOptions {
  /** the label's key under `<namespace>:field.` when it is not the field's name */
  label?: string;
  /** an empty input ('' or null, a cleared number) is checked as a missing value */
  emptyAsUndefined?: boolean;
  /** this field's own texts of some error keys (`{ invalid: 'Enter an address with {waybill}' }`) */
  texts?: Partial<Record<string, string>>;
}

/** The props a form item takes from `schemaFields`. */
export interface SchemaFieldProps {
  name: string;
  label: string;
  rules: ReturnType<typeof zodRule>[];
}

/**
 * The form items of a request body that the shared schema checks, one call a field:
 * `<Form.Item {...field('name')} required>` gives its name, its label (`<namespace>:field.<name>`)
 * and the rule of the body's schema for it, the same the server applies.
 */
export function schemaFields<S extends Record<string, z.ZodType>>(
  shape: S,
  t: TFunction,
  namespace: string,
): (name: keyof S & string, options?: SchemaFieldOptions) => SchemaFieldProps {
  return (name, options = {}) => ({
    name,
    label: t(`${namespace}:field.${options.label ?? name}`),
    rules: [zodRule(shape[name], t, { emptyAsUndefined: options.emptyAsUndefined, texts: options.texts })],
  });
}

/** A whole number from 0 (a sort order, a percentage); `max` and the rest as antd's InputNumber takes them. */
export function WholeNumberInput(props: Omit<InputNumberProps<number>, 'min' | 'precision'>): ReactNode {
  return <InputNumber<number> min={0} precision={0} {...props} />;
}
