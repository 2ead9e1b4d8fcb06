import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Table, Tabs, Tooltip, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageApi, type CompletenessData } from '@shop/shared/api/language';
import type { Language } from '@shop/shared/constants';
import { callApi } from '../../../lib/api-client.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { languages } from './api.ts';

type Gap = CompletenessData['console'][number];

/** Done share of a gap row, in whole percent (100 for an empty area). */
const percent = (g: Gap) => (g.total === 0 ? 100 : Math.floor(((g.total - g.missing) * 100) / g.total));

function GapTable({ rows, kind }: { rows: Gap[]; kind: 'console' | 'catalog' }): ReactNode {
  const { t } = useTranslation('language');
  const columns: TableColumnsType<Gap> = [
    { title: t('language:area'), dataIndex: 'area', render: (area: string) => t(`language:areas.${area}`, area) },
    { title: t('language:total'), dataIndex: 'total', align: 'right', width: 110 },
    {
      title: t('language:missing'),
      dataIndex: 'missing',
      align: 'right',
      width: 120,
      render: (missing: number, row) =>
        missing === 0 ? (
          0
        ) : (
          <Tooltip
            title={
              kind === 'console'
                ? row.sample.join(', ')
                : t('language:sample_records', { ids: row.sample.map((id) => `#${id}`).join(', ') })
            }
          >
            <strong data-testid={`gap-${kind}-${row.language}-${row.area}`}>{missing}</strong>
          </Tooltip>
        ),
    },
    {
      title: t('language:complete'),
      key: 'complete',
      width: 220,
      render: (_: unknown, row) => (
        <Progress
          percent={percent(row)}
          size="small"
          status="normal"
          aria-label={t('language:complete_label', { area: t(`language:areas.${row.area}`, row.area) })}
        />
      ),
    },
  ];
  return (
    <Table<Gap>
      rowKey={(g) => `${g.language}:${g.area}`}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={rows}
      locale={{ emptyText: <Empty description={t('language:nothing')} /> }}
    />
  );
}

/** Per enabled language: how many console texts and how many catalog records lack a translation, per area. */
export function CompletenessView(): ReactNode {
  const { t } = useTranslation(['language', 'common']);
  const read = useQuery({
    queryKey: [...languages.keys.all, 'completeness'],
    queryFn: () => callApi(languageApi.completeness),
  });
  const data = read.data;
  const sum = (rows: Gap[], l: Language) => rows.filter((r) => r.language === l).reduce((n, r) => n + r.missing, 0);
  const items = (data?.languages ?? []).map((l) => ({
    key: l,
    label: `${LANGUAGE_NAMES[l]} (${sum(data!.console, l) + sum(data!.catalog, l)})`,
    children: (
      <div data-testid={`completeness-${l}`}>
        <h4>{t('language:console_texts')}</h4>
        {data!.consoleAvailable ? (
          <GapTable rows={data!.console.filter((r) => r.language === l)} kind="console" />
        ) : (
          <Alert type="info" showIcon title={t('language:console_unavailable')} />
        )}
        <h4 style={{ marginTop: 16 }}>{t('language:catalog_records')}</h4>
        <GapTable rows={data!.catalog.filter((r) => r.language === l)} kind="catalog" />
      </div>
    ),
  }));
  return (
    <Card
      title={t('language:completeness')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void read.refetch()} loading={read.isFetching}>
          {t('language:refresh')}
        </Button>
      }
      loading={read.isLoading}
      data-testid="completeness"
    >
      <p className="form-hint">{t('language:completeness_hint')}</p>
      {read.isError ? <Alert type="error" showIcon title={read.error.message} /> : <Tabs items={items} />}
    </Card>
  );
}
