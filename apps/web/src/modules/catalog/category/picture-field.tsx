import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload.tsx';

interface PictureFieldProps {
  /** the stored picture's address, '' for none (form value) */
  value?: string;
  onChange?: (url: string) => void;
  action: string;
  maxBytes: number;
  /** shown at this size (the 16x16 icon at its real size) */
  previewPx: number;
  testId?: string;
}

/** One picture of a category: the saved one with a remove button, and the upload that replaces it. */
export function PictureField({ value, onChange, action, maxBytes, previewPx, testId }: PictureFieldProps): ReactNode {
  const { t } = useTranslation(['category', 'common']);
  // The uploader shows what it uploaded itself; the saved picture is shown here until it is replaced.
  const [uploaded, setUploaded] = useState('');
  const saved = value && value !== uploaded ? value : '';
  return (
    <div className="picture-field" data-testid={testId}>
      {saved ? (
        <div className="picture-current">
          <img src={saved} alt="" width={previewPx} height={previewPx} style={{ objectFit: 'contain' }} />
          <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t('category:remove_picture')}
          </Button>
        </div>
      ) : null}
      <ImageUpload
        action={action}
        max={1}
        maxBytes={maxBytes}
        value={value ? [value] : []}
        onChange={(urls) => {
          setUploaded(urls[0] ?? '');
          onChange?.(urls[0] ?? '');
        }}
      />
    </div>
  );
}
