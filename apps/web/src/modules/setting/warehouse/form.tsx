import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Skeleton, Switch } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { warehouseAddBody, type WarehouseRow } from '@shop/shared/api/warehouse';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';
import { addWarehouse, editWarehouse, fetchWarehouse, warehouseKeys } from './api.ts';

interface WarehouseFormValues {
  name: string;
  code: string;
  country: string | undefined;
  region: string;
  city: string;
  address: string;
  postcode: string;
  contactName: string;
  contactPhone: string;
  enabled: boolean;
}

const shape = warehouseAddBody.shape;
const TEXT_FIELDS = ['name', 'code', 'region', 'city', 'address', 'postcode', 'contactName', 'contactPhone'] as const;

/** Add or edit a warehouse: name, code, address, contact; whether it is enabled when adding. */
export function WarehouseFormModal({ warehouse, onClose }: { warehouse: WarehouseRow | 'new' | null; onClose: () => void }): ReactNode {
  const { t, i18n } = useTranslation(['warehouse', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WarehouseFormValues>();
  const open = warehouse !== null;
  const editingId = warehouse && warehouse !== 'new' ? warehouse.id : null;
  const info = useQuery({ queryKey: warehouseKeys.info(editingId ?? 0), queryFn: () => fetchWarehouse(editingId ?? 0), enabled: editingId !== null });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editingId !== null && info.data) {
      const w = info.data;
      form.setFieldsValue({
        name: w.name, code: w.code, country: w.country || undefined, region: w.region, city: w.city, address: w.address,
        postcode: w.postcode, contactName: w.contactName, contactPhone: w.contactPhone,
      });
    } else if (editingId === null) form.setFieldsValue({ enabled: true });
  }, [open, editingId, info.data, form]);

  const save = useMutation({
    mutationFn: (values: WarehouseFormValues) => {
      const fields = Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
      const body = { ...fields, country: values.country ?? '' };
      if (editingId !== null && info.data) return editWarehouse({ ...body, id: editingId, version: info.data.version });
      return addWarehouse({ ...body, enabled: values.enabled ?? true });
    },
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const taken = (field: string) => error.fieldErrors.some((e) => e.field === field && e.key === 'duplicate');
      // A taken name reads 'Name already exists' (spec), a taken code its own text, each on its field.
      if (taken('name')) form.setFields([{ name: 'name', errors: [t('warehouse:name_exists')] }]);
      if (taken('code')) form.setFields([{ name: 'code', errors: [t('warehouse:code_exists')] }]);
      if (taken('name') || taken('code')) return;
      if (!applyServerErrors(form, error, t)) void message.error(error.message);
    },
  });

  const loading = editingId !== null && info.isLoading;
  const rule = (field: keyof typeof shape) => [zodRule(shape[field], t)];
  return (
    <Modal
      open={open}
      title={editingId !== null ? t('warehouse:edit') : t('warehouse:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading, 'data-testid': 'warehouse-form-submit' }}
      cancelButtonProps={{ 'data-testid': 'warehouse-form-cancel' }}
      destroyOnHidden
      width={640}
    >
      {loading ? <Skeleton active /> : (
        <Form<WarehouseFormValues> form={form} layout="vertical" data-testid="warehouse-form" onFinish={(values) => !save.isPending && save.mutate(values)}>
          <div className="warehouse-form-grid">
            <Form.Item name="name" label={t('warehouse:field.name')} rules={rule('name')} required>
              <Input maxLength={64} data-testid="warehouse-name-input" />
            </Form.Item>
            <Form.Item name="code" label={t('warehouse:field.code')} rules={rule('code')} required extra={t('warehouse:code_hint')}>
              <Input maxLength={32} data-testid="warehouse-code-input" />
            </Form.Item>
            <Form.Item name="country" label={t('warehouse:field.country')} rules={[zodRule(shape.country, t, { emptyAsUndefined: true })]} required>
              <Select showSearch={{ filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }) }} options={countries}
                placeholder={t('warehouse:country_placeholder')} data-testid="warehouse-country-input" />
            </Form.Item>
            <Form.Item name="region" label={t('warehouse:field.region')} rules={rule('region')}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="city" label={t('warehouse:field.city')} rules={rule('city')} required>
              <Input maxLength={64} data-testid="warehouse-city-input" />
            </Form.Item>
            <Form.Item name="postcode" label={t('warehouse:field.postcode')} rules={rule('postcode')}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="address" label={t('warehouse:field.address')} rules={rule('address')} required className="warehouse-form-wide">
              <Input maxLength={255} data-testid="warehouse-address-input" />
            </Form.Item>
            <Form.Item name="contactName" label={t('warehouse:field.contact_name')} rules={rule('contactName')}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="contactPhone" label={t('warehouse:field.contact_phone')} rules={rule('contactPhone')}>
              <Input maxLength={32} inputMode="tel" />
            </Form.Item>
            {editingId === null ? (
              <Form.Item name="enabled" label={t('warehouse:field.enabled')} valuePropName="checked" extra={t('warehouse:first_default_hint')} className="warehouse-form-wide">
                <Switch checkedChildren={t('common:status.enabled')} unCheckedChildren={t('common:status.disabled')} />
              </Form.Item>
            ) : (
              <p className="form-hint warehouse-form-wide" data-testid="warehouse-usage">
                {t('warehouse:usage', { levels: info.data?.stockLevelCount ?? 0, products: info.data?.productCount ?? 0 })}
              </p>
            )}
          </div>
        </Form>
      )}
    </Modal>
  );
}
