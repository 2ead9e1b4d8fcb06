import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Empty, Form, Image, Input, Select, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { useCan } from '../../../lib/auth-store.ts';
import {
  feedback,
  FEEDBACK_STATUS_LIST,
  feedbackKeys,
  fetchFeedback,
  STATUS_COLORS,
  type FeedbackStatus,
} from './api.ts';

interface StatusValues {
  status: FeedbackStatus;
  reply?: string;
}

/** One feedback entry with its pictures; staff with the right change its status and reply. */
export function FeedbackDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['feedback', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<StatusValues>();
  const info = useQuery({
    queryKey: feedbackKeys.info(id ?? 0),
    queryFn: () => fetchFeedback(id ?? 0),
    enabled: id !== null,
  });
  const row = info.data;

  useEffect(() => {
    if (row) form.setFieldsValue({ status: row.status, reply: row.reply });
  }, [row, form]);

  const save = feedback.useChange('status', {
    onSuccess: () => void message.success(t('common:saved')),
    onError: (error) => applyServerErrors(form, error, t),
  });
  const bodyOf = (values: StatusValues) => ({
    id: row?.id ?? 0,
    version: row?.version ?? 0,
    status: values.status,
    reply: values.reply?.trim() || undefined,
  });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('feedback:detail_title', { id: id ?? '' })}
      size="large"
      destroyOnHidden
      data-testid="feedback-detail"
    >
      {info.isLoading || !row ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'status',
                label: t('feedback:field.status'),
                children: <Tag color={STATUS_COLORS[row.status]}>{t(`feedback:status.${row.status}`)}</Tag>,
              },
              { key: 'supplier', label: t('feedback:field.supplier'), children: row.supplierName ?? '—' },
              { key: 'author', label: t('feedback:field.author'), children: row.authorName },
              { key: 'mail', label: t('feedback:field.mail'), children: row.mail || '—' },
              {
                key: 'time',
                label: t('feedback:field.created'),
                children: dayjs(row.createdAt).format('YYYY-MM-DD HH:mm'),
              },
              {
                key: 'suggest',
                label: t('feedback:field.suggest'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{row.suggest}</div>,
              },
            ]}
          />
          <h3 className="diff-heading">{t('feedback:field.imgs')}</h3>
          {row.imgs.length === 0 ? (
            <Empty description={t('feedback:no_images')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Image.PreviewGroup>
              <div className="feedback-images">
                {row.imgs.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={104}
                    height={104}
                    style={{ objectFit: 'cover' }}
                    alt={t('feedback:image_alt')}
                  />
                ))}
              </div>
            </Image.PreviewGroup>
          )}
          {can('help_suggest_status') ? (
            <>
              <h3 className="diff-heading">{t('feedback:handle')}</h3>
              <Form<StatusValues> form={form} layout="vertical" onFinish={(values) => save.mutate(bodyOf(values))}>
                <Form.Item
                  name="status"
                  label={t('feedback:field.status')}
                  rules={[{ required: true, message: t('common:field_error.required') }]}
                >
                  <Select
                    options={FEEDBACK_STATUS_LIST.map((s) => ({ value: s, label: t(`feedback:status.${s}`) }))}
                    style={{ maxWidth: 240 }}
                  />
                </Form.Item>
                <Form.Item name="reply" label={t('feedback:field.reply')}>
                  <Input.TextArea
                    maxLength={2000}
                    showCount
                    autoSize={{ minRows: 3, maxRows: 6 }}
                    placeholder={t('feedback:reply_placeholder')}
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="feedback-status-save">
                  {t('common:action.save')}
                </Button>
              </Form>
            </>
          ) : row.reply ? (
            <Descriptions
              column={1}
              size="small"
              items={[{ key: 'reply', label: t('feedback:field.reply'), children: row.reply }]}
            />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
