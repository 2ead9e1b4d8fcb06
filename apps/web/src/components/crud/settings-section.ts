import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DataOf, Endpoint } from '@shop/shared/contract';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/request.ts';
import { applyServerErrors } from '../form-rules.ts';
import { bodyRule } from '../schema-rule.ts';
import { defineEntity } from './entity-api.ts';
import type { FieldTexts } from './use-crud-form.ts';

/**
 * What a settings screen edits: one record read whole (`info`, with its `version` and `updatedAt`)
 * and saved whole with the version read (`edit`; a stale one is refused with 409). A settings
 * section of the shared package (`storeSettings`) is one as it is; the watermark names its parts.
 */
export interface SectionSource {
  name: string;
  /** the values a save sends (the edit body without its version) */
  fields: z.ZodObject;
  api: { info: Endpoint; edit: Endpoint };
}

/** The record as read and answered by a save. */
export type SectionData<S extends SectionSource> = DataOf<S['api']['info']> & {
  version: number;
  updatedAt: string | null;
};
/** The form's values: the section's fields. */
export type SectionValues<S extends SectionSource> = z.output<S['fields']>;

export interface SettingsSectionOptions {
  /** the query key's name (`settings-<name>` unless given) */
  key?: string;
  /** reads elsewhere that show this section (the shell's store name): refreshed after a save */
  related?: readonly QueryKey[];
}

/**
 * A settings record for the console kit: its query key and read, and the save as an entity change
 * (one Idempotency-Key per action, quiet: the screen shows refusals itself). The saved answer is put
 * in the cache by the screen; only the `related` reads are fetched again.
 */
export function defineSettingsSection<S extends SectionSource>(source: S, options: SettingsSectionOptions = {}) {
  const entity = defineEntity(options.key ?? `settings-${source.name}`, source.api, {
    quiet: ['edit'],
    refresh: { success: options.related ?? [], failure: [], wait: false },
  });
  const fetch = () => (callApi as (e: Endpoint) => Promise<unknown>)(source.api.info) as Promise<SectionData<S>>;
  return { source, entity, key: entity.keys.all as QueryKey, fetch };
}

export type SettingsSection<S extends SectionSource> = ReturnType<typeof defineSettingsSection<S>>;

interface SchemaNode {
  minValue?: number | null;
  maxValue?: number | null;
  _zod?: { def?: { innerType?: SchemaNode } };
}

/** A number field's bounds as the shared schema sets them (through its default), for the input's min and max. */
export function fieldRange(source: SectionSource, name: string): { min: number; max: number } {
  let node = source.fields.shape[name] as SchemaNode | undefined;
  while (node && node.minValue === undefined && node._zod?.def?.innerType) node = node._zod.def.innerType;
  return { min: node?.minValue ?? 0, max: node?.maxValue ?? Number.MAX_SAFE_INTEGER };
}

export interface SettingsSectionState<S extends SectionSource> {
  form: FormInstance<SectionValues<S>>;
  query: UseQueryResult<SectionData<S>>;
  /** the record the form was filled from (its version is sent); null until it is read */
  base: SectionData<S> | null;
  /** the form's initial values (the first version read) */
  initial: SectionValues<S> | undefined;
  /** a refused stale save: the server's message */
  conflict: string | null;
  /** the form differs from what was read */
  changed: boolean;
  saving: boolean;
  /** validates and saves; a second call while one is under way does nothing */
  submit: () => Promise<void>;
  /** reads the record again and fills the form with it (after a conflict) */
  reload: () => Promise<void>;
  /** puts back the values read */
  undo: () => void;
  /** the shared schema's rule of one field (`'email'`, `['name', 'en']`), checked on the whole body */
  rule: (path: string | readonly (string | number)[]) => Rule;
  /**
   * A form item's name, label (`<namespace>:field.<name>`) and the schema's rule:
   * `<Form.Item {...field('email')}>`; `label` names another key under `field.`.
   */
  field: (name: string, options?: { label?: string }) => { name: string; label: string; rules: Rule[] };
  /** what a save would send now */
  body: () => Record<string, unknown>;
  /** the form's onValuesChange */
  touched: () => void;
  /** the form's onFinishFailed */
  invalid: () => void;
}

/** A cleared input (null) is a missing value to the schema: "required", and a default applies. */
const present = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? undefined : v]));

