import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  PLANNED_ACTIVITIES,
  PLANNED_COUNTRIES_MAX,
  PLANNED_EVERY_MAX,
  PLANNED_PER_RUN_MAX,
  PLANNED_TOTAL_MAX,
  PLANNED_WEIGHT_MAX,
  plannedDraft,
  type PlannedActivity,
  type PlannedDraft,
  type plannedApi,
} from '@shop/shared/api/planned';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormPage } from '../../../components/crud/form-page.tsx';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { plannedPaths, plannedScreen } from './api.ts';
import { PreviewCard } from './preview-card.tsx';
import './planned.css';

interface TaskValues {
  name: string;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  everyMinutes: number | null;
  perRun: number | null;
  maxTotal: number | null;
  countries: { country?: string; weight?: number | null }[];
  activities: PlannedActivity[];
  enabled: boolean;
}

/** The form's values as the contracts take them (the schema refuses what is missing). */
export function draftOf(v: Partial<TaskValues>): PlannedDraft {
  return {
    name: v.name ?? '',
    startsAt: v.startsAt ? v.startsAt.toISOString() : '',
    endsAt: v.endsAt ? v.endsAt.toISOString() : '',
    everyMinutes: v.everyMinutes as number,
    perRun: v.perRun as number,
    maxTotal: v.maxTotal as number,
    countries: (v.countries ?? []).map((c) => ({ country: c.country ?? '', weight: c.weight as number })),
    activities: v.activities ?? [],
  };
}

/** The id of ?id=: a positive whole number, null without one, NaN for anything else (no such page). */
function idFrom(text: string | null): number | null {
  if (text === null) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : Number.NaN;
}

/**
 * /plannedAdd (and /plannedAdd?id= from the list): a task's name, active window, how often it runs,
 * how many orders a run makes and its cap, the countries with their weights and the activities its
 * orders may be priced with; the dry-run preview of the next run below the form.
 */
