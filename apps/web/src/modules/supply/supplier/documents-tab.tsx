import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Modal, Select, Table, Tag, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPLIER_DOCUMENT_KINDS,
  supplierRegisterApi,
  type SupplierDocument,
  type SupplierDocumentKind,
} from '@shop/shared/api/supply-supplier';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { suppliers } from './api.ts';

/** Opens a document's file (fetched with the session) in a new tab. */
export async function openFile(blob: Promise<Blob>): Promise<void> {
  const url = URL.createObjectURL(await blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The documents table: kind, number, expiry (expiring ones highlighted), the file. */
export function DocumentTable({
  documents,
  requiredKinds,
  open,
  loading,
  extra,
}: {
  documents: SupplierDocument[];
  requiredKinds: string[];
  open: (doc: SupplierDocument) => void;
  loading?: boolean;
  extra?: (kind: SupplierDocumentKind, doc: SupplierDocument | undefined) => ReactNode;
}): ReactNode {
  const { t } = useTranslation('supplier');
  const kinds = SUPPLIER_DOCUMENT_KINDS.filter((k) => requiredKinds.includes(k) || documents.some((d) => d.kind === k));
  const rows = kinds.map((kind) => ({ kind, doc: documents.find((d) => d.kind === kind) }));
  return (
    <Table
      size="small"
      rowKey="kind"
      loading={loading}
      pagination={false}
      dataSource={rows}
      scroll={{ x: 640 }}
      data-testid="supplier-documents"
      rowClassName={(r) => (r.doc?.expired ? 'supplier-row-expired' : r.doc?.expiring ? 'supplier-row-expiring' : '')}
      columns={[
        {
          title: t('field.kind'),
          key: 'kind',
          render: (_: unknown, r) => (
            <>
              {t(`doc.${r.kind}`)}
              {requiredKinds.includes(r.kind) ? <span className="supplier-required-mark"> *</span> : null}
            </>
          ),
        },
        { title: t('field.number'), key: 'number', width: 200, render: (_: unknown, r) => r.doc?.number || '—' },
        {
          title: t('field.expiresOn'),
          key: 'expiresOn',
          width: 200,
          render: (_: unknown, r) =>
            !r.doc ? (
              <Tag color="red">{t('doc_missing')}</Tag>
            ) : (
              <>
                {r.doc.expiresOn ?? t('no_expiry')}{' '}
                {r.doc.expired ? (
                  <Tag color="red">{t('expired')}</Tag>
                ) : r.doc.expiring ? (
                  <Tag color="orange">{t('expiring')}</Tag>
                ) : null}
              </>
            ),
        },
        {
          title: t('field.file'),
          key: 'file',
          width: 220,
          render: (_: unknown, r) => (
            <>
              {r.doc ? (
                <Button type="link" size="small" onClick={() => open(r.doc!)}>
                  {t('open_file')}
                </Button>
              ) : null}
              {extra?.(r.kind, r.doc)}
            </>
          ),
        },
      ]}
    />
  );
}

interface UploadValues {
  number: string;
  expiresOn: Dayjs | null;
}

/** Staff: a supplier's documents, each uploaded or replaced with its number and expiry. */
export function DocumentsTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const can = useCan();
  const docs = useQuery({
    queryKey: ['supplier-documents', supplierId],
    queryFn: () => callApi(supplierRegisterApi.documents, { id: supplierId }),
  });
  const [kind, setKind] = useState<SupplierDocumentKind | null>(null);
  return (
    <>
      {docs.data ? <p className="supplier-muted">{t('supplier:warn_days', { count: docs.data.warnDays })}</p> : null}
      <DocumentTable
        documents={docs.data?.list ?? []}
        requiredKinds={docs.data?.requiredKinds ?? []}
        loading={docs.isLoading}
        open={(d) => void openFile(callApi(supplierRegisterApi.file, { id: d.id }))}
        extra={(k, doc) =>
          can('supply_supplier_edit') ? (
            <Button
              size="small"
              icon={<UploadOutlined />}
              onClick={() => setKind(k)}
              data-testid={`supplier-upload-${k}`}
            >
              {doc ? t('supplier:replace') : t('common:action.upload')}
            </Button>
          ) : null
        }
      />
      {can('supply_supplier_edit') ? (
        <Select
          className="supplier-block"
          placeholder={t('supplier:upload_other')}
          aria-label={t('supplier:upload_other')}
          style={{ width: 260 }}
          value={null}
          onChange={(k: SupplierDocumentKind) => setKind(k)}
          options={SUPPLIER_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`supplier:doc.${k}`) }))}
        />
      ) : null}
      <UploadDialog supplierId={supplierId} kind={kind} onClose={() => setKind(null)} />
    </>
  );
}

/** One document's file (PDF, JPG or PNG, at most 10 MB), number and expiry. */
function UploadDialog({
  supplierId,
  kind,
  onClose,
}: {
  supplierId: number;
  kind: SupplierDocumentKind | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const [file, setFile] = useState<File | null>(null);
  const upload = suppliers.useSend(
    ({ body, values }: { body: FormData; values: UploadValues }) =>
      callApi(supplierRegisterApi.upload, body, {
        query: {
          id: supplierId,
          kind: kind!,
          number: values.number ?? '',
          expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : '',
        },
      }),
    {
      onSuccess: () => {
        void message.success(t('supplier:uploaded'));
        setFile(null);
        form.resetFields();
        onClose();
      },
      onError: (e) => void message.error(e.message),
    },
  );
  return (
    <Modal
      open={kind !== null}
      title={kind ? t('supplier:upload_title', { kind: t(`supplier:doc.${kind}`) }) : ''}
      okText={t('common:action.upload')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: upload.isPending, disabled: !file }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<UploadValues>
        form={form}
        layout="vertical"
        onFinish={(values) => {
          if (!file) return;
          const body = new FormData();
          body.append('file', file);
          upload.mutate({ body, values });
        }}
      >
        <Form.Item label={t('supplier:field.file')} required extra={t('supplier:file_hint')}>
          <Upload
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t('supplier:choose_file')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="number" label={t('supplier:field.number')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('supplier:field.expiresOn')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
