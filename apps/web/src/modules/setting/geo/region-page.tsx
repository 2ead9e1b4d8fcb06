import { Form, Select, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionRow } from '@shop/shared/api/geo';
import { matchesOption, useAllCountries } from '../../../components/address/country-zones.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useStatusColumn } from '../../../components/crud/columns.tsx';
import { useEditColumn } from './edit-column.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { regionScreen } from './api.ts';
import { RegionEditModal } from './edit-modal.tsx';
import './geo.css';

const FILTER_KEYS = ['country'] as const;

/**
 * /region: the ISO 3166-2 subdivisions (top level) of each country, filtered by country; enable or
 * disable (a disabled region is not offered for new addresses), edit names and order.
 */
export function RegionListPage(): ReactNode {
  const { t, i18n } = useTranslation(['geo', 'common']);
  const { countries, loading } = useAllCountries();
  const name = (row: RegionRow) => pickLocalized(row.names, i18n.language) || row.code;
  const status = useStatusColumn<RegionRow, RegionRow>({
    screen: regionScreen,
    title: t('geo:field.enabled'),
    width: 100,
    ariaLabel: (row) => t('geo:region.toggle', { name: name(row) }),
    doneText: (saved) =>
      t(saved.enabled ? 'geo:region.enabled_done' : 'geo:region.disabled_done', { name: name(saved) }),
  });
  const actions = useEditColumn<RegionRow>(regionScreen);
  const columns: TableColumnsType<RegionRow> = [
    {
      title: t('geo:field.code'),
      dataIndex: 'code',
      width: 110,
      sorter: true,
      render: (code: string) => <code data-testid="region-code">{code}</code>,
    },
    {
      title: t('geo:field.name'),
      key: 'name',
      render: (_: unknown, row) => (
        <span className="geo-name">
          <span>{name(row)}</span>
          {row.names.en !== name(row) ? <span className="geo-en">{row.names.en}</span> : null}
        </span>
      ),
    },
    {
      title: t('geo:field.country'),
      dataIndex: 'country',
      width: 220,
      render: (code: string, row) => `${pickLocalized(row.countryNames, i18n.language) || code} (${code})`,
    },
    { title: t('geo:field.sort'), dataIndex: 'sort', width: 80, sorter: true },
    status,
    ...actions,
  ];
  return (
    <CrudListPage<RegionRow>
      screen={regionScreen}
      columns={columns}
      scrollX={900}
      filterKeys={FILTER_KEYS}
      filters={
        <Form.Item name="country">
          <Select
            allowClear
            showSearch={{ filterOption: matchesOption }}
            loading={loading}
            options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            placeholder={t('geo:region.country_placeholder')}
            style={{ width: 240 }}
            aria-label={t('geo:field.country')}
            data-testid="region-country-filter"
          />
        </Form.Item>
      }
    >
      <RegionEditModal />
    </CrudListPage>
  );
}
