import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, type FormInstance } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderApi } from '@shop/shared/api/order';
import { SEO_LIMITS } from '@shop/shared/constants';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';

interface PictureFieldProps {
  /** the stored picture's address, '' for none (form value) */
  value?: string;
  onChange?: (url: string) => void;
  action: string;
  maxBytes: number;
  /** shown at this size (the 16x16 icon at its real size) */
  previewPx: number;
  testId: string;
}

/** The logo or the icon: the saved picture with a remove button, and the upload that replaces it. */
export function PictureField({ value, onChange, action, maxBytes, previewPx, testId }: PictureFieldProps): ReactNode {
  const { t } = useTranslation('store-info');
  // The uploader shows what it uploaded itself; the saved picture is shown here until it is replaced.
  const [uploaded, setUploaded] = useState('');
  const saved = value && value !== uploaded ? value : '';
  return (
    <div className="store-picture" data-testid={testId}>
      {saved ? (
        <div className="store-picture-current">
          <span className="store-picture-frame">
            <img src={saved} alt={t('store-info:current_picture')} width={previewPx} height={previewPx} />
          </span>
          <span>{t('store-info:current_picture')}</span>
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange?.('')}
            data-testid={`${testId}-remove`}
          >
            {t('store-info:remove_picture')}
          </Button>
        </div>
      ) : null}
      <ImageUpload
        action={action}
        max={1}
        maxBytes={maxBytes}
        value={value && value === uploaded ? [value] : []}
        onChange={(urls) => {
          setUploaded(urls[0] ?? '');
          onChange?.(urls[0] ?? '');
        }}
      />
    </div>
  );
}

/** "+08:00" for Asia/Shanghai now; '' when the runtime cannot say. */
function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return part === 'GMT' ? '+00:00' : (part?.replace('GMT', '') ?? '');
  } catch {
    return '';
  }
}

let zones: { value: string; label: string; offset: string }[] | null = null;
/** Every IANA zone the browser knows (and UTC), with its current offset from UTC. */
function timeZones(): { value: string; label: string; offset: string }[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].map((zone) => {
    const offset = offsetOf(zone);
    return { value: zone, offset, label: offset ? `${zone} (UTC${offset})` : zone };
  });
  return zones;
}

/** A searchable list of time zones (by name or offset); a saved zone the browser does not list is kept. */
export function TimeZoneSelect(props: { value?: string; onChange?: (zone: string) => void; id?: string }): ReactNode {
  const { t } = useTranslation('store-info');
  const options = useMemo(() => {
    const all = timeZones();
    return props.value && !all.some((z) => z.value === props.value)
      ? [{ value: props.value, label: props.value, offset: '' }, ...all]
      : all;
  }, [props.value]);
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('store-info:placeholder.timeZone')}
      data-testid="store-timezone"
    />
  );
}

/**
 * The default currency: one of the enabled currencies when the user may read them (the order
 * form's choices), else its three-letter code typed in (the server checks it is enabled).
 */
export function CurrencyField(props: { value?: string; onChange?: (code: string) => void; id?: string }): ReactNode {
  const { t } = useTranslation('store-info');
  const can = useCan();
  const allowed = can(orderApi.choices.permission);
  const choices = useQuery({
    queryKey: ['settings-store', 'currencies'],
    queryFn: () => callApi(orderApi.choices),
    enabled: allowed,
    select: (data) => data.currencies,
  });
  if (!allowed)
    return (
      <Input
        id={props.id}
        value={props.value}
        maxLength={3}
        style={{ width: 120 }}
        onChange={(e) => props.onChange?.(e.target.value.toUpperCase())}
        data-testid="store-currency"
      />
    );
  const options = (choices.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  if (props.value && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: props.value });
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      options={options}
      loading={choices.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('store-info:placeholder.defaultCurrency')}
      // the default currency is switched on /currency, which recomputes every rate
      disabled
      data-testid="store-currency"
    />
  );
}

/** The terms the keywords hold, as the server counts them (commas, Chinese commas, blanks dropped). */
export const keywordTerms = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter((k) => k !== '').length;

/** How many keywords are entered, marked when it is outside 8 to 10 (and not empty). */
export function KeywordCount({ form }: { form: FormInstance }): ReactNode {
  const { t } = useTranslation('store-info');
  const count = keywordTerms(Form.useWatch('seoKeywords', form) as string | undefined);
  const off = count > 0 && (count < SEO_LIMITS.keywordsMin || count > SEO_LIMITS.keywordsMax);
  return (
    <span className={off ? 'store-keyword-count store-keyword-count-off' : 'store-keyword-count'}>
      {t('store-info:keyword_count', { count })}
    </span>
  );
}
