import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select, Skeleton, Switch } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAddBody, type AdminRow } from '@shop/shared/api/admin';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { addAdmin, adminKeys, editAdmin, fetchAdmin, fetchGroupOptions, fetchSupplierOptions } from './api.ts';

interface AdminFormValues {
  kind: 'platform' | 'supplier';
  username: string;
  truename: string;
  password: string;
  email?: string;
  phone?: string;
  groupId?: number;
  supplierId?: number;
  enabled: boolean;
}

const shape = adminAddBody.shape;

/** Add or edit an administrator: a platform account has a group, a supplier account a supplier. */
export function AdminFormModal({ admin, onClose }: { admin: AdminRow | 'new' | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['admin', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AdminFormValues>();
  const editingId = admin && admin !== 'new' ? admin.id : null;
  const open = admin !== null;
  const kind = Form.useWatch('kind', form);

  const info = useQuery({ queryKey: adminKeys.info(editingId ?? 0), queryFn: () => fetchAdmin(editingId ?? 0), enabled: editingId !== null });
  const groups = useQuery({ queryKey: adminKeys.groups, queryFn: fetchGroupOptions, enabled: open });
  const suppliers = useQuery({ queryKey: adminKeys.suppliers, queryFn: fetchSupplierOptions, enabled: open });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const row = info.data;
    if (editingId !== null && row) {
      form.setFieldsValue({
        kind: row.supplierId ? 'supplier' : 'platform',
        username: row.username,
        truename: row.truename,
        email: row.email ?? '',
        phone: row.phone ?? '',
        groupId: row.groupId ?? undefined,
        supplierId: row.supplierId ?? undefined,
      });
    } else if (editingId === null) form.setFieldsValue({ kind: 'platform', enabled: true });
  }, [open, editingId, info.data, form]);

  const save = useMutation({
    mutationFn: (values: AdminFormValues) => {
      const scope = values.kind === 'supplier'
        ? { supplierId: values.supplierId ?? null, groupId: null }
        : { groupId: values.groupId ?? null, supplierId: null };
      const contact = { email: values.email?.trim() ?? '', phone: values.phone?.trim() ?? '' };
      if (editingId !== null && info.data) {
        return editAdmin({ id: editingId, version: info.data.version, truename: values.truename, ...contact, ...scope });
      }
      return addAdmin({ username: values.username, truename: values.truename, password: values.password, enabled: values.enabled, ...contact, ...scope });
    },
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, t),
  });

  const loading = editingId !== null && info.isLoading;
  return (
    <Modal
      open={open}
      title={editingId !== null ? t('admin:edit') : t('admin:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading, 'data-testid': 'admin-form-submit' }}
      destroyOnHidden
      width={560}
    >
      {loading ? <Skeleton active /> : (
        <Form<AdminFormValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)} data-testid="admin-form">
          <Form.Item name="kind" label={t('admin:field.kind')}>
            <Radio.Group optionType="button" options={[
              { value: 'platform', label: t('admin:kind.platform') },
              { value: 'supplier', label: t('admin:kind.supplier') },
            ]} />
          </Form.Item>
          {kind === 'supplier' ? (
            <Form.Item name="supplierId" label={t('admin:field.supplier')} rules={[{ required: true, message: t('admin:supplier_required') }]}>
              <Select showSearch={{ optionFilterProp: 'label' }} placeholder={t('admin:field.supplier')}
                options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name, disabled: !s.enabled }))} />
            </Form.Item>
          ) : (
            <Form.Item name="groupId" label={t('admin:field.group')} rules={[{ required: true, message: t('admin:group_required') }]}>
              <Select placeholder={t('admin:field.group')}
                options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name, disabled: !g.enabled }))} />
            </Form.Item>
          )}
          <Form.Item name="username" label={t('admin:field.username')} rules={editingId === null ? [zodRule(shape.username, t)] : []} extra={editingId === null ? t('admin:username_hint') : undefined}>
            <Input disabled={editingId !== null} autoComplete="off" />
          </Form.Item>
          <Form.Item name="truename" label={t('admin:field.truename')} rules={[zodRule(shape.truename, t)]}>
            <Input />
          </Form.Item>
          {editingId === null ? (
            <Form.Item name="password" label={t('admin:field.password')} rules={[zodRule(shape.password, t)]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          ) : null}
          <Form.Item name="email" label={t('admin:field.email')} rules={[zodRule(shape.email, t)]}>
            <Input type="email" />
          </Form.Item>
          <Form.Item name="phone" label={t('admin:field.phone')} rules={[zodRule(shape.phone, t)]}>
            <Input />
          </Form.Item>
          {editingId === null ? (
            <Form.Item name="enabled" label={t('admin:field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}
