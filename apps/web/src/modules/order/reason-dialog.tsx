import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '../../components/form-rules.ts';

interface Props {
  open: boolean;
  title: ReactNode;
  /** what the action does, above the field */
  description?: ReactNode;
  label: string;
  /** the shared schema of the text (required, at most 500 characters) */
  schema: z.ZodType;
  okText: string;
  pending: boolean;
  /** the server's refusal, shown in the dialog */
  error: string | null;
  testId: string;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/** A confirmation that needs a written reason: cancelling an order (its cancel remark) or a shipment. */
export function ReasonDialog(props: Props): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const [form] = Form.useForm<{ text: string }>();
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={props.okText}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ danger: true, 'data-testid': `${props.testId}-ok` }}
      confirmLoading={props.pending}
      mask={{ closable: false }}
      destroyOnHidden
      width={520}
    >
      {props.description ? <div className="order-dialog-text">{props.description}</div> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => !props.pending && props.onSubmit(values.text.trim())}
        data-testid={props.testId}
      >
        <Form.Item name="text" label={props.label} rules={[zodRule(props.schema, t)]} required>
          <Input.TextArea
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            data-testid={`${props.testId}-text`}
            autoFocus
          />
        </Form.Item>
      </Form>
      {props.error ? <Alert type="error" showIcon title={props.error} data-testid={`${props.testId}-error`} /> : null}
    </Modal>
  );
}
