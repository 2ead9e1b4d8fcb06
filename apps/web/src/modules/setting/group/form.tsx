import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Skeleton, Switch } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupAddBody, type GroupRow } from '@shop/shared/api/group';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { addGroup, editGroup, fetchGroup, fetchPermissionTree, groupKeys } from './api.ts';
import { PermissionTree } from './permission-tree.tsx';

interface GroupFormValues {
  name: string;
  description: string;
  permissions: string[];
  enabled: boolean;
}

/** Add or edit a management group and the permissions it grants. */
export function GroupFormModal({ group, onClose }: { group: GroupRow | 'new' | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['group', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GroupFormValues>();
  const open = group !== null;
  const editingId = group && group !== 'new' ? group.id : null;
  const info = useQuery({ queryKey: groupKeys.info(editingId ?? 0), queryFn: () => fetchGroup(editingId ?? 0), enabled: editingId !== null });
  const tree = useQuery({ queryKey: groupKeys.tree, queryFn: fetchPermissionTree, enabled: open, staleTime: Infinity });
  const locked = Boolean(info.data?.isSuper);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editingId !== null && info.data) {
      form.setFieldsValue({ name: info.data.name, description: info.data.description, permissions: info.data.permissions });
    } else if (editingId === null) form.setFieldsValue({ permissions: [], enabled: true, description: '' });
  }, [open, editingId, info.data, form]);

  const save = useMutation({
    mutationFn: (values: GroupFormValues) => {
      const body = { name: values.name, description: values.description ?? '', permissions: values.permissions ?? [] };
      if (editingId !== null && info.data) return editGroup({ id: editingId, version: info.data.version, ...body });
      return addGroup({ ...body, enabled: values.enabled });
    },
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, t),
  });

  const loading = (editingId !== null && info.isLoading) || tree.isLoading;
  return (
    <Modal
      open={open}
      title={editingId !== null ? t('group:edit') : t('group:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading || locked }}
      destroyOnHidden
      width={720}
    >
      {loading ? <Skeleton active /> : (
        <Form<GroupFormValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)} disabled={locked} data-testid="group-form">
          {locked ? <Alert type="info" showIcon title={t('group:super_locked')} style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="name" label={t('group:field.name')} rules={[zodRule(groupAddBody.shape.name, t)]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="description" label={t('group:field.description')}>
            <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          {editingId === null ? (
            <Form.Item name="enabled" label={t('group:field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          ) : null}
          <Form.Item name="permissions" label={t('group:field.permissions')} extra={t('group:permissions_hint')}>
            <PermissionTree tree={tree.data ?? []} disabled={locked} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
