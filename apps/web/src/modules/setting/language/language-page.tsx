import { StarOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { languageApi, type LanguageRow } from '@shop/shared/api/language';
import { callApi } from '../../../lib/api-client.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { languages } from './api.ts';
import { CompletenessView } from './completeness.tsx';

/**
 * /language: which content languages are enabled (the asterisk fields of catalog and content
 * forms are required in each, on the forms, the server and the import alike), the default (always
 * enabled), and how complete each enabled language is.
 */
export function LanguagePage(): ReactNode {
  const { t } = useTranslation(['language', 'common']);
  const { message } = App.useApp();
  const list = useQuery({ queryKey: languages.keys.list({}), queryFn: () => callApi(languageApi.list) });
  const status = languages.useChange('status', {
    onSuccess: (l) =>
      void message.success(
        t(l.enabled ? 'language:enabled_done' : 'language:disabled_done', { name: LANGUAGE_NAMES[l.code] }),
      ),
  });
  const makeDefault = languages.useChange('makeDefault', {
    onSuccess: (l) => void message.success(t('language:default_done', { name: LANGUAGE_NAMES[l.code] })),
  });
  const rows = list.data?.list ?? [];
  const enabledCount = rows.filter((r) => r.enabled).length;

  const columns: TableColumnsType<LanguageRow> = [
    {
      title: t('language:field.name'),
      dataIndex: 'code',
      render: (code: LanguageRow['code'], row) => (
        <Space>
          <span data-testid={`language-name-${code}`}>{LANGUAGE_NAMES[code]}</span>
          <code>{code}</code>
          {row.isDefault ? <Tag color="blue">{t('language:default')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('language:field.enabled'),
      dataIndex: 'enabled',
      width: 120,
      render: (enabled: boolean, row) => (
        <Tooltip title={row.isDefault ? t('language:default_locked') : null}>
          <Switch
            size="small"
            checked={enabled}
            disabled={row.isDefault}
            loading={status.isPending && status.variables?.code === row.code}
            aria-label={t('language:toggle', { name: LANGUAGE_NAMES[row.code] })}
            onChange={(on) => status.mutate({ code: row.code, status: on, version: row.version })}
            data-testid={`language-status-${row.code}`}
          />
        </Tooltip>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 180,
      render: (_: unknown, row) =>
        row.isDefault ? null : (
          <Tooltip title={row.enabled ? null : t('language:enable_first')}>
            <Popconfirm
              title={t('language:default_confirm', { name: LANGUAGE_NAMES[row.code] })}
              okText={t('language:make_default')}
              cancelText={t('common:action.cancel')}
              disabled={!row.enabled}
              onConfirm={() => makeDefault.mutateAsync({ code: row.code, version: row.version }).catch(() => undefined)}
            >
              <Button
                type="link"
                size="small"
                icon={<StarOutlined />}
                disabled={!row.enabled}
                data-testid={`language-default-${row.code}`}
              >
                {t('language:make_default')}
              </Button>
            </Popconfirm>
          </Tooltip>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('language:title')} data-testid="language-page">
        <p className="form-hint">{t('language:rule', { count: enabledCount })}</p>
        <Table<LanguageRow>
          rowKey="code"
          size="middle"
          loading={list.isLoading}
          columns={columns}
          dataSource={rows}
          pagination={false}
          data-testid="language-list"
        />
        <p className="form-hint">{t('language:switcher_note')}</p>
      </Card>
      <CompletenessView />
    </Space>
  );
}
