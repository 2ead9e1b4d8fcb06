import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import type { FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryAddBody, type DictionaryAddBody, type DictionaryRow } from '@shop/shared/api/catalog-dictionary';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { ApiError } from '../../../lib/request.ts';
import { addDictionaryEntry, dictionaryKeys, editDictionaryEntry, fetchDictionary, fetchDictionaryEntry } from './api.ts';
import { ATTRIBUTE_GROUP, type DictionaryKind } from './kinds.ts';

interface DictionaryFormValues {
  name: string;
  sort: number | null;
  groupId: number | null;
  values: { id?: number; name: string }[];
}

function toBody(v: Partial<DictionaryFormValues>, kind: DictionaryKind): Record<string, unknown> {
  return {
    name: v.name ?? '',
    sort: v.sort ?? undefined,
    groupId: kind.hasGroup ? v.groupId ?? null : null,
    values: kind.hasValues ? (v.values ?? []).map((x) => (x.id ? { id: x.id, name: x.name ?? '' } : { name: x.name ?? '' })) : [],
  };
}

/** Field errors of the server; a taken name reads 'Name already exists' (spec), on the name field. */
export function applyDictionaryErrors(form: FormInstance, error: unknown, t: TFunction): void {
  applyServerErrors(form, error, t);
  if (!(error instanceof ApiError)) return;
  if (error.fieldErrors.some((e) => e.field === 'name' && e.key === 'duplicate')) form.setFields([{ name: 'name', errors: [t('dictionary:name_exists')] }]);
  // A value still used (by product variants) cannot be removed: the server's text says by how many.
  if (error.fieldErrors.some((e) => e.field === 'values')) form.setFields([{ name: 'values', errors: [error.message] }]);
}

/** Add or edit one dictionary entry: name, sort, (attribute) group and its values. */
export function DictionaryFormModal({ kind, entry, onClose }: { kind: DictionaryKind; entry: DictionaryRow | 'new' | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['dictionary', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const keys = dictionaryKeys(kind);
  const [form] = Form.useForm<DictionaryFormValues>();
  const open = entry !== null;
  const editingId = entry && entry !== 'new' ? entry.id : null;
  const body = () => toBody(form.getFieldsValue(true) as Partial<DictionaryFormValues>, kind);
  const rule = (...path: (string | number)[]) => bodyRule(dictionaryAddBody, body, path, t);

  const info = useQuery({ queryKey: keys.info(editingId ?? 0), queryFn: () => fetchDictionaryEntry(kind, editingId ?? 0), enabled: editingId !== null });
  const groupKeys = dictionaryKeys(ATTRIBUTE_GROUP);
  const groups = useQuery({ queryKey: groupKeys.list({ pageSize: 100 }), queryFn: () => fetchDictionary(ATTRIBUTE_GROUP, { pageSize: 100 }), enabled: open && kind.hasGroup });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editingId !== null && info.data) {
      form.setFieldsValue({ name: info.data.name, sort: info.data.sort, groupId: info.data.groupId, values: info.data.values });
    } else if (editingId === null) form.setFieldsValue({ name: '', sort: 0, groupId: null, values: kind.hasValues ? [{ name: '' }] : [] });
  }, [open, editingId, info.data, form, kind.hasValues]);

  const save = useMutation({
    mutationFn: (values: DictionaryFormValues) => {
      const payload = dictionaryAddBody.parse(toBody(values, kind)) as DictionaryAddBody;
      if (editingId !== null && info.data) return editDictionaryEntry(kind, { ...payload, id: editingId, version: info.data.version });
      return addDictionaryEntry(kind, payload);
    },
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (error) => applyDictionaryErrors(form, error, t),
  });

  const loading = editingId !== null && info.isLoading;
  return (
    <Modal
      open={open}
      title={t(editingId !== null ? `dictionary:${kind.text}.edit` : `dictionary:${kind.text}.add`)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading, 'data-testid': 'dictionary-form-submit' }}
      cancelButtonProps={{ 'data-testid': 'dictionary-form-cancel' }}
      destroyOnHidden
      width={560}
    >
      {loading ? <Skeleton active /> : (
        <Form<DictionaryFormValues> form={form} layout="vertical" data-testid="dictionary-form" onFinish={(values) => !save.isPending && save.mutate(values)}>
          <Form.Item name="name" label={t('dictionary:field.name')} rules={[rule('name')]} required>
            <Input maxLength={100} data-testid="dictionary-name" />
          </Form.Item>
          {kind.hasGroup ? (
            <Form.Item name="groupId" label={t('dictionary:field.group')} rules={[rule('groupId')]}>
              <Select allowClear placeholder={t('dictionary:no_group')} loading={groups.isLoading}
                options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))} />
            </Form.Item>
          ) : null}
          <Form.Item name="sort" label={t('dictionary:field.sort')} rules={[rule('sort')]} required>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />
          </Form.Item>
          {kind.hasValues ? (
            <Form.List name="values">
              {(fields, { add, remove }, { errors }) => (
                <div className="dictionary-values" data-testid="dictionary-values">
                  <div className="dictionary-values-label">{t('dictionary:field.values')}</div>
                  {fields.map((field, index) => (
                    <div key={field.key} className="dictionary-value-row">
                      <Form.Item name={[field.name, 'id']} hidden><Input /></Form.Item>
                      <Form.Item
                        name={[field.name, 'name']}
                        rules={[rule('values', index, 'name')]}
                        className="dictionary-value-input"
                        validateTrigger={['onChange', 'onBlur']}
                      >
                        <Input maxLength={100} placeholder={t('dictionary:value_placeholder', { n: index + 1 })} aria-label={t('dictionary:value_placeholder', { n: index + 1 })} data-testid={`dictionary-value-${index}`} />
                      </Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common:action.delete')} onClick={() => remove(field.name)} />
                    </div>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ name: '' })} data-testid="dictionary-value-add">{t('dictionary:add_value')}</Button>
                  <div className="form-hint">{t('dictionary:values_hint')}</div>
                </div>
              )}
            </Form.List>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}
