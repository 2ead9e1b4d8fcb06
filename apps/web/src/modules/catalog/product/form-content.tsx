import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Image, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS } from '@shop/shared/constants';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';

/** Rich-text detail, one editor per language (the editor loads only when this tab is opened). */
export function DetailSection({
  languages,
  disabled,
}: {
  languages: readonly (keyof typeof LANGUAGE_NAMES)[];
  disabled: boolean;
}): ReactNode {
  const { t } = useTranslation('product');
  return (
    <Tabs
      size="small"
      items={languages.map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        children: (
          <Form.Item name={['detail', lang]} label={t('product:field.detail')} extra={t('product:hint.detail')}>
            <RichText
              label={`${t('product:field.detail')} · ${LANGUAGE_NAMES[lang]}`}
              disabled={disabled}
              testId={`product-detail-${lang}`}
            />
          </Form.Item>
        ),
      }))}
    />
  );
}

interface ImagesProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  disabled?: boolean;
  /** upload endpoint of the add or the edit form (each checks its own permission) */
  action: string;
}

const MAX_IMAGES = 20;

/** The product's pictures: stored ones (first is the list thumbnail) and new uploads, JPG or PNG up to 10 MB. */
export function ProductImages({ value, onChange, disabled, action }: ImagesProps): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const images = value ?? [];
  const stored = images.filter((u) => !uploaded.includes(u));
  return (
    <div data-testid="product-images">
      {stored.length === 0 ? (
        uploaded.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product:images.none')} />
        ) : null
      ) : (
        <Image.PreviewGroup>
          <div className="product-images">
            {stored.map((src, i) => (
              <div className="product-image-item" key={src}>
                <Image
                  src={src}
                  width={104}
                  height={104}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                  alt={t('product:images.alt', { n: i + 1 })}
                />
                {disabled ? null : (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common:action.delete')}
                    onClick={() => onChange?.(images.filter((u) => u !== src))}
                  />
                )}
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {disabled ? null : (
        <div style={{ marginTop: 8 }}>
          <ImageUpload
            action={action}
            value={uploaded}
            max={Math.max(0, MAX_IMAGES - stored.length)}
            maxBytes={IMAGE_KINDS.product.maxBytes}
            testId="product-image-upload"
            onChange={(urls) => {
              setUploaded(urls);
              onChange?.([...stored, ...urls.filter((u) => !stored.includes(u))]);
            }}
          />
        </div>
      )}
      <div className="upload-hint">{t('product:images.hint')}</div>
    </div>
  );
}
