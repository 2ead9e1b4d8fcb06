import { useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEMAND_LIMITS,
  SUGGESTION_SOURCES,
  demandApi,
  type DemandSuggestion,
  type SuggestionSource,
} from '@shop/shared/api/supply-demand';
import { callApi } from '../../../lib/api-client.ts';
import type { DemandDraft } from './demand-form.tsx';

const SOURCE_COLORS: Record<SuggestionSource, string> = { low_stock: 'orange', no_results: 'geekblue' };
/** Room left in a post's title for the keyword it is made of. */
const KEYWORD_IN_TITLE = DEMAND_LIMITS.titleMax - 30;

const keyOf = (s: DemandSuggestion) => (s.source === 'low_stock' ? `product-${s.productId}` : `keyword-${s.keyword}`);
const dash = '—';

/**
 * Suggestions for new posts, each tagged with its source: keywords shoppers searched without
 * results (how often, when last; Settings > suppliers sets how often and how far back) and products
 * whose stock is at or under the threshold. Staff turn one into a post, prefilled.
 */
export function Suggestions({ onPost }: { onPost: (d: DemandDraft) => void }): ReactNode {
  const { t, i18n } = useTranslation('tender');
  const [threshold, setThreshold] = useState(10);
  const [source, setSource] = useState<SuggestionSource | 'all'>('all');
  const list = useQuery({
    queryKey: ['supplyDemand', 'suggestions', threshold],
    queryFn: () => callApi(demandApi.suggestions, { threshold }),
  });
  const rows = (list.data?.list ?? []).filter((s) => source === 'all' || s.source === source);
  const name = (n: Record<string, string>) => n[i18n.language] || n.en || n['zh-CN'];
  const draftOf = (s: DemandSuggestion): DemandDraft => {
    if (s.source === 'low_stock')
      return {
        productId: s.productId,
        title: t('suggest.restock', { name: name(s.name) }),
        quantity: s.suggestedQuantity,
        warehouseId: s.warehouseId,
      };
    const short = s.keyword.length > KEYWORD_IN_TITLE ? `${s.keyword.slice(0, KEYWORD_IN_TITLE - 1)}…` : s.keyword;
    return { productId: null, title: t('suggest.asked', { keyword: short }), spec: s.keyword, warehouseId: null };
  };
  return (
    <Card
      size="small"
      title={t('suggest.title')}
      style={{ marginBottom: 16 }}
      extra={
        <Space wrap>
          <Segmented<SuggestionSource | 'all'>
            size="small"
            value={source}
            onChange={setSource}
            options={(['all', ...SUGGESTION_SOURCES] as const).map((s) => ({
              value: s,
              label: t(`suggest.from.${s}`),
            }))}
            data-testid="suggestion-source"
          />
          <Select
            value={threshold}
            onChange={setThreshold}
            aria-label={t('suggest.threshold')}
            options={[0, 5, 10, 20, 50].map((n) => ({ value: n, label: t('suggest.at_most', { n }) }))}
            style={{ width: 160 }}
          />
        </Space>
      }
    >
      <Table<DemandSuggestion>
        size="small"
        rowKey={keyOf}
        loading={list.isPending}
        dataSource={rows}
        pagination={{ pageSize: 5, size: 'small' }}
        locale={{ emptyText: t('suggest.empty') }}
        scroll={{ x: 900 }}
        data-testid="demand-suggestions"
        columns={[
          {
            title: t('suggest.source'),
            width: 170,
            render: (_, s) => (
              <Tag color={SOURCE_COLORS[s.source]} data-testid={`suggestion-${s.source}`}>
                {t(`suggest.from.${s.source}`)}
              </Tag>
            ),
          },
          {
            title: t('suggest.wanted'),
            render: (_, s) =>
              s.source === 'low_stock' ? (
                `${name(s.name)} (${s.sku})`
              ) : (
                <Typography.Text strong data-testid="suggestion-keyword">
                  {s.keyword}
                </Typography.Text>
              ),
          },
          { title: t('suggest.stock'), width: 90, render: (_, s) => (s.source === 'low_stock' ? s.stock : dash) },
          {
            title: t('suggest.quantity'),
            width: 120,
            render: (_, s) => (s.source === 'low_stock' ? s.suggestedQuantity : dash),
          },
          {
            title: t('suggest.searches'),
            width: 130,
            render: (_, s) => (s.source === 'no_results' ? s.searches : dash),
          },
          {
            title: t('suggest.last_searched'),
            width: 130,
            render: (_, s) => (s.source === 'no_results' ? dayjs(s.lastSearchedAt).format('YYYY-MM-DD') : dash),
          },
          {
            title: '',
            width: 100,
            render: (_, s) =>
              s.source === 'low_stock' && s.posted ? (
                <Tag>{t('suggest.posted')}</Tag>
              ) : (
                <Button size="small" data-testid="suggestion-post" onClick={() => onPost(draftOf(s))}>
                  {t('suggest.post')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
