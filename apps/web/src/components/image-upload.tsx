import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@shop/shared/constants';
import { request } from '../lib/request.ts';

interface UploadAnswer {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageUploadProps {
  /** The uploaded files' URLs (form value) */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Upload endpoint (multipart field "file") */
  action: string;
  max: number;
  maxBytes: number;
  testId?: string;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Whether the file's first bytes are a JPG or PNG signature (a name or a browser-given type can lie). */
export async function hasImageSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpg;
}

/** Whether the browser can decode the file as an image (catches damaged or disguised files). */
export function isReadableImage(file: Blob): Promise<boolean> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image.naturalWidth > 0 && image.naturalHeight > 0);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(false);
    };
    image.src = url;
  });
}

/** JPG/PNG picture upload with the size and type limits checked before sending. */
export function ImageUpload({ value, onChange, action, max, maxBytes, testId }: ImageUploadProps): ReactNode {
  const { t } = useTranslation(['tips', 'common']);
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile<UploadAnswer>[]>([]);

  // The form was reset: forget the pictures shown.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset from outside; lifting the state is a refactor
    if (!value?.length) setFiles((current) => (current.some((f) => f.status === 'done') ? [] : current));
  }, [value]);

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    // The type the browser derives from the name is not enough: a text file renamed .png is no image.
    if (!(IMAGE_LIMITS.mimeTypes as readonly string[]).includes(file.type) || !(await hasImageSignature(file))) {
      void message.error(t('tips:img_type'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxBytes) {
      void message.error(t('tips:img_size', { limit: formatBytes(maxBytes) }));
      return Upload.LIST_IGNORE;
    }
    if (!(await isReadableImage(file))) {
      void message.error(t('tips:img_error'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const body = new FormData();
    body.append('file', file as Blob);
    request<UploadAnswer>(action, { method: 'POST', body }).then(
      (answer) => onSuccess?.(answer),
      (error: Error) => onError?.(error),
    );
  };

  const handleChange: UploadProps<UploadAnswer>['onChange'] = ({ fileList }) => {
    const next = fileList.map((f) =>
      f.status === 'done' && f.response ? { ...f, url: f.response.url, thumbUrl: f.response.url } : f,
    );
    setFiles(next);
    onChange?.(next.filter((f) => f.status === 'done' && f.response).map((f) => (f.response as UploadAnswer).url));
  };

  return (
    <div data-testid={testId}>
      <Upload<UploadAnswer>
        listType="picture-card"
        accept={IMAGE_LIMITS.mimeTypes.join(',')}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        maxCount={max}
        multiple
      >
        {files.length >= max ? null : (
          <button type="button" className="upload-button" aria-label={t('common:action.upload')}>
            <PlusOutlined />
            <div style={{ marginTop: 6 }}>{t('common:action.upload')}</div>
          </button>
        )}
      </Upload>
      <div className="upload-hint">
        {t(max === 1 ? 'tips:img_hint_single' : 'tips:img_hint', { limit: formatBytes(maxBytes), max })}
      </div>
    </div>
  );
}