type LooseChange = {
  useChange: (
    change: 'edit',
    handlers: { onSuccess: (saved: unknown) => void; onError: (error: Error) => void },
  ) => { mutateAsync: (body: unknown) => Promise<unknown>; isPending: boolean };
};

/**
 * The state of a settings screen: read the record (the form filled once per version read), check
 * fields with the shared schema, save with the version read, put the server's field errors on the
 * fields and a stale save's message in `conflict`. `fieldTexts` words some errors of a field itself,
 * found by the shared schema or answered by the server (`{ seoKeywords: { invalid: '...' } }`).
 */
export function useSettingsSection<S extends SectionSource>(
  section: SettingsSection<S>,
  {
    namespace = 'section',
    fieldTexts = {},
    extraBody,
  }: {
    namespace?: string;
    fieldTexts?: FieldTexts;
    /** what a save sends besides the fields: a secret to replace or clear (left out, it is kept) */
    extraBody?: () => Record<string, unknown>;
  } = {},
): SettingsSectionState<S> {
  type Values = SectionValues<S>;
  const { t } = useTranslation([namespace, 'section', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const query = useQuery({ queryKey: section.key, queryFn: section.fetch, refetchOnWindowFocus: false });
  const [base, setBase] = useState<SectionData<S> | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const submitting = useRef(false);
  const [initial, setInitial] = useState<Values>();
  const names = Object.keys(section.source.fields.shape);
  const schema = section.source.api.edit.body as z.ZodType;

  const valuesOf = (data: SectionData<S>) =>
    Object.fromEntries(names.map((n) => [n, (data as Record<string, unknown>)[n]])) as Values;
  // The form is shown once the first version is read (its initial values); later ones are set in it.
  const fill = (data: SectionData<S>, reset: boolean) => {
    const shown = base !== null;
    setBase(data);
    setChanged(false);
    if (!shown) {
      setInitial(valuesOf(data));
      return;
    }
    if (reset) form.resetFields();
    form.setFieldsValue(valuesOf(data) as never);
  };

  // Each newly read version fills the form once; a refetch of the same version keeps what was typed.
  useEffect(() => {
    const data = query.data;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each newly read version refills the form
    if (data && (base === null || data.version !== base.version)) fill(data, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill the form from each newly read version only
  }, [query.data]);

  const body = (): Record<string, unknown> => {
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const values = present(Object.fromEntries(names.filter((n) => n in all).map((n) => [n, all[n]])));
    return { ...values, ...extraBody?.(), version: base?.version ?? 0 };
  };

  const save = (section.entity as unknown as LooseChange).useChange('edit', {
    onSuccess: (saved) => {
      setConflict(null);
      queryClient.setQueryData(section.key, saved);
      void message.success(t('common:saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.fieldErrors.length === 0) {
        setConflict(error.message);
        return;
      }
      const own = error instanceof ApiError ? error.fieldErrors.filter((e) => fieldTexts[e.field]?.[e.key]) : [];
      if (own.length > 0)
        form.setFields(own.map((e) => ({ name: e.field.split('.') as never, errors: [fieldTexts[e.field]![e.key]!] })));
      else if (!applyServerErrors(form, error, t)) void message.error(error.message, 4);
    },
  });

  const invalid = () => void message.warning(t('section:form_invalid'));

  const submit = async () => {
    if (submitting.current || save.isPending || !base) return;
    submitting.current = true;
    try {
      await form.validateFields();
      const parsed = schema.safeParse(body());
      if (parsed.success) await save.mutateAsync(parsed.data).catch(() => undefined);
      else invalid();
    } catch {
      invalid();
    } finally {
      submitting.current = false;
    }
  };

  const reload = async () => {
    setConflict(null);
    const fresh = await query.refetch();
    if (fresh.data) fill(fresh.data, true);
  };

  const rule = (path: string | readonly (string | number)[]) => {
    const parts = typeof path === 'string' ? [path] : path;
    return bodyRule(schema, body, parts, t, fieldTexts[parts.join('.')]);
  };

  return {
    form,
    query,
    base,
    initial,
    conflict,
    changed,
    saving: save.isPending,
    submit,
    reload,
    undo: () => {
      if (base) fill(base, true);
    },
    rule,
    field: (name, options = {}) => ({
      name,
      label: t(`${namespace}:field.${options.label ?? name}`),
      rules: [rule(name)],
    }),
    body,
    touched: () => setChanged(true),
    invalid,
  };
}
