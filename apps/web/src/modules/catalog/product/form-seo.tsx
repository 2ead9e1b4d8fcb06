import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seoKeywords } from '@shop/shared/api/catalog-common';
import { productAddBody } from '@shop/shared/api/catalog-product';
import { SEO_LIMITS } from '@shop/shared/constants';
import { zodRule } from '../../../components/form-rules.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { linkAllowed } from './form-model.ts';

function keywordCount(text: string | undefined): number {
  return (text ?? '')
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter(Boolean).length;
}

/** SEO meta title (70), description (220), keywords (8 to 10) and the custom link. */
export function SeoSection(): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const { user } = useAuth();
  const keywords = Form.useWatch('seoKeywords') as string | undefined;
  const host = (() => {
    try {
      return new URL(user?.base_url ?? '').host;
    } catch {
      return '';
    }
  })();
  return (
    <div className="product-form-grid">
      <Form.Item
        name="seoTitle"
        label={t('product:field.seo_title')}
        className="product-form-wide"
        rules={[{ max: SEO_LIMITS.titleMax, message: t('common:field_error.too_long', { max: SEO_LIMITS.titleMax }) }]}
      >
        <Input maxLength={SEO_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item
        name="seoDescription"
        label={t('product:field.seo_description')}
        className="product-form-wide"
        rules={[
          {
            max: SEO_LIMITS.descriptionMax,
            message: t('common:field_error.too_long', { max: SEO_LIMITS.descriptionMax }),
          },
        ]}
      >
        <Input.TextArea maxLength={SEO_LIMITS.descriptionMax} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="seoKeywords"
        label={t('product:field.seo_keywords')}
        className="product-form-wide"
        rules={[
          {
            validator: async (_r, v: string) => {
              if (!seoKeywords.safeParse(v ?? '').success)
                throw new Error(
                  t('product:keywords_count', { min: SEO_LIMITS.keywordsMin, max: SEO_LIMITS.keywordsMax }),
                );
            },
          },
        ]}
        extra={t('product:hint.keywords', {
          min: SEO_LIMITS.keywordsMin,
          max: SEO_LIMITS.keywordsMax,
          count: keywordCount(keywords),
        })}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} data-testid="product-seo-keywords" />
      </Form.Item>
      <Form.Item
        name="customLink"
        label={t('product:field.custom_link')}
        className="product-form-wide"
        rules={[
          zodRule(productAddBody.shape.customLink, t),
          {
            validator: async (_r, v: string) => {
              if (!linkAllowed(v ?? '', user?.base_url ?? '')) throw new Error(t('product:link_rule', { host }));
            },
          },
        ]}
        extra={t('product:hint.custom_link', { host })}
      >
        <Input maxLength={500} data-testid="product-custom-link" />
      </Form.Item>
    </div>
  );
}
