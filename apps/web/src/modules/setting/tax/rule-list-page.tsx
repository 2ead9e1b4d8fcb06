import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Select, Tag, type TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { taxRuleApi, type TaxRuleRow } from '@shop/shared/api/tax';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { filterKeysOf } from '../../../components/crud/screen.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useListParams } from '../../../components/use-list-params.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCountryZones } from '../../../components/address/country-zones.ts';
import { taxRules, taxRuleScreen, useTaxClassChoices } from './api.ts';
import { TaxCalculatorCard } from './calculator-card.tsx';
import { areaText, rateText, regionText } from './rate.ts';
import { TaxRuleFormModal } from './rule-form.tsx';
import './tax.css';

/** Its own filters, between the keyword and the enabled filter. */
const FILTER_KEYS = ['classId', 'country'] as const;

/**
 * The default currency the list answers with (fixed rates are minor units of it): the list page's
 * own read, under the same key, so nothing more is fetched.
 */
function useListCurrency(): string | undefined {
  const keys = useMemo(() => filterKeysOf(taxRuleScreen.search, FILTER_KEYS), []);
  const { query } = useListParams(keys);
  const list = useQuery({
    queryKey: taxRules.keys.list(query),
    // the same read as the list's (its answer carries the currency beside the rows)
    queryFn: () => callApi(taxRuleApi.list, query as never),
    placeholderData: keepPreviousData,
  });
  return list.data?.currency;
}

/**
 * /tax: the tax rules of every class, where each applies and at what rate, and the calculator that
 * shows what an amount comes to. Disabling a rule takes it out of new order quotes.
 */
export function TaxRuleListPage(): ReactNode {
  const { t, i18n } = useTranslation(['tax', 'common']);
  const language = i18n.language;
  const currency = useListCurrency();
  const classes = useTaxClassChoices();
  const { byCode } = useCountryZones();
  const countries = useMemo(() => countryOptions(language), [language]);
  const regionName = (country: string, region: string) =>
    byCode.get(country)?.regions.find((r) => r.code === region)?.name;

  const status = useStatusColumn<TaxRuleRow, TaxRuleRow>({
    screen: taxRuleScreen,
    title: t('tax:field.enabled'),
    width: 80,
    ariaLabel: (row) => t('tax:toggle', { name: row.name }),
    doneText: (saved) => t(saved.enabled ? 'tax:enabled_done' : 'tax:disabled_done', { name: saved.name }),
  });
  const actions = useRowActionsColumn<TaxRuleRow>({
    screen: taxRuleScreen,
    width: 170,
    remove: {
      confirm: (row) => t('tax:confirm_delete', { name: row.name }),
      description: t('tax:confirm_delete_hint'),
    },
  });
  const columns: TableColumnsType<TaxRuleRow> = [
    {
      title: t('tax:field.name'),
      dataIndex: 'name',
      sorter: true,
      render: (name: string) => <span data-testid="tax-rule-name">{name}</span>,
    },
    { title: t('tax:field.classId'), dataIndex: 'className', width: 110 },
    {
      title: t('tax:field.area'),
      key: 'area',
      width: 140,
      render: (_: unknown, row) =>
        row.country ? (
          <span className="tax-area">
            <span>{areaText(row.country, '', language)}</span>
            {row.region ? (
              <span className="tax-region">{regionText(row.region, regionName(row.country, row.region))}</span>
            ) : null}
          </span>
        ) : (
          <Tag>{t('tax:every_country')}</Tag>
        ),
    },
    {
      title: t('tax:field.groupId'),
      key: 'group',
      width: 130,
      render: (_: unknown, row) =>
        row.groupName ? (
          pickLocalized(row.groupName, language)
        ) : (
          <span className="tax-muted">{t('tax:every_group')}</span>
        ),
    },
    {
      title: t('tax:field.rate'),
      dataIndex: 'rate',
      sorter: true,
      width: 110,
      align: 'right',
      render: (rate: number, row) =>
        row.type === 'fixed' && !currency ? (
          '…'
        ) : (
          <span className="tax-rate" data-testid={`tax-rule-rate-${row.id}`}>
            {rateText(row.type, rate, currency ?? '', language)}
            {row.type === 'fixed' ? <span className="tax-muted"> {t('tax:per_item')}</span> : null}
          </span>
        ),
    },
    { title: t('tax:field.priority'), dataIndex: 'priority', sorter: true, width: 95, align: 'right' },
    status,
    ...actions,
  ];

  const classOptions = (classes.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <>
      <CrudListPage<TaxRuleRow>
        screen={taxRuleScreen}
        filterKeys={FILTER_KEYS}
        filters={
          <>
            <Form.Item name="classId">
              <Select
                allowClear
                placeholder={t('tax:class_filter')}
                aria-label={t('tax:class_filter')}
                style={{ width: 160 }}
                options={classOptions}
                data-testid="tax-filter-class"
              />
            </Form.Item>
            <Form.Item name="country">
              <Select
                allowClear
                showSearch={{
                  filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
                }}
                placeholder={t('tax:country_filter')}
                aria-label={t('tax:country_filter')}
                style={{ width: 180 }}
                options={countries}
                data-testid="tax-filter-country"
              />
            </Form.Item>
          </>
        }
        columns={columns}
        scrollX={980}
      >
        <TaxRuleFormModal currency={currency} />
      </CrudListPage>
      <TaxCalculatorCard currency={currency} />
    </>
  );
}
