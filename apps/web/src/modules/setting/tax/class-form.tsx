import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { taxClassAddBody, type taxClassApi } from '@shop/shared/api/tax';
import { schemaFields } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { taxClassScreen } from './api.ts';

interface ClassFormValues {
  name: string;
  description: string;
}

const bodyOf = (v: ClassFormValues) => ({ name: v.name ?? '', description: v.description ?? '' });

/** Add or edit a tax class: its name (unique whatever the case) and what it is for. */
export function TaxClassFormModal(): ReactNode {
  const { t } = useTranslation(['tax-class', 'common']);
  const field = schemaFields(taxClassAddBody.shape, t, 'tax-class');
  return (
    <FormModal<typeof taxClassApi, ClassFormValues>
      screen={taxClassScreen}
      width={520}
      initial={{ name: '', description: '' }}
      toValues={(c) => ({ name: c.name, description: c.description })}
      toAdd={bodyOf}
      toEdit={(v, c) => ({ ...bodyOf(v), id: c.id, version: c.version })}
      fieldTexts={{ name: { duplicate: t('tax-class:name_exists') } }}
    >
      {({ editing, record }) => (
        <>
          <Form.Item {...field('name')} required>
            <Input maxLength={64} data-testid="tax-class-name-input" />
          </Form.Item>
          <Form.Item {...field('description')} extra={t('tax-class:description_hint')}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={255}
              showCount
              data-testid="tax-class-description-input"
            />
          </Form.Item>
          {editing && record ? (
            <p className="form-hint" data-testid="tax-class-usage">
              {t('tax-class:usage', { products: record.productCount, rules: record.ruleCount })}{' '}
              {record.isDefault ? t('tax-class:default_usage') : null}
            </p>
          ) : null}
        </>
      )}
    </FormModal>
  );
}
