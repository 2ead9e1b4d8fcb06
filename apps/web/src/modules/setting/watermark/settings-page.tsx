import './watermark.css';
import { Form, Input, InputNumber, Radio, Slider, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSectionPage } from '../../../components/crud/settings-form.tsx';
import { useSettingsSection, type SectionValues } from '../../../components/crud/settings-section.ts';
import { watermarkSection } from './api.ts';
import { WatermarkImageField } from './image-field.tsx';
import { PositionPicker } from './position-picker.tsx';
import { WatermarkPreview, type PreviewMark } from './watermark-preview.tsx';

type Values = SectionValues<typeof watermarkSection.source>;

/** /setting/watermark: the mark product pictures get when uploaded; image or text, place, opacity, size. */
export function WatermarkSettingsPage(): ReactNode {
  const { t } = useTranslation(['watermark', 'section', 'common']);
  const state = useSettingsSection(watermarkSection, { namespace: 'watermark' });
  const { base, rule } = state;
  const watched = Form.useWatch([], state.form) as Partial<Values> | undefined;
  const mark: PreviewMark | null = base && watched ? ({ ...base, ...watched } as PreviewMark) : null;
  const kind = watched?.kind ?? base?.kind;

  return (
    <SettingsSectionPage
      state={state}
      testId="watermark"
      title={t('watermark:title')}
      intro={t('watermark:intro')}
      className="watermark-form"
      aside={
        <>
          <h3 className="watermark-side-title">{t('watermark:preview.title')}</h3>
          {mark ? <WatermarkPreview mark={mark} /> : null}
        </>
      }
    >
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
            state.form.setFields([
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
          <WatermarkImageField stored={base?.image ?? ''} />
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
    </SettingsSectionPage>
  );
}
