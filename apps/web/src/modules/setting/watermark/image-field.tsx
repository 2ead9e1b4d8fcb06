import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settingUploadApi } from '@shop/shared/api/upload';
import { IMAGE_KINDS } from '@shop/shared/constants';
import { ImageUpload } from '../../../components/image-upload.tsx';

interface Props {
  /** the stored watermark picture's address, '' for none (form value) */
  value?: string;
  onChange?: (url: string) => void;
  /** the picture of the saved settings, shown again when a new upload is removed */
  stored: string;
}

/** The watermark picture: the saved one, and the upload (JPG or PNG, 2 MB; PNG keeps transparency) that replaces it. */
export function WatermarkImageField({ value, onChange, stored }: Props): ReactNode {
  const { t } = useTranslation('watermark');
  // The uploader shows what it uploaded itself; the saved picture is shown here until it is replaced.
  const [uploaded, setUploaded] = useState('');
  const saved = value && value !== uploaded ? value : '';
  return (
    <div className="watermark-image-field">
      {saved ? (
        <div className="watermark-image-current">
          <img src={saved} alt={t('watermark:image.current')} width={72} height={72} />
          <span>{t('watermark:image.current')}</span>
        </div>
      ) : null}
      <ImageUpload
        action={settingUploadApi.watermark.path}
        max={1}
        maxBytes={IMAGE_KINDS.watermark.maxBytes}
        value={value && value === uploaded ? [value] : []}
        testId="watermark-image-upload"
        onChange={(urls) => {
          // Removing a new upload goes back to the saved picture.
          setUploaded(urls[0] ?? '');
          onChange?.(urls[0] ?? stored);
        }}
      />
    </div>
  );
}
