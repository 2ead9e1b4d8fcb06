import { Form, Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tagAddBody, type tagApi } from '@shop/shared/api/tag';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { zodRule } from '../../../components/form-rules.ts';
import { tagScreen } from './api.ts';

interface TagFormValues {
  name: string;
  sort: number | null;
  enabled: boolean;
}

const shape = tagAddBody.shape;

/** Add or edit one tag: name, the order it is offered in, and (when adding) whether it is enabled. */
export function TagFormModal(): ReactNode {
  const { t } = useTranslation(['tag', 'common']);
  return (
    <FormModal<typeof tagApi, TagFormValues>
      screen={tagScreen}
      width={480}
      title={{ add: t('tag:add'), edit: t('tag:edit') }}
      initial={{ name: '', sort: 0, enabled: true }}
      toValues={(tag) => ({ name: tag.name, sort: tag.sort })}
      toAdd={(v) => ({ name: v.name ?? '', sort: v.sort ?? 0, enabled: v.enabled ?? true })}
      toEdit={(v, tag) => ({ id: tag.id, version: tag.version, name: v.name ?? '', sort: v.sort ?? 0 })}
      // A taken name reads 'Tag already exists' (spec) on the name field.
      fieldTexts={{ name: { duplicate: t('tag:name_exists') } }}
    >
      {({ editing, record }) => (
        <>
          <Form.Item name="name" label={t('tag:field.name')} rules={[zodRule(shape.name, t)]} required>
            <Input maxLength={50} showCount data-testid="tag-name-input" />
          </Form.Item>
          <Form.Item
            name="sort"
            label={t('tag:field.sort')}
            extra={t('tag:sort_hint')}
            rules={[zodRule(shape.sort, t, { emptyAsUndefined: true })]}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} data-testid="tag-sort-input" />
          </Form.Item>
          {editing ? (
            <p className="form-hint" data-testid="tag-usage">
              {t('tag:usage', { count: record?.productCount ?? 0 })}
            </p>
          ) : (
            <Form.Item name="enabled" label={t('tag:field.enabled')} valuePropName="checked">
              <Switch
                checkedChildren={t('common:status.enabled')}
                unCheckedChildren={t('common:status.disabled')}
                data-testid="tag-enabled-input"
              />
            </Form.Item>
          )}
        </>
      )}
    </FormModal>
  );
}
