import { EyeOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocumentView } from '@shop/shared/api/supply-application';
import { documentUrl } from './api.ts';
import { NS } from './fields.tsx';

/** A document's name with a preview (picture or PDF) in a dialog, read with the caller's access. */
export function DocumentPreview({
  source,
  doc,
}: {
  source: { id: number } | { reference: string; token: string };
  doc: ApplicationDocumentView;
}): ReactNode {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const show = async () => {
    setOpen(true);
    if (!url) setUrl(await documentUrl(source, doc.file));
  };
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined />}
        onClick={() => void show()}
        data-testid={`preview-${doc.file}`}
      >
        {doc.name || t('document')}
      </Button>
      {doc.number ? (
        <span>
          {' '}
          · {t('doc_number')}: {doc.number}
        </span>
      ) : null}
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} width={880} title={doc.name} destroyOnHidden>
        {!url ? (
          <Spin />
        ) : doc.mime === 'application/pdf' ? (
          <iframe src={url} title={doc.name} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <img src={url} alt={doc.name} className="review-preview" />
        )}
      </Modal>
    </>
  );
}
