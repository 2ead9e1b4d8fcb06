import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS, UI } from '@shop/shared/constants';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { addFeedback, FEEDBACK_UPLOAD_URL } from './api.ts';

interface FeedbackValues {
  suggest: string;
  mail?: string;
  imgs?: string[];
}

/** The supplier's feedback form from the top bar (spec section 5). */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['feedback', 'common', 'route']);
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackValues>();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = useMutation({
    mutationFn: (values: FeedbackValues) =>
      addFeedback({ suggest: values.suggest.trim(), mail: values.mail?.trim() ?? '', imgs: values.imgs ?? [] }),
    onSuccess: () => {
      void message.success(t('feedback:sent'));
      close();
    },
    onError: (error) => applyServerErrors(form, error, t),
  });

  return (
    <Modal
      open={open}
      width={UI.feedbackDialogWidthPx}
      title={t('feedback:dialog_title')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('common:action.submit')}
      cancelText={t('common:action.cancel')}
      confirmLoading={submit.isPending}
      okButtonProps={{ 'data-testid': 'feedback-submit' }}
      data-testid="feedback-dialog"
      forceRender
    >
      <Form<FeedbackValues>
        form={form}
        layout="vertical"
        onFinish={(values) => submit.mutate(values)}
        onFinishFailed={() => void message.warning(t('common:required_warning'))}
      >
        <Form.Item
          name="suggest"
          label={t('feedback:field.suggest')}
          htmlFor="feedback-suggest"
          validateTrigger="onBlur"
          rules={[{ required: true, whitespace: true, message: t('route:desc_tips') }]}
        >
          <Input.TextArea
            id="feedback-suggest"
            autoSize={{ minRows: 4, maxRows: 8 }}
            maxLength={2000}
            showCount
            placeholder={t('feedback:suggest_placeholder')}
          />
        </Form.Item>
        <Form.Item name="mail" label={t('feedback:field.mail')} htmlFor="feedback-mail">
          <Input id="feedback-mail" maxLength={128} placeholder={t('feedback:mail_placeholder')} />
        </Form.Item>
        <Form.Item name="imgs" label={t('feedback:field.imgs')}>
          <ImageUpload
            action={FEEDBACK_UPLOAD_URL}
            max={IMAGE_LIMITS.feedbackMaxImages}
            maxBytes={IMAGE_LIMITS.largeBytes}
            testId="feedback-upload"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
