import './watermark.css';
import { ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Result, Skeleton, Slider, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { watermarkEditBody, type WatermarkData, type WatermarkEditBody } from '@shop/shared/api/watermark';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { ApiError } from '../../../lib/request.ts';
import { fetchWatermark, saveWatermark, watermarkKeys } from './api.ts';
import { WatermarkImageField } from './image-field.tsx';
import { PositionPicker } from './position-picker.tsx';
import { WatermarkPreview, type PreviewMark } from './watermark-preview.tsx';

type Values = Omit<WatermarkEditBody, 'version'>;

const valuesOf = (d: WatermarkData): Values => ({
  enabled: d.enabled,
  kind: d.kind,
  image: d.image,
  text: d.text,
  position: d.position,
  opacity: d.opacity,
  scale: d.scale,
});

/** /setting/watermark: the mark product pictures get when uploaded; image or text, place, opacity, size. */
export function WatermarkSettingsPage(): ReactNode {
  const { t } = useTranslation(['watermark', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  const [form] = Form.useForm<Values>();
  const stored = useQuery({ queryKey: watermarkKeys.all, queryFn: fetchWatermark, refetchOnWindowFocus: false });
  // The version the form was filled from: a save sends it, a stale one is refused (409).
  const [base, setBase] = useState<WatermarkData | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const submitting = useRef(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;

  useEffect(() => {
    if (stored.data && (base === null || stored.data.version !== base.version)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- each newly read version refills the form
      setBase(stored.data);
      form.setFieldsValue(valuesOf(stored.data));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill the form from each newly read version only
  }, [stored.data]);

  // A refused save is explained at the top of the form: bring it into view.
  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [conflict]);

  const body = (): Record<string, unknown> => ({
    ...(form.getFieldsValue(true) as Values),
    version: base?.version ?? 0,
  });
  const rule = (field: keyof Values) => bodyRule(watermarkEditBody, body, [field], t);

  const save = useMutation({
    mutationFn: (payload: WatermarkEditBody) => action.run(payload, (key) => saveWatermark(payload, key)),
    onSuccess: (saved) => {
      setConflict(null);
      queryClient.setQueryData(watermarkKeys.all, saved);
      void message.success(t('common:saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return;
      }
      if (!applyServerErrors(form, error, t)) void message.error(error.message, 4);
    },
  });

  const submit = async () => {
    if (submitting.current || save.isPending || !base) return;
    submitting.current = true;
    try {
      await form.validateFields();
      const parsed = watermarkEditBody.safeParse(body());
      if (parsed.success) await save.mutateAsync(parsed.data).catch(() => undefined);
      else void message.warning(t('watermark:form_invalid'));
    } catch {
      void message.warning(t('watermark:form_invalid'));
    } finally {
      submitting.current = false;
    }
  };

  const reload = async () => {
    setConflict(null);
    const fresh = await stored.refetch();
    if (fresh.data) {
      setBase(fresh.data);
      form.resetFields();
      form.setFieldsValue(valuesOf(fresh.data));
    }
  };

  if (stored.isError && !stored.data) {
    return (
      <section className="page-card" data-testid="watermark-page">
        <Result
          status="error"
          title={t('watermark:load_failed')}
          subTitle={stored.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void stored.refetch()}>
              {t('common:action.refresh')}
            </Button>
          }
        />
      </section>
    );
  }

  const mark: PreviewMark | null = base && watched ? ({ ...valuesOf(base), ...watched } as PreviewMark) : null;
  const kind = watched?.kind ?? base?.kind;
  return (
    <section className="page-card" data-testid="watermark-page">
      <div className="page-title-row">
        <h2>{t('watermark:title')}</h2>
        {base ? (
          <span className="watermark-meta" data-testid="watermark-version">
            {base.updatedAt
              ? t('watermark:saved_at', {
                  time: dayjs(base.updatedAt).format('YYYY-MM-DD HH:mm'),
                  version: base.version,
                })
              : t('watermark:never_saved')}
          </span>
        ) : null}
      </div>
      <p className="watermark-intro">{t('watermark:intro')}</p>
      {!base ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="watermark-layout">
          <Form<Values>
            form={form}
            layout="vertical"
            className="watermark-form"
            data-testid="watermark-form"
            initialValues={valuesOf(base)}
            onFinish={() => void submit()}
          >
            {conflict ? (
              <div ref={conflictRef}>
                <Alert
                  type="error"
                  showIcon
                  className="watermark-conflict"
                  data-testid="watermark-conflict"
                  title={t('watermark:conflict.title')}
                  description={
                    <>
                      <div>{conflict}</div>
                      <div>{t('watermark:conflict.kept')}</div>
                      <Button
                        size="small"
                        danger
                        className="watermark-conflict-reload"
                        onClick={() => void reload()}
                        data-testid="watermark-conflict-reload"
                      >
                        {t('watermark:conflict.reload')}
                      </Button>
                    </>
                  }
                />
              </div>
            ) : null}
            <Form.Item
              name="enabled"
              label={t('watermark:field.enabled')}
              valuePropName="checked"
              extra={t('watermark:hint.enabled')}
            >
              <Switch data-testid="watermark-enabled" />
            </Form.Item>
            <Form.Item name="kind" label={t('watermark:field.kind')}>
              <Radio.Group
                optionType="button"
                data-testid="watermark-kind"
                options={(['image', 'text'] as const).map((k) => ({ value: k, label: t(`watermark:kind.${k}`) }))}
                onChange={() =>
                  form.setFields([
                    { name: 'image', errors: [] },
                    { name: 'text', errors: [] },
                  ])
                }
              />
            </Form.Item>
            {kind === 'image' ? (
              <Form.Item
                name="image"
                label={t('watermark:field.image')}
                rules={[rule('image')]}
                required
                extra={t('watermark:hint.image')}
              >
                <WatermarkImageField stored={base.image} />
              </Form.Item>
            ) : (
              <Form.Item name="text" label={t('watermark:field.text')} rules={[rule('text')]} required>
                <Input maxLength={60} showCount data-testid="watermark-text" />
              </Form.Item>
            )}
            <Form.Item name="position" label={t('watermark:field.position')}>
              <PositionPicker />
            </Form.Item>
            <Form.Item label={t('watermark:field.opacity')} extra={t('watermark:hint.opacity')}>
              <div className="watermark-slider-row">
                <Form.Item name="opacity" noStyle>
                  <Slider
                    min={1}
                    max={100}
                    className="watermark-slider"
                    ariaLabelForHandle={t('watermark:field.opacity')}
                    data-testid="watermark-opacity"
                  />
                </Form.Item>
                <Form.Item name="opacity" noStyle>
                  <InputNumber
                    min={1}
                    max={100}
                    precision={0}
                    suffix="%"
                    aria-label={t('watermark:field.opacity')}
                    data-testid="watermark-opacity-input"
                  />
                </Form.Item>
              </div>
            </Form.Item>
            <Form.Item label={t('watermark:field.scale')} extra={t('watermark:hint.scale')}>
              <div className="watermark-slider-row">
                <Form.Item name="scale" noStyle>
                  <Slider
                    min={5}
                    max={80}
                    className="watermark-slider"
                    ariaLabelForHandle={t('watermark:field.scale')}
                    data-testid="watermark-scale"
                  />
                </Form.Item>
                <Form.Item name="scale" noStyle>
                  <InputNumber
                    min={5}
                    max={80}
                    precision={0}
                    suffix="%"
                    aria-label={t('watermark:field.scale')}
                    data-testid="watermark-scale-input"
                  />
                </Form.Item>
              </div>
            </Form.Item>
            <Space wrap>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SaveOutlined />}
                loading={save.isPending}
                data-testid="watermark-save"
              >
                {t('common:action.save')}
              </Button>
              <Button
                icon={<UndoOutlined />}
                disabled={save.isPending}
                onClick={() => {
                  form.resetFields();
                  form.setFieldsValue(valuesOf(base));
                }}
              >
                {t('watermark:undo')}
              </Button>
            </Space>
          </Form>
          <div className="watermark-side">
            <h3 className="watermark-side-title">{t('watermark:preview.title')}</h3>
            {mark ? <WatermarkPreview mark={mark} /> : null}
          </div>
        </div>
      )}
    </section>
  );
}
