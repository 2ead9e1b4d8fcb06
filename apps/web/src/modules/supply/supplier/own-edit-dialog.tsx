import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, DatePicker, Form, Input, Modal, Row, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_DOCUMENT_KINDS, type SupplierDocumentKind } from '@shop/shared/api/supply-supplier';
import { supplierOwnApi, type OwnView } from '@shop/shared/api/supply-supplier-own';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ownSupplier } from './api.ts';
import { formToProfile, profileToForm, ProfileFields, type ProfileFormValues } from './profile-fields.tsx';

type DocValues = Partial<Record<SupplierDocumentKind, { number?: string; expiresOn?: Dayjs | null }>>;
type Values = ProfileFormValues & { docs: DocValues };

/**
 * The supplier's own edit: the whole profile form and new files for its documents. Only what
 * changed is sent to re-audit; the profile keeps its values until the platform approves. Mounted
 * while open, so each opening starts without uploaded files.
 */
export function OwnEditDialog({
  view,
  open,
  onClose,
}: {
  view: OwnView;
  open: boolean;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<Partial<Record<SupplierDocumentKind, string>>>({});
  const [uploading, setUploading] = useState<SupplierDocumentKind | null>(null);
  const edit = ownSupplier.useChange('edit', {
    onSuccess: () => {
      void message.success(t('supplier:submitted'));
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, t)) void message.error(error.message);
    },
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const docs = Object.fromEntries(
      view.documents.map((d) => [d.kind, { number: d.number, expiresOn: d.expiresOn ? dayjs(d.expiresOn) : null }]),
    );
    form.setFieldsValue({ ...profileToForm(view.profile), docs });
  }, [open, view, form]);

  const uploadFile = async (kind: SupplierDocumentKind, file: File) => {
    setUploading(kind);
    try {
      const body = new FormData();
      body.append('file', file);
      const stored = await callApi(supplierOwnApi.upload, body);
      setFiles((f) => ({ ...f, [kind]: stored.file }));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setUploading(null);
    }
  };
  const submit = (v: Values) => {
    const documents = Object.fromEntries(
      Object.entries(files).map(([kind, file]) => {
        const d = v.docs?.[kind as SupplierDocumentKind];
        return [
          kind,
          { file, number: d?.number ?? '', expiresOn: d?.expiresOn ? d.expiresOn.format('YYYY-MM-DD') : '' },
        ];
      }),
    );
    edit.mutate({ ...formToProfile(v), version: view.version, documents });
  };
  return (
    <Modal
      open={open}
      width={880}
      title={t('supplier:own_edit_title')}
      okText={t('supplier:submit_review')}
      cancelText={t('common:action.cancel')}
      okButtonProps={
        { loading: edit.isPending, disabled: uploading !== null, 'data-testid': 'merchant-submit' } as never
      }
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('supplier:own_edit_hint')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="merchant-form">
        <ProfileFields />
        <h3 className="supplier-form-group">{t('supplier:group.documents')}</h3>
        {SUPPLIER_DOCUMENT_KINDS.filter(
          (k) => view.requiredKinds.includes(k) || view.documents.some((d) => d.kind === k),
        ).map((kind) => (
          <Row gutter={8} key={kind} align="middle">
            <Col xs={24} md={6}>
              <strong>{t(`supplier:doc.${kind}`)}</strong>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item>
                <Upload
                  accept=".pdf,.jpg,.jpeg,.png"
                  maxCount={1}
                  showUploadList={false}
                  beforeUpload={(f) => {
                    void uploadFile(kind, f);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={uploading === kind}>
                    {files[kind] ? t('supplier:file_chosen') : t('supplier:new_file')}
                  </Button>
                </Upload>
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['docs', kind, 'number']}>
                <Input
                  placeholder={t('supplier:field.number')}
                  aria-label={t('supplier:field.number')}
                  maxLength={60}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['docs', kind, 'expiresOn']}>
                <DatePicker
                  placeholder={t('supplier:field.expiresOn')}
                  aria-label={t('supplier:field.expiresOn')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </Row>
        ))}
        <p className="supplier-muted">{t('supplier:file_hint')}</p>
      </Form>
    </Modal>
  );
}
