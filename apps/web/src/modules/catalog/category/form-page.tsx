import '../catalog-screens.css';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Skeleton, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { categoryAddBody, type CategoryAddBody, type CategoryRow } from '@shop/shared/api/catalog-category';
import { IMAGE_KINDS, IMAGE_LIMITS, LANGUAGES, SEO_LIMITS, type Language } from '@shop/shared/constants';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { useEnabledLanguages } from '../../../lib/content-languages.ts';
import { ApiError } from '../../../lib/request.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import {
  addCategory,
  categories,
  categoryKeys,
  categoryUploadAction,
  editCategory,
  fetchCategories,
  fetchCategory,
} from './api.ts';
import { PictureField } from './picture-field.tsx';
import { buildCategoryTree, subtreeIds, type CategoryNode } from './tree-order.ts';

interface CategoryFormValues {
  name: Record<Language, string>;
  parentId: number | null;
  sort: number | null;
  icon: string;
  image: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  enabled: boolean;
}

function toBody(v: Partial<CategoryFormValues>): Record<string, unknown> {
  return {
    parentId: v.parentId ?? null,
    name: v.name ?? {},
    sort: v.sort ?? undefined,
    icon: v.icon?.trim() ?? '',
    image: v.image?.trim() ?? '',
    seoTitle: v.seoTitle ?? '',
    seoDescription: v.seoDescription ?? '',
    seoKeywords: v.seoKeywords ?? '',
    enabled: v.enabled ?? true,
  };
}

/** Whether a picture at this address is exactly size x size pixels (spec: icon 16x16). */
function hasSize(url: string, size: number): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth === size && image.naturalHeight === size);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

const keywordCount = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter(Boolean).length;

