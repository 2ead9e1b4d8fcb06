import { Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tagAddBody, type tagApi } from '@shop/shared/api/tag';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { tagScreen } from './api.ts';

interface TagFormValues {
  name: string;
  sort: number | null;
  enabled: boolean;
}

/** Add or edit one tag: name, the order it is offered in, and (when adding) whether it is enabled. */
export function TagFormModal(): ReactNode {
  const { t } = useTranslation(['tag', 'common']);
  const field = schemaFields(tagAddBody.shape, t, 'tag');
  return (
    <FormModal<typeof tagApi, TagFormValues>
      screen={tagScreen}
      width={480}
      initial={{ name: '', sort: 0, enabled: true }}
      toValues={(tag) => ({ name: tag.name, sort: tag.sort })}
      toAdd={(v) => ({ name: v.name ?? '', sort: v.sort ?? 0, enabled: v.enabled ?? true })}
      toEdit={(v, tag) => ({ id: tag.id, version: tag.version, name: v.name ?? '', sort: v.sort ?? 0 })}
      // A taken name reads 'Tag already exists' (spec) on the name field.
      fieldTexts={{ name: { duplicate: t('tag:name_exists') } }}
    >
      {({ editing, record }) => (
        <>
          <Form.Item {...field('name')} required>
            <Input maxLength={50} showCount data-testid="tag-name-input" />
          </Form.Item>
          <Form.Item {...field('sort', { emptyAsUndefined: true })} extra={t('tag:sort_hint')}>
            <WholeNumberInput max={1_000_000} style={{ width: 160 }} data-testid="tag-sort-input" />
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
