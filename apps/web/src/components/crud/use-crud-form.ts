import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BodyIn, Endpoint } from '@shop/shared/contract';
import { ApiError } from '../../lib/request.ts';
import { applyServerErrors, fieldPath } from '../form-rules.ts';
import type { Entity, EntityContracts, RecordOf } from './entity-api.ts';

/** An entity the kit can add and edit. */
export type EditableContracts = EntityContracts & { add: Endpoint; edit: Endpoint };

/** Server field errors a screen words itself: `{ name: { duplicate: t('tag:name_exists') } }`. */
export type FieldTexts = Record<string, Partial<Record<string, string>>>;

export interface CrudFormConfig<G extends EditableContracts, V extends object> {
  entity: Entity<G>;
  /** form values of a new record */
  initial: Partial<V>;
  /** form values of the record being edited */
  toValues: (record: RecordOf<G>) => Partial<V>;
  toAdd: (values: V) => BodyIn<G['add']>;
  toEdit: (values: V, record: RecordOf<G>) => BodyIn<G['edit']>;
  fieldTexts?: FieldTexts;
  /** A failure the screen handles itself (true: handled) before the field errors are shown. */
  onError?: (error: unknown, form: FormInstance<V>) => boolean;
}

export interface CrudFormState<G extends EditableContracts, V extends object> {
  form: FormInstance<V>;
  /** the record being edited, once loaded */
  record: RecordOf<G> | undefined;
  editing: boolean;
  /** the record is still loading: show a skeleton */
  loading: boolean;
  saving: boolean;
  /** the form's onFinish: ignores a second submit while one is under way */
  submit: (values: V) => void;
}

// The kit's generic contracts lose their exact types here; the config's types check each screen.
type LooseEntity = {
  useRecord: (id: number | null) => UseQueryResult<unknown>;
  useChange: (
    change: string,
    handlers: { onSuccess: (saved: unknown) => void; onError: (error: Error) => void },
  ) => UseMutationResult<unknown, Error, unknown>;
};

/**
 * What a form dialog and a form page share: load the record, reset the form each time it opens,
 * add or edit, put the server's field errors on their fields (or say the message), and never send
 * twice. `id` null adds; `onClosed` runs after a successful save (with the record as saved) and
 * when the record is gone.
 */
export function useCrudForm<G extends EditableContracts, V extends object>(
  config: CrudFormConfig<G, V>,
  { open, id, onClosed }: { open: boolean; id: number | null; onClosed: (saved?: RecordOf<G>) => void },
): CrudFormState<G, V> {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const entity = config.entity as unknown as LooseEntity;
  const record = entity.useRecord(open ? id : null) as UseQueryResult<RecordOf<G>>;
  // A closing dialog keeps showing the record it showed (its query is off by then).
  const [shown, setShown] = useState<RecordOf<G>>();
  if (open && record.data !== shown) setShown(record.data);
  const data = open ? record.data : shown;

  const handlers = {
    onSuccess: (saved: unknown) => {
      void message.success(t('common:saved'));
      onClosed(saved as RecordOf<G>);
    },
    onError: (error: Error) => {
      if (config.onError?.(error, form)) return;
      const texts = config.fieldTexts ?? {};
      const own = error instanceof ApiError ? error.fieldErrors.filter((e) => texts[e.field]?.[e.key]) : [];
      if (own.length > 0)
        form.setFields(own.map((e) => ({ name: fieldPath(e.field) as never, errors: [texts[e.field]![e.key]!] })));
      else if (!applyServerErrors(form, error, t)) void message.error(error.message);
    },
  };
  const add = entity.useChange('add', handlers);
  const edit = entity.useChange('edit', handlers);
  const saving = add.isPending || edit.isPending;

  // Reset once each time it opens for a record (or for a new one) and that record has arrived: a
  // refetch of the same record while the form is open must not wipe what the user typed or the
  // errors the form shows.
  const resetFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      resetFor.current = null;
      return;
    }
    const key = id === null ? 'new' : record.data ? `record:${id}` : null;
    if (key === null || resetFor.current === key) return;
    resetFor.current = key;
    form.resetFields();
    form.setFieldsValue((id === null ? config.initial : config.toValues(record.data!)) as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the config's functions are new each render
  }, [open, id, record.data, form]);

  // A record that is gone (deleted meanwhile, a stale link): the request helper said so; close.
  const missing = open && id !== null && record.isError;
  useEffect(() => {
    if (missing) onClosed(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [missing]);

  return {
    form,
    record: data,
    editing: id !== null,
    loading: id !== null && data === undefined,
    saving,
    submit: (values) => {
      if (saving) return;
      if (id === null) add.mutate(config.toAdd(values));
      else if (data) edit.mutate(config.toEdit(values, data));
    },
  };
}