/** /product/classifyAdd/:pid and /product/classifyEdit/:pid/:cid: one category's names, place, pictures and SEO. */
export function CategoryFormPage(): ReactNode {
  const { t, i18n } = useTranslation(['category', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const editingId = params.cid ? Number(params.cid) : null;
  const parentFromUrl = Number(params.pid) > 0 ? Number(params.pid) : null;
  const [form] = Form.useForm<CategoryFormValues>();
  const body = () => toBody(form.getFieldsValue(true) as Partial<CategoryFormValues>);
  const rule = (...path: (string | number)[]) => bodyRule(categoryAddBody, body, path, t);
  // the name is required in every enabled content language (/language), as on the server
  const { enabled: requiredLanguages } = useEnabledLanguages();
  const filled = { required: true, whitespace: true, message: t('common:field_error.required') };

  const validId = editingId === null || (Number.isInteger(editingId) && editingId > 0);
  const info = useQuery({
    queryKey: categoryKeys.info(editingId ?? 0),
    queryFn: () => fetchCategory(editingId ?? 0),
    enabled: editingId !== null && validId,
    retry: false,
  });
  const all = useQuery({ queryKey: categoryKeys.list({}), queryFn: () => fetchCategories({}) });
  const keywords = Form.useWatch('seoKeywords', form);
  // Uploads are allowed by the right of the form they belong to.
  const uploadForm = editingId !== null ? 'edit' : 'add';

  useEffect(() => {
    form.resetFields();
    const row = info.data;
    if (editingId !== null && row) {
      form.setFieldsValue({
        name: row.name,
        parentId: row.parentId,
        sort: row.sort,
        icon: row.icon,
        image: row.image,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        seoKeywords: row.seoKeywords,
        enabled: row.enabled,
      });
    } else if (editingId === null) {
      form.setFieldsValue({
        name: { 'zh-CN': '', en: '', es: '', ja: '' },
        parentId: parentFromUrl,
        sort: 0,
        enabled: true,
      });
    }
  }, [editingId, info.data, parentFromUrl, form]);

  // A category cannot move under itself or its own subcategories.
  const parentTree = useMemo(() => {
    const rows = all.data?.list ?? [];
    const blocked = editingId !== null ? subtreeIds(rows, editingId) : new Set<number>();
    const toNodes = (nodes: CategoryNode[]): unknown[] =>
      nodes.map((n: CategoryNode) => ({
        value: n.row.id,
        title: pickLocalized(n.row.name, i18n.language) || `#${n.row.id}`,
        disabled: blocked.has(n.row.id),
        children: toNodes(n.children),
      }));
    return toNodes(buildCategoryTree(rows as CategoryRow[]));
  }, [all.data, editingId, i18n.language]);

  const save = categories.useSend(
    (values: CategoryFormValues) => {
      const payload = categoryAddBody.parse(toBody(values)) as CategoryAddBody;
      if (editingId !== null && info.data)
        return editCategory({ ...payload, id: editingId, version: info.data.version });
      return addCategory(payload);
    },
    {
      onSuccess: () => {
        void message.success(t('common:saved'));
        void navigate('/product/classify');
      },
      onError: (error) => applyServerErrors(form, error, t),
    },
  );

  if (!validId || (info.error instanceof ApiError && info.error.status === 404)) return <NotFoundPage />;
  const loading = editingId !== null && info.isLoading;
  return (
    <section className="page-card" data-testid="category-form-page">
      <div className="page-title-row">
        <h2>{editingId !== null ? t('category:edit') : t('category:add')}</h2>
      </div>
      {loading ? (
        <Skeleton active />
      ) : (
        <Form<CategoryFormValues>
          form={form}
          layout="vertical"
          className="catalog-form"
          data-testid="category-form"
          onFinish={(values) => !save.isPending && save.mutate(values)}
        >
          <fieldset className="catalog-fieldset">
            <legend>{t('category:field.name')}</legend>
            {LANGUAGES.map((language) => (
              <Form.Item
                key={language}
                name={['name', language]}
                label={LANGUAGE_NAMES[language]}
                rules={[rule('name', language), ...(requiredLanguages.includes(language) ? [filled] : [])]}
                required={requiredLanguages.includes(language)}
                dependencies={LANGUAGES.map((l) => ['name', l])}
              >
                <Input maxLength={100} data-testid={`category-name-${language}`} />
              </Form.Item>
            ))}
            <div className="form-hint">{t('category:name_hint')}</div>
          </fieldset>
          <Form.Item name="parentId" label={t('category:field.parent')} extra={t('category:parent_hint')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={parentTree as never}
              placeholder={t('category:top_level')}
              loading={all.isLoading}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('category:field.sort')} rules={[rule('sort')]} required>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} data-testid="category-sort" />
          </Form.Item>
          <Form.Item
            name="icon"
            label={t('category:field.icon')}
            extra={t('category:icon_hint', { size: IMAGE_LIMITS.iconSizePx })}
            rules={[
              rule('icon'),
              {
                validator: async (_r, value: string | undefined) => {
                  if (value && !(await hasSize(value, IMAGE_LIMITS.iconSizePx)))
                    throw new Error(t('category:icon_size', { size: IMAGE_LIMITS.iconSizePx }));
                },
              },
            ]}
          >
            <PictureField
              action={categoryUploadAction(uploadForm, 'icon')}
              maxBytes={IMAGE_KINDS.icon.maxBytes}
              previewPx={IMAGE_LIMITS.iconSizePx}
              testId="category-icon"
            />
          </Form.Item>
          <Form.Item name="image" label={t('category:field.image')} rules={[rule('image')]}>
            <PictureField
              action={categoryUploadAction(uploadForm, 'image')}
              maxBytes={IMAGE_KINDS.category.maxBytes}
              previewPx={96}
              testId="category-image"
            />
          </Form.Item>
          <Form.Item name="seoTitle" label={t('category:field.seo_title')} rules={[rule('seoTitle')]}>
            <Input maxLength={SEO_LIMITS.titleMax} showCount />
          </Form.Item>
          <Form.Item name="seoDescription" label={t('category:field.seo_description')} rules={[rule('seoDescription')]}>
            <Input.TextArea maxLength={SEO_LIMITS.descriptionMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Form.Item
            name="seoKeywords"
            label={t('category:field.seo_keywords')}
            rules={[
              {
                validator: async (_r, value: string | undefined) => {
                  const n = keywordCount(value);
                  if (n > 0 && (n < SEO_LIMITS.keywordsMin || n > SEO_LIMITS.keywordsMax))
                    throw new Error(
                      t('category:keywords_count', { min: SEO_LIMITS.keywordsMin, max: SEO_LIMITS.keywordsMax }),
                    );
                },
              },
              rule('seoKeywords'),
            ]}
            extra={t('category:keywords_hint', {
              min: SEO_LIMITS.keywordsMin,
              max: SEO_LIMITS.keywordsMax,
              n: keywordCount(keywords),
            })}
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('category:field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="category-form-submit">
              {t('common:action.save')}
            </Button>
            <Button onClick={() => void navigate('/product/classify')} disabled={save.isPending}>
              {t('common:action.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </section>
  );
}
