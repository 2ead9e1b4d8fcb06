import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { Alert, App, Button, Form, Tabs } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  productAddBody,
  productEditBody,
  type ProductAddBody,
  type ProductEditBody,
  type ProductInfo,
} from '@shop/shared/api/catalog-product';
import { LANGUAGES } from '@shop/shared/constants';
import { useEnabledLanguages } from '../../../lib/content-languages.ts';
import { fieldErrorText, issueKey } from '../../../components/form-rules.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/request.ts';
import {
  fetchFormOptions,
  productKeys,
  products,
  productUploadAction,
  type ProductForm as ProductFormKind,
} from './api.ts';
import { AttributesSection } from './form-attributes.tsx';
import { BasicSection } from './form-basic.tsx';
import { DetailSection, ProductImages } from './form-content.tsx';
import { emptyValues, fieldPath, fromInfo, toBody, type ProductFormValues } from './form-model.ts';
import { PricingSection } from './form-pricing.tsx';
import { SeoSection } from './form-seo.tsx';
import { SpecSection } from './form-spec.tsx';
import { detailPath, LIST_PATH } from './paths.ts';

type TabKey = 'basic' | 'detail' | 'pricing' | 'spec' | 'attributes' | 'seo' | 'images';

const TAB_OF: Record<string, TabKey> = {
  detail: 'detail',
  currency: 'pricing',
  originalPrice: 'pricing',
  price: 'pricing',
  bidPrice: 'pricing',
  supplyPrice: 'pricing',
  costPrice: 'pricing',
  weight: 'pricing',
  stock: 'pricing',
  minOrder: 'pricing',
  lowStockThreshold: 'pricing',
  pricingMode: 'pricing',
  ladderPrices: 'pricing',
  discountPercent: 'pricing',
  specMode: 'spec',
  specOptions: 'spec',
  variants: 'spec',
  attributes: 'attributes',
  seoTitle: 'seo',
  seoDescription: 'seo',
  seoKeywords: 'seo',
  customLink: 'seo',
  images: 'images',
};
const tabOf = (path: readonly (string | number)[]): TabKey => TAB_OF[String(path[0])] ?? 'basic';

interface Props {
  /** the stored product the form was filled from; null to add one */
  product: ProductInfo | null;
  /** reload the stored product (after a conflict, on the user's request) */
  onReload: () => void;
  readOnly: boolean;
}

