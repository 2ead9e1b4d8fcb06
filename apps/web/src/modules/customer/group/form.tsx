import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customerGroupAddBody,
  type CustomerGroupAddBody,
  type customerGroupApi,
} from '@shop/shared/api/customer-group';
import { LANGUAGES } from '@shop/shared/constants';
import type { Localized } from '@shop/shared/api/catalog-common';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/request.ts';
import { customerGroups, customerGroupScreen } from './api.ts';

/** The form's values: languages left empty may be missing. */
type Values = Omit<CustomerGroupAddBody, 'name'> & { name: Partial<Localized> };
const names = (name: Partial<Localized> | undefined): Localized => ({ 'zh-CN': '', en: '', es: '', ja: '', ...name });
const bodyOf = (v: Values) => ({ name: names(v.name), discountPercent: v.discountPercent, sort: v.sort });

/** Add or edit a customer group: its name in the four languages, the discount and the sort. */
export function CustomerGroupFormModal(): ReactNode {
  const { t } = useTranslation(['customer-group', 'common']);
  const field = schemaFields(customerGroupAddBody.shape, t, 'customer-group');
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const dialog = useActionDialog();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh form for each dialog
  useEffect(() => setStale(false), [dialog.action, dialog.id]);
  // A new group goes after the ones on screen unless its sort is changed.
  const nextSort = () => Math.max(0, ...customerGroups.cachedRows(queryClient).map((g) => g.sort)) + 10;
  const onError = (error: unknown, form: FormInstance<Values>) => {
    if (!(error instanceof ApiError)) return false;
    // A name taken in one language: the server's text under that language's input.
    const duplicate = error.fieldErrors.find((e) => e.key === 'duplicate');
    if (duplicate) form.setFields([{ name: duplicate.field.split('.') as never, errors: [error.message] }]);
    // Changed meanwhile: say so above the form (the list is read again by the kit).
    else if (error.status === 409 && error.fieldErrors.length === 0) setStale(true);
    return Boolean(duplicate);
  };

  return (
    <FormModal<typeof customerGroupApi, Values>
      screen={customerGroupScreen}
      submitTestId="customer-group-submit"
      width={560}
      notice={
        stale ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('customer-group:stale')} /> : null
      }
      initial={{ discountPercent: 0, sort: nextSort() }}
      toValues={(group) => ({ name: group.name, discountPercent: group.discountPercent, sort: group.sort })}
      toAdd={bodyOf}
      toEdit={(v, group) => ({ ...bodyOf(v), id: group.id, version: group.version })}
      onError={onError}
    >
      {({ form }) => {
        // The whole body through the shared schema: "a name in at least one language" spans the four inputs.
        const body = () => ({ ...form.getFieldsValue(true), name: names(form.getFieldValue('name')) });
        return (
          <>
            <fieldset className="customer-group-names">
              <legend>{t('customer-group:field.name')}</legend>
              <p className="form-hint">{t('customer-group:name_hint')}</p>
              {LANGUAGES.map((lang) => (
                <Form.Item
                  key={lang}
                  name={['name', lang]}
                  label={LANGUAGE_NAMES[lang]}
                  dependencies={LANGUAGES.filter((l) => l !== lang).map((l) => ['name', l])}
                  rules={[bodyRule(customerGroupAddBody, body, ['name', lang], t)]}
                >
                  <Input maxLength={64} data-testid={`customer-group-name-${lang}`} />
                </Form.Item>
              ))}
            </fieldset>
            <div className="customer-group-numbers">
              <Form.Item
                {...field('discountPercent', { label: 'discount', emptyAsUndefined: true })}
                extra={t('customer-group:discount_hint')}
              >
                <WholeNumberInput
                  max={100}
                  suffix="%"
                  style={{ width: '100%' }}
                  data-testid="customer-group-discount"
                />
              </Form.Item>
              <Form.Item {...field('sort', { emptyAsUndefined: true })} extra={t('customer-group:sort_hint')}>
                <WholeNumberInput max={9999} style={{ width: '100%' }} data-testid="customer-group-sort" />
              </Form.Item>
            </div>
          </>
        );
      }}
    </FormModal>
  );
}
