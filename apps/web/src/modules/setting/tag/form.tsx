import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Skeleton, Switch } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tagAddBody, type TagRow } from '@shop/shared/api/tag';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';
import { addTag, editTag, fetchTag, tagKeys } from './api.ts';

interface TagFormValues {
  name: string;
  sort: number | null;
  enabled: boolean;
}

const shape = tagAddBody.shape;

/** Add or edit one tag: name, the order it is offered in, and (when adding) whether it is enabled. */
export function TagFormModal({ tag, onClose }: { tag: TagRow | 'new' | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['tag', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TagFormValues>();
  const open = tag !== null;
  const editingId = tag && tag !== 'new' ? tag.id : null;
  const info = useQuery({ queryKey: tagKeys.info(editingId ?? 0), queryFn: () => fetchTag(editingId ?? 0), enabled: editingId !== null });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editingId !== null && info.data) form.setFieldsValue({ name: info.data.name, sort: info.data.sort });
    else if (editingId === null) form.setFieldsValue({ name: '', sort: 0, enabled: true });
  }, [open, editingId, info.data, form]);

  const save = useMutation({
    mutationFn: (values: TagFormValues) => {
      const fields = { name: values.name ?? '', sort: values.sort ?? 0 };
      if (editingId !== null && info.data) return editTag({ ...fields, id: editingId, version: info.data.version });
      return addTag({ ...fields, enabled: values.enabled ?? true });
    },
    onSuccess: () => {
      void message.success(t('common:saved'));
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // A taken name reads 'Tag already exists' (spec) on the name field.
      if (error.fieldErrors.some((e) => e.field === 'name' && e.key === 'duplicate')) {
        form.setFields([{ name: 'name', errors: [t('tag:name_exists')] }]);
        return;
      }
      if (!applyServerErrors(form, error, t)) void message.error(error.message);
    },
  });

  const loading = editingId !== null && info.isLoading;
  return (
    <Modal
      open={open}
      title={editingId !== null ? t('tag:edit') : t('tag:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading, 'data-testid': 'tag-form-submit' }}
      cancelButtonProps={{ 'data-testid': 'tag-form-cancel' }}
      destroyOnHidden
      width={480}
    >
      {loading ? <Skeleton active /> : (
        <Form<TagFormValues> form={form} layout="vertical" data-testid="tag-form" onFinish={(values) => !save.isPending && save.mutate(values)}>
          <Form.Item name="name" label={t('tag:field.name')} rules={[zodRule(shape.name, t)]} required>
            <Input maxLength={50} showCount data-testid="tag-name-input" />
          </Form.Item>
          <Form.Item name="sort" label={t('tag:field.sort')} extra={t('tag:sort_hint')} rules={[zodRule(shape.sort, t, { emptyAsUndefined: true })]}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} data-testid="tag-sort-input" />
          </Form.Item>
          {editingId === null ? (
            <Form.Item name="enabled" label={t('tag:field.enabled')} valuePropName="checked">
              <Switch checkedChildren={t('common:status.enabled')} unCheckedChildren={t('common:status.disabled')} data-testid="tag-enabled-input" />
            </Form.Item>
          ) : (
            <p className="form-hint" data-testid="tag-usage">{t('tag:usage', { count: info.data?.productCount ?? 0 })}</p>
          )}
        </Form>
      )}
    </Modal>
  );
}
