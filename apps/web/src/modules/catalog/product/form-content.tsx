import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Image, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';

/** Rich-text detail, one editor per language (the editor loads only when this tab is opened). */
export function DetailSection({ languages, disabled }: { languages: readonly (keyof typeof LANGUAGE_NAMES)[]; disabled: boolean }): ReactNode {
  const { t } = useTranslation('product');
  return (
    <Tabs
      size="small"
      items={languages.map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        children: (
          <Form.Item name={['detail', lang]} label={t('product:field.detail')} extra={t('product:hint.detail')}>
            <RichText label={`${t('product:field.detail')} · ${LANGUAGE_NAMES[lang]}`} disabled={disabled} testId={`product-detail-${lang}`} />
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
}

/**
 * The product's stored pictures (first one is the list thumbnail). Adding pictures needs a product
 * upload endpoint, which the server does not offer yet; until then the form keeps and removes them.
 */
export function ProductImages({ value, onChange, disabled }: ImagesProps): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const images = value ?? [];
  return (
    <div data-testid="product-images">
      {images.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product:images.none')} /> : (
        <Image.PreviewGroup>
          <div className="product-images">
            {images.map((src, i) => (
              <div className="product-image-item" key={src}>
                <Image src={src} width={104} height={104} style={{ objectFit: 'cover', borderRadius: 6 }} alt={t('product:images.alt', { n: i + 1 })} />
                {disabled ? null : (
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common:action.delete')} onClick={() => onChange?.(images.filter((u) => u !== src))} />
                )}
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      <div className="upload-hint">{t('product:images.upload_unavailable')}</div>
    </div>
  );
}
