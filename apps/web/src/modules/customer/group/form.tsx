import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerGroupAddBody, type CustomerGroupAddBody, type CustomerGroupRow } from '@shop/shared/api/customer-group';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import type { Localized } from '@shop/shared/api/catalog-common';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/request.ts';
import { customerKeys } from '../customer/api.ts';
import { addCustomerGroup, customerGroupKeys, editCustomerGroup } from './api.ts';

/** The form's values: languages left empty may be missing. */
type Values = Omit<CustomerGroupAddBody, 'name'> & { name: Partial<Localized> };
const shape = customerGroupAddBody.shape;

/** Add or edit a customer group: its name in the four languages, the discount and the sort. */
export function CustomerGroupFormModal({ group, nextSort, onClose }: { group: CustomerGroupRow | 'new' | null; nextSort: number; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['customer-group', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const open = group !== null;
  const editing = group && group !== 'new' ? group : null;
  const [stale, setStale] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setStale(false);
    form.setFieldsValue(editing
      ? { name: editing.name, discountPercent: editing.discountPercent, sort: editing.sort }
      : { discountPercent: 0, sort: nextSort });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens for another group
  }, [open, editing?.id]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = { name: { 'zh-CN': '', en: '', es: '', ja: '', ...v.name }, discountPercent: v.discountPercent, sort: v.sort };
      return editing ? editCustomerGroup({ id: editing.id, version: editing.version, ...body }) : addCustomerGroup(body);
    },
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: customerGroupKeys.all });
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onClose();
    },
    onError: (error) => {
      const duplicate = error instanceof ApiError ? error.fieldErrors.find((e) => e.key === 'duplicate') : undefined;
      if (duplicate && error instanceof ApiError) {
        form.setFields([{ name: duplicate.field.split('.') as ['name', Language], errors: [error.message] }]);
        return;
      }
      if (applyServerErrors(form, error, t)) return;
      if (error instanceof ApiError && error.status === 409) {
        setStale(true);
        void queryClient.invalidateQueries({ queryKey: customerGroupKeys.all });
      }
    },
  });

  // The whole body through the shared schema: "a name in at least one language" spans the four inputs.
  const body = () => ({ ...form.getFieldsValue(true), name: { 'zh-CN': '', en: '', es: '', ja: '', ...form.getFieldValue('name') } });
  return (
    <Modal
      open={open}
      title={editing ? t('customer-group:edit') : t('customer-group:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'customer-group-submit' }}
      destroyOnHidden
      width={560}
    >
      {stale ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('customer-group:stale')} /> : null}
      <Form<Values> form={form} layout="vertical" data-testid="customer-group-form" onFinish={(v) => !save.isPending && save.mutate(v)}>
        <fieldset className="customer-group-names">
          <legend>{t('customer-group:field.name')}</legend>
          <p className="form-hint">{t('customer-group:name_hint')}</p>
          {LANGUAGES.map((lang) => (
            <Form.Item key={lang} name={['name', lang]} label={LANGUAGE_NAMES[lang]} dependencies={LANGUAGES.filter((l) => l !== lang).map((l) => ['name', l])}
              rules={[bodyRule(customerGroupAddBody, body, ['name', lang], t)]}>
              <Input maxLength={64} data-testid={`customer-group-name-${lang}`} />
            </Form.Item>
          ))}
        </fieldset>
        <div className="customer-group-numbers">
          <Form.Item name="discountPercent" label={t('customer-group:field.discount')} extra={t('customer-group:discount_hint')} rules={[zodRule(shape.discountPercent, t, { emptyAsUndefined: true })]}>
            <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} data-testid="customer-group-discount" />
          </Form.Item>
          <Form.Item name="sort" label={t('customer-group:field.sort')} extra={t('customer-group:sort_hint')} rules={[zodRule(shape.sort, t, { emptyAsUndefined: true })]}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="customer-group-sort" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
