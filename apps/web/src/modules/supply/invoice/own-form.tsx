import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, Modal, Radio, Select, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS, invoiceOwnApi, type InvoiceFile } from '@shop/shared/api/supply-invoice';
import { MoneyInput } from '../../../components/money-input.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { invoiceOwn } from './api.ts';
import { percent, recentMonths } from './parts.tsx';

interface Values {
  period: string;
  number: string;
  amount: number | null;
  issueDate: Dayjs | null;
  source: 'file' | 'link';
  link?: string;
}

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The supplier's invoice form (`?action=add`): the period (its settled amount shown), number,
 * amount, issue date, and either an uploaded file (PDF, JPG or PNG, checked by the server) or an
 * e-invoice link: one of the two. The server's refusals show on their fields.
 */
export function OwnInvoiceForm(): ReactNode {
  const { t, i18n } = useTranslation(['invoice', 'common']);
  const dialog = useActionDialog();
  const open = dialog.is('add');
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<InvoiceFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const period = Form.useWatch('period', form);
  const source = Form.useWatch('source', form) ?? 'file';
  const expected = useQuery({
    queryKey: ['supplyInvoiceOwn', 'expected', period],
    queryFn: () => callApi(invoiceOwnApi.expected, { period: period! }),
    enabled: open && Boolean(period),
  });
  const currency = expected.data?.currency ?? 'USD';
  const close = () => {
    setFile(null);
    dialog.close();
  };
  const add = invoiceOwn.useChange('add', {
    onSuccess: () => {
      notify.success(t('invoice:submitted'));
      close();
    },
    onError: (error) => {
      const known = new Set(['period', 'number', 'amount', 'issueDate', 'link', 'fileId']);
      if (error instanceof ApiError && error.fieldErrors.some((e) => known.has(e.field)))
        form.setFields(
          error.fieldErrors
            .filter((e) => known.has(e.field))
            .map((e) => ({
              name: (e.field === 'fileId' ? 'source' : e.field) as keyof Values,
              errors: [error.message],
            })),
        );
      else notify.error(error.message, 5);
    },
  });
  const upload = async (chosen: File) => {
    const body = new FormData();
    body.append('file', chosen);
    setUploading(true);
    try {
      const stored = await callApi(invoiceOwnApi.upload, body, { quiet: true });
      setFile(stored);
      form.setFields([{ name: 'source', errors: [] }]);
    } catch (error) {
      form.setFields([{ name: 'source', errors: [error instanceof Error ? error.message : String(error)] }]);
    } finally {
      setUploading(false);
    }
  };
  const submit = (v: Values) =>
    add.mutate({
      period: v.period,
      number: v.number,
      amount: v.amount ?? 0,
      issueDate: v.issueDate ? v.issueDate.format('YYYY-MM-DD') : '',
      fileId: v.source === 'file' ? (file?.id ?? null) : null,
      link: v.source === 'link' ? (v.link ?? '') : null,
    });
  const required = { required: true, message: t('common:field_error.required') };
  return (
    <Modal
      open={open}
      title={t('invoice:add')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('common:action.submit')}
      cancelText={t('common:action.cancel')}
      confirmLoading={add.isPending}
      okButtonProps={{ disabled: uploading }}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{ period: recentMonths(2)[1]!.value, source: 'file', issueDate: dayjs() }}
        data-testid="own-invoice-form"
      >
        <Form.Item name="period" label={t('invoice:field.period')} rules={[required]}>
          <Select options={recentMonths()} />
        </Form.Item>
        {expected.data ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('invoice:expected_hint', {
              period: expected.data.period,
              amount: formatMoney(expected.data.expected, currency, i18n.language),
              tolerance: percent(expected.data.toleranceBp, i18n.language),
            })}
          />
        ) : null}
        <Form.Item name="number" label={t('invoice:field.number')} rules={[required]}>
          <Input maxLength={INVOICE_LIMITS.numberMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="amount" label={`${t('invoice:field.amount')} (${currency})`} rules={[required]}>
          <MoneyInput currency={currency} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="issueDate" label={t('invoice:field.issueDate')} rules={[required]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="source" label={t('invoice:field.source')} extra={t('invoice:rule')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'file', label: t('invoice:source.file') },
              { value: 'link', label: t('invoice:source.link') },
            ]}
          />
        </Form.Item>
        {source === 'file' ? (
          <Form.Item label={t('invoice:field.file')} extra={t('invoice:upload_hint')}>
            <Upload
              accept={ACCEPT}
              maxCount={1}
              showUploadList={false}
              beforeUpload={(chosen) => {
                void upload(chosen);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="own-invoice-upload">
                {file ? t('invoice:replace') : t('invoice:upload')}
              </Button>
            </Upload>
            {file ? (
              <div className="invoice-ellipsis" style={{ marginTop: 8, maxWidth: '100%' }}>
                {t('invoice:uploaded', { name: file.name })}
              </div>
            ) : null}
          </Form.Item>
        ) : (
          <Form.Item name="link" label={t('invoice:field.link')} rules={[required]}>
            <Input maxLength={INVOICE_LIMITS.linkMax} placeholder="https://" inputMode="url" autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
