import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryAddBody, type DictionaryAddBody, type DictionaryApi } from '@shop/shared/api/catalog-dictionary';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { ApiError } from '../../../lib/request.ts';
import { dictionaryEntity, dictionaryScreen, GROUP_CHOICES } from './api.ts';
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
    groupId: kind.hasGroup ? (v.groupId ?? null) : null,
    values: kind.hasValues
      ? (v.values ?? []).map((x) => (x.id ? { id: x.id, name: x.name ?? '' } : { name: x.name ?? '' }))
      : [],
  };
}

/**
 * A value still used (by product variants) cannot be removed: the server's text, which says by how many, under the
 * values.
 */
function valuesInUse(error: unknown, form: FormInstance<DictionaryFormValues>, t: TFunction): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors.some((e) => e.field === 'values')) return false;
  applyServerErrors(form, error, t);
  form.setFields([{ name: 'values', errors: [error.message] }]);
  return true;
}

/** Add or edit one dictionary entry: name, sort, (attribute) group and its values. */
export function DictionaryFormModal({ kind }: { kind: DictionaryKind }): ReactNode {
  const { t } = useTranslation(['dictionary', 'common']);
  const open = useActionDialog().action !== null;
  const groups = dictionaryEntity(ATTRIBUTE_GROUP).useList(GROUP_CHOICES, { enabled: open && kind.hasGroup });
  const payload = (v: DictionaryFormValues) => dictionaryAddBody.parse(toBody(v, kind)) as DictionaryAddBody;

  return (
    <FormModal<DictionaryApi, DictionaryFormValues>
      screen={dictionaryScreen(kind)}
      width={560}
      initial={{ name: '', sort: 0, groupId: null, values: kind.hasValues ? [{ name: '' }] : [] }}
      toValues={(entry) => ({ name: entry.name, sort: entry.sort, groupId: entry.groupId, values: entry.values })}
      toAdd={payload}
      toEdit={(v, entry) => ({ ...payload(v), id: entry.id, version: entry.version })}
      // A taken name reads 'Name already exists' (spec), on the name field.
      fieldTexts={{ name: { duplicate: t('dictionary:name_exists') } }}
      onError={(error, form) => valuesInUse(error, form, t)}
    >
      {({ form }) => {
        const body = () => toBody(form.getFieldsValue(true) as Partial<DictionaryFormValues>, kind);
        const rule = (...path: (string | number)[]) => bodyRule(dictionaryAddBody, body, path, t);
        return (
          <>
            <Form.Item name="name" label={t('dictionary:field.name')} rules={[rule('name')]} required>
              <Input maxLength={100} data-testid="dictionary-name" />
            </Form.Item>
            {kind.hasGroup ? (
              <Form.Item name="groupId" label={t('dictionary:field.group')} rules={[rule('groupId')]}>
                <Select
                  allowClear
                  placeholder={t('dictionary:no_group')}
                  loading={groups.isLoading}
                  options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))}
                />
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
                        <Form.Item name={[field.name, 'id']} hidden>
                          <Input />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'name']}
                          rules={[rule('values', index, 'name')]}
                          className="dictionary-value-input"
                          validateTrigger={['onChange', 'onBlur']}
                        >
                          <Input
                            maxLength={100}
                            placeholder={t('dictionary:value_placeholder', { n: index + 1 })}
                            aria-label={t('dictionary:value_placeholder', { n: index + 1 })}
                            data-testid={`dictionary-value-${index}`}
                          />
                        </Form.Item>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('common:action.delete')}
                          onClick={() => remove(field.name)}
                        />
                      </div>
                    ))}
                    <Form.ErrorList errors={errors} />
                    <Button
                      type="dashed"
                      block
                      icon={<PlusOutlined />}
                      onClick={() => add({ name: '' })}
                      data-testid="dictionary-value-add"
                    >
                      {t('dictionary:add_value')}
                    </Button>
                    <div className="form-hint">{t('dictionary:values_hint')}</div>
                  </div>
                )}
              </Form.List>
            ) : null}
          </>
        );
      }}
    </FormModal>
  );
}
