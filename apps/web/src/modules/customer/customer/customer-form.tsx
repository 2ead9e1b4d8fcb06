import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerAddBody, customerEditBody, type CustomerInfo } from '@shop/shared/api/customer';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';
import { addCustomer, customerKeys, customers, editCustomer, fetchCustomer, fetchCustomerOptions } from './api.ts';
import { groupLabel } from './labels.ts';

interface Values {
  email: string;
  name: string;
  phone?: string;
  groupId?: number;
  country?: string;
  note?: string;
  password?: string;
}

const add = customerAddBody.shape;
const edit = customerEditBody.shape;

function valuesOf(c: CustomerInfo): Values {
  return {
    email: c.email,
    name: c.name,
    phone: c.phone,
    groupId: c.groupId,
    country: c.country || undefined,
    note: c.note,
    password: '',
  };
}

/**
 * Adds a customer (`customer` 'new') or edits one's profile. The edit sends the version read when
 * the dialog opened; a stale save keeps the typed values and offers to load the latest.
 */
export function CustomerFormModal({
  customer,
  onClose,
  onSaved,
}: {
  customer: CustomerInfo | 'new' | null;
  onClose: () => void;
  onSaved?: (saved: CustomerInfo) => void;
}): ReactNode {
  const { t, i18n } = useTranslation(['customer', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const open = customer !== null;
  const editing = customer && customer !== 'new' ? customer : null;
  const [version, setVersion] = useState(0);
  const [stale, setStale] = useState(false);
  const options = useQuery({ queryKey: customerKeys.options, queryFn: fetchCustomerOptions, enabled: open });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh form each time the dialog opens
    setStale(false);
    if (editing) {
      form.setFieldsValue(valuesOf(editing));
      setVersion(editing.version);
    }
    // Reset when the dialog opens for another customer, not on refetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.id]);

  const save = customers.useSend(
    (v: Values) => {
      const profile = {
        email: v.email,
        name: v.name,
        phone: v.phone?.trim() ?? '',
        groupId: v.groupId ?? null,
        country: v.country ?? '',
        note: v.note?.trim() ?? '',
      };
      if (editing) return editCustomer({ id: editing.id, version, ...profile, password: v.password ?? '' });
      return addCustomer({ ...profile, password: v.password ?? '', enabled: true });
    },
    {
      onSuccess: (saved) => {
        void message.success(t('common:saved'));
        queryClient.setQueryData(customerKeys.info(saved.id), saved);
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'email' && e.key === 'duplicate')) {
          // The server's own sentence ("already registered") says more than the generic duplicate text.
          form.setFields([{ name: 'email', errors: [error.message] }]);
          return;
        }
        if (error instanceof ApiError && error.status === 409) {
          setStale(true);
          return;
        }
        applyServerErrors(form, error, t);
      },
    },
  );

  const loadLatest = async () => {
    if (!editing) return;
    const latest = await queryClient.fetchQuery({
      queryKey: customerKeys.info(editing.id),
      queryFn: () => fetchCustomer(editing.id),
      staleTime: 0,
    });
    form.setFieldsValue(valuesOf(latest));
    setVersion(latest.version);
    setStale(false);
  };

  const groupOptions = (options.data?.groups ?? []).map((g) => ({
    value: g.id,
    label: groupLabel(g, i18n.language, t),
  }));
  const defaultGroup = options.data?.groups.find((g) => g.isDefault);
  return (
    <Modal
      open={open}
      title={editing ? t('customer:edit') : t('customer:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'customer-form-submit' }}
      destroyOnHidden
      width={620}
    >
      {stale ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('customer:stale')}
          data-testid="customer-form-stale"
          action={
            <Button size="small" onClick={() => void loadLatest()}>
              {t('customer:load_latest')}
            </Button>
          }
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="customer-form"
        onFinish={(v) => !save.isPending && save.mutate(v)}
      >
        <div className="customer-form-grid">
          <Form.Item name="name" label={t('customer:field.name')} rules={[zodRule(add.name, t)]}>
            <Input maxLength={100} autoComplete="off" data-testid="customer-name" />
          </Form.Item>
          <Form.Item name="email" label={t('customer:field.email')} rules={[zodRule(add.email, t)]}>
            <Input type="email" maxLength={128} autoComplete="off" data-testid="customer-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('customer:field.phone')} rules={[zodRule(add.phone, t)]}>
            <Input maxLength={32} data-testid="customer-phone" />
          </Form.Item>
          <Form.Item name="country" label={t('customer:field.country')}>
            <Select
              allowClear
              showSearch={{ filterOption: matchesCountry }}
              options={countries}
              placeholder={t('customer:choose_country')}
              data-testid="customer-country"
            />
          </Form.Item>
          <Form.Item
            name="groupId"
            label={t('customer:field.group')}
            extra={
              !editing && defaultGroup
                ? t('customer:group_default_hint', { name: groupLabel(defaultGroup, i18n.language, t) })
                : undefined
            }
          >
            <Select
              allowClear={!editing}
              options={groupOptions}
              loading={options.isLoading}
              placeholder={t('customer:field.group')}
              data-testid="customer-group"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={editing ? t('customer:field.new_password') : t('customer:field.password')}
            extra={editing ? t('customer:new_password_hint') : t('customer:password_hint')}
            rules={[zodRule(editing ? edit.password : add.password, t, editing ? { emptyAsUndefined: true } : {})]}
          >
            <Input.Password autoComplete="new-password" maxLength={128} data-testid="customer-password" />
          </Form.Item>
        </div>
        <Form.Item name="note" label={t('customer:field.note')} rules={[zodRule(add.note, t)]}>
          <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
