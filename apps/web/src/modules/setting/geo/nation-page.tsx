import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NationRow } from '@shop/shared/api/geo';
import { pickLocalized } from '../../../components/localized.ts';
import { useStatusColumn } from '../../../components/crud/columns.tsx';
import { useEditColumn } from './edit-column.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { nationScreen } from './api.ts';
import { NationEditModal } from './edit-modal.tsx';
import './geo.css';

/**
 * /nation: the ISO 3166-1 countries with their names, regions, postcode rule and address format;
 * enable or disable (a disabled country is not offered for new addresses), edit.
 */
export function NationListPage(): ReactNode {
  const { t, i18n } = useTranslation(['geo', 'common']);
  const name = (row: NationRow) => pickLocalized(row.names, i18n.language) || row.code;
  const status = useStatusColumn<NationRow, NationRow>({
    screen: nationScreen,
    title: t('geo:field.enabled'),
    width: 100,
    ariaLabel: (row) => t('geo:nation.toggle', { name: name(row) }),
    doneText: (saved) =>
      t(saved.enabled ? 'geo:nation.enabled_done' : 'geo:nation.disabled_done', { name: name(saved) }),
  });
  const actions = useEditColumn<NationRow>(nationScreen);
  const columns: TableColumnsType<NationRow> = [
    {
      title: t('geo:field.code'),
      dataIndex: 'code',
      width: 90,
      sorter: true,
      render: (code: string) => <code data-testid="nation-code">{code}</code>,
    },
    {
      title: t('geo:field.name'),
      key: 'name',
      render: (_: unknown, row) => (
        <span className="geo-name">
          <span>{name(row)}</span>
          {i18n.language !== 'en' && row.names.en !== name(row) ? <span className="geo-en">{row.names.en}</span> : null}
        </span>
      ),
    },
    {
      title: t('geo:field.regions'),
      dataIndex: 'regionCount',
      width: 100,
      render: (n: number, row) =>
        n > 0 ? (
          <Link to={`/region?country=${row.code}`} data-testid={`nation-regions-${row.code}`}>
            {t('geo:nation.region_count', { count: n })}
          </Link>
        ) : (
          <span className="geo-muted">{t('geo:nation.no_regions')}</span>
        ),
    },
    {
      title: t('geo:field.postcodeRequired'),
      dataIndex: 'postcodeRequired',
      width: 90,
      render: (required: boolean) =>
        required ? <Tag color="blue">{t('geo:required')}</Tag> : <span className="geo-muted">{t('geo:optional')}</span>,
    },
    {
      title: t('geo:field.addressFormat'),
      dataIndex: 'addressFormat',
      width: 240,
      ellipsis: true,
      // One line: the printed lines joined, the whole format on hover.
      render: (format: string) => (
        <span className="geo-format-preview" title={format}>
          {format.split('\n').join(' ⏎ ')}
        </span>
      ),
    },
    { title: t('geo:field.sort'), dataIndex: 'sort', width: 80, sorter: true },
    status,
    ...actions,
  ];
  return (
    <CrudListPage<NationRow> screen={nationScreen} columns={columns} scrollX={1000}>
      <NationEditModal />
    </CrudListPage>
  );
}