export function PlannedFormPage(): ReactNode {
  const { t, i18n } = useTranslation(['planned', 'common']);
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const field = schemaFields(plannedDraft.shape, t, 'planned');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  if (Number.isNaN(id)) return <NotFoundPage />;

  const start = dayjs().add(1, 'hour').startOf('hour');
  return (
    <FormPage<typeof plannedApi, TaskValues>
      key={id ?? 'new'}
      screen={plannedScreen}
      id={id}
      backTo={plannedPaths.list}
      title={{ add: t('planned:add'), edit: t('planned:edit') }}
      initial={{
        startsAt: start,
        endsAt: start.add(30, 'day'),
        everyMinutes: 60,
        perRun: 1,
        maxTotal: 100,
        countries: [{ weight: 1 }],
        activities: ['customer_group_discount'],
        enabled: true,
      }}
      toValues={(m) => ({
        name: m.name,
        startsAt: dayjs(m.startsAt),
        endsAt: dayjs(m.endsAt),
        everyMinutes: m.everyMinutes,
        perRun: m.perRun,
        maxTotal: m.maxTotal,
        countries: m.countries,
        activities: m.activities,
      })}
      toAdd={(v) => ({ ...draftOf(v), enabled: v.enabled ?? true })}
      toEdit={(v, m) => ({ ...draftOf(v), id: m.id, version: m.version })}
    >
      {({ form, record, editing }) => (
        <>
          {editing && record && record.generatedCount > 0 && (
            <Alert
              type="info"
              showIcon
              className="planned-preview"
              message={t('planned:generated_so_far', { count: record.generatedCount, max: record.maxTotal })}
            />
          )}
          <Form.Item {...field('name')} required>
            <Input maxLength={60} data-testid="planned-name-input" />
          </Form.Item>
          <div className="planned-form-grid">
            <Form.Item
              name="startsAt"
              label={t('planned:field.startsAt')}
              required
              rules={[{ required: true, message: t('planned:required_time') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="endsAt"
              label={t('planned:field.endsAt')}
              required
              dependencies={['startsAt']}
              rules={[
                { required: true, message: t('planned:required_time') },
                ({ getFieldValue }) => ({
                  validator: (_, end: Dayjs | null) => {
                    const begin = getFieldValue('startsAt') as Dayjs | null;
                    return !end || !begin || end.isAfter(begin)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('planned:ends_before_start')));
                  },
                }),
              ]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item {...field('everyMinutes')} required extra={t('planned:every_hint')}>
              <WholeNumberInput max={PLANNED_EVERY_MAX} style={{ width: '100%' }} suffix={t('planned:minutes')} />
            </Form.Item>
            <Form.Item {...field('perRun')} required extra={t('planned:per_run_hint')}>
              <WholeNumberInput max={PLANNED_PER_RUN_MAX} style={{ width: '100%' }} data-testid="planned-per-run" />
            </Form.Item>
            <Form.Item {...field('maxTotal')} required extra={t('planned:max_total_hint')}>
              <WholeNumberInput max={PLANNED_TOTAL_MAX} style={{ width: '100%' }} data-testid="planned-max-total" />
            </Form.Item>
          </div>
          <CountriesField countries={countries} />
          <Form.Item name="activities" label={t('planned:field.activities')} extra={t('planned:activities_hint')}>
            <Checkbox.Group
              options={PLANNED_ACTIVITIES.map((a) => ({ value: a, label: t(`planned:activity.${a}`) }))}
            />
          </Form.Item>
          {!editing && (
            <Form.Item name="enabled" label={t('planned:field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          <PreviewCard id={id} draft={() => draftOf(form.getFieldsValue(true) as Partial<TaskValues>)} />
        </>
      )}
    </FormPage>
  );
}

/** The countries a run draws from, each with its weight (its share of the orders). */
function CountriesField({ countries }: { countries: { value: string; label: string }[] }): ReactNode {
  const { t } = useTranslation('planned');
  return (
    <Form.Item label={t('planned:field.countries')} required extra={t('planned:countries_hint')}>
      <Form.List
        name="countries"
        rules={[
          {
            validator: async (_, list: unknown[] | undefined) => {
              if (!list?.length) throw new Error(t('planned:countries_required'));
            },
          },
        ]}
      >
        {(items, { add, remove }, { errors }) => (
          <>
            {items.map((item, index) => (
              <div key={item.key} className="planned-country-row" data-testid="planned-country-row">
                <Form.Item
                  name={[item.name, 'country']}
                  rules={[
                    { required: true, message: t('planned:country_required') },
                    ({ getFieldValue }) => ({
                      validator: (_, code: string | undefined) => {
                        const all = (getFieldValue('countries') as { country?: string }[]).map((c) => c?.country);
                        return code && all.indexOf(code) !== index
                          ? Promise.reject(new Error(t('planned:country_twice')))
                          : Promise.resolve();
                      },
                    }),
                  ]}
                  style={{ flex: 1 }}
                >
                  <Select
                    showSearch
                    options={countries}
                    filterOption={matchesCountry}
                    placeholder={t('planned:country_placeholder')}
                    aria-label={t('planned:field.country')}
                  />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'weight']}
                  rules={[{ required: true, message: t('planned:weight_required') }]}
                  style={{ width: 160 }}
                >
                  <InputNumber<number>
                    min={1}
                    precision={0}
                    max={PLANNED_WEIGHT_MAX}
                    style={{ width: '100%' }}
                    prefix={t('planned:field.weight')}
                    aria-label={t('planned:field.weight')}
                  />
                </Form.Item>
                <Button onClick={() => remove(item.name)} disabled={items.length === 1}>
                  {t('planned:remove_country')}
                </Button>
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              onClick={() => add({ weight: 1 })}
              disabled={items.length >= PLANNED_COUNTRIES_MAX}
              data-testid="planned-add-country"
            >
              {t('planned:add_country')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