/** The product form: sections as tabs, the shared schema checks the body, server errors on fields. */
export function ProductForm({ product, onReload, readOnly }: Props): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const { message, modal } = App.useApp();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProductFormValues>();
  const [tab, setTab] = useState<TabKey>('basic');
  const [conflict, setConflict] = useState<string | null>(null);
  const submitting = useRef(false);
  // The choices come from the endpoint of the form's own permission: adding or editing works without the list right.
  const optionsOf: ProductFormKind = readOnly ? 'view' : product ? 'edit' : 'add';
  const options = useQuery({
    queryKey: productKeys.formOptions(optionsOf),
    queryFn: () => fetchFormOptions(optionsOf),
  });
  const languages = LANGUAGES;
  // the name is required in every enabled content language (/language), as the server and the import require it
  const { enabled: requiredLanguages } = useEnabledLanguages();
  const supplierUser = user?.supplier === true;

  const showErrors = (errors: { path: (string | number)[]; text: string }[]) => {
    if (errors.length === 0) return;
    form.setFields(errors.map((e) => ({ name: e.path as never, errors: [e.text] })));
    setTab(tabOf(errors[0]!.path));
  };

  const handlers = {
    onSuccess: (saved: ProductInfo) => {
      setConflict(null);
      void message.success(t('common:saved'));
      queryClient.setQueryData(productKeys.info(saved.id), saved);
      void navigate(detailPath(saved.id), { replace: !product, state: { saved: saved.version } });
    },
    onError: (error: Error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 409 && error.fieldErrors.length === 0) {
        setConflict(error.message);
        return;
      }
      void message.error(error.message, 4);
      showErrors(
        error.fieldErrors.map((e) => ({ path: fieldPath(e.field), text: fieldErrorText(t, e.key, e.params) })),
      );
    },
    // The saved product is in the cache already: every other product read is read again.
    refresh: { success: [{ queryKey: productKeys.all, predicate: (q: Query) => q.queryKey[1] !== 'info' }] },
  };
  // Saving the same product again after a network failure is the same action: saved once.
  const add = products.useChange('add', handlers);
  const edit = products.useChange('edit', handlers);
  const saving = add.isPending || edit.isPending;

  const submit = async () => {
    if (submitting.current || saving || readOnly) return;
    submitting.current = true;
    try {
      try {
        await form.validateFields();
      } catch (failure) {
        const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
        if (first) setTab(tabOf(first.name));
        void message.warning(t('product:form_invalid'));
        return;
      }
      const values = form.getFieldsValue(true) as ProductFormValues;
      const body = product
        ? toBody(values, { supplierUser, id: product.id, version: product.version })
        : toBody(values, { supplierUser });
      const checked = (product ? productEditBody : productAddBody).safeParse(body);
      if (!checked.success) {
        showErrors(
          checked.error.issues.map((issue) => {
            const { key, params } = issueKey(issue as unknown as Parameters<typeof issueKey>[0]);
            return { path: fieldPath(issue.path as (string | number)[]), text: fieldErrorText(t, key, params) };
          }),
        );
        void message.warning(t('product:form_invalid'));
        return;
      }
      const saved = product ? edit.mutateAsync(body as ProductEditBody) : add.mutateAsync(body as ProductAddBody);
      await saved.catch(() => undefined);
    } finally {
      submitting.current = false;
    }
  };

  const reload = () => {
    modal.confirm({
      title: t('product:conflict.reload_confirm'),
      okText: t('product:conflict.reload'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        setConflict(null);
        onReload();
      },
    });
  };

  const tabs: { key: TabKey; label: string; children: ReactNode; forceRender?: boolean }[] = [
    {
      key: 'basic',
      label: t('product:tab.basic'),
      children: (
        <BasicSection
          options={options.data}
          languages={languages}
          requiredLanguages={requiredLanguages}
          selfId={product?.id}
          related={product?.related}
          disabled={readOnly}
        />
      ),
      forceRender: true,
    },
    {
      key: 'detail',
      label: t('product:tab.detail'),
      children: <DetailSection languages={languages} disabled={readOnly} />,
    },
    {
      key: 'pricing',
      label: t('product:tab.pricing'),
      children: <PricingSection editing={product !== null} disabled={readOnly} />,
      forceRender: true,
    },
    {
      key: 'spec',
      label: t('product:tab.spec'),
      children: <SpecSection options={options.data} disabled={readOnly} />,
      forceRender: true,
    },
    {
      key: 'attributes',
      label: t('product:tab.attributes'),
      children: <AttributesSection options={options.data} disabled={readOnly} />,
      forceRender: true,
    },
    { key: 'seo', label: t('product:tab.seo'), children: <SeoSection />, forceRender: true },
    {
      key: 'images',
      label: t('product:tab.images'),
      forceRender: true,
      children: (
        <Form.Item name="images" label={t('product:field.images')}>
          <ProductImages disabled={readOnly} action={productUploadAction(product ? 'edit' : 'add')} />
        </Form.Item>
      ),
    },
  ];

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      className={readOnly ? 'product-form product-form-read-only' : 'product-form'}
      initialValues={product ? fromInfo(product) : emptyValues()}
      disabled={readOnly}
      requiredMark={!readOnly}
      onFinish={() => void submit()}
      scrollToFirstError={false}
      data-testid="product-form"
    >
      {conflict ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="product-conflict"
          title={t('product:conflict.title')}
          description={
            <>
              <div>{conflict}</div>
              <div>{t('product:conflict.kept')}</div>
            </>
          }
          action={
            <Button size="small" danger onClick={reload} data-testid="product-conflict-reload" disabled={false}>
              {t('product:conflict.reload')}
            </Button>
          }
        />
      ) : null}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={tabs} />
      <div className="product-form-actions">
        <Button onClick={() => navigate(LIST_PATH)} disabled={false}>
          {t('product:back_to_list')}
        </Button>
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid="product-save">
            {t('common:action.save')}
          </Button>
        )}
      </div>
    </Form>
  );
}
