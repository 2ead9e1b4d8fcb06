import { EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRow } from '@shop/shared/api/feedback';
import { ListPage } from '../../../components/list-page.tsx';
import { FEEDBACK_STATUS_LIST, feedbackKeys, fetchFeedbackList, STATUS_COLORS } from './api.ts';
import { FeedbackDetailDrawer } from './detail-drawer.tsx';

const FILTER_KEYS = ['keyword', 'status', 'from', 'to'] as const;

type Values = Record<string, unknown> & { range?: [Dayjs | null, Dayjs | null] | null };

const toForm = (filters: Record<string, string>): Values => {
  const { from, to, ...rest } = filters;
  return { ...rest, range: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null };
};

const fromForm = (values: Values): Record<string, string> => {
  const out: Record<string, string> = {};
  if (typeof values.keyword === 'string' && values.keyword.trim()) out.keyword = values.keyword.trim();
  if (typeof values.status === 'string' && values.status) out.status = values.status;
  if (values.range?.[0]) out.from = values.range[0].format('YYYY-MM-DD');
  if (values.range?.[1]) out.to = values.range[1].format('YYYY-MM-DD');
  return out;
};

export function FeedbackListPage(): ReactNode {
  const { t } = useTranslation(['feedback', 'common']);
  const [detail, setDetail] = useState<number | null>(null);
  const columns: TableColumnsType<FeedbackRow> = [
    { title: t('feedback:field.id'), dataIndex: 'id', width: 80, sorter: true },
    {
      title: t('feedback:field.created'),
      dataIndex: 'createdAt',
      width: 160,
      sorter: true,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('feedback:field.supplier'),
      dataIndex: 'supplierName',
      width: 160,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('feedback:field.author'), dataIndex: 'authorName', width: 120 },
    { title: t('feedback:field.suggest'), dataIndex: 'suggest', ellipsis: true },
    {
      title: t('feedback:field.imgs'),
      dataIndex: 'imgs',
      width: 90,
      render: (imgs: string[]) =>
        imgs.length ? (
          <span>
            <PictureOutlined /> {imgs.length}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('feedback:field.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: FeedbackRow['status']) => <Tag color={STATUS_COLORS[s]}>{t(`feedback:status.${s}`)}</Tag>,
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => setDetail(row.id)}
          data-testid={`feedback-view-${row.id}`}
        >
          {t('common:action.view')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage<FeedbackRow>
        title={t('feedback:title')}
        testId="feedback-list"
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={fromForm}
        filters={
          <>
            <Form.Item name="keyword">
              <Input allowClear placeholder={t('feedback:keyword_placeholder')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="status">
              <Select
                allowClear
                placeholder={t('feedback:field.status')}
                aria-label={t('feedback:field.status')}
                style={{ width: 140 }}
                data-testid="feedback-status-filter"
                options={FEEDBACK_STATUS_LIST.map((s) => ({ value: s, label: t(`feedback:status.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="range">
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={feedbackKeys.list}
        fetch={fetchFeedbackList}
        scrollX={1000}
      />
      <FeedbackDetailDrawer id={detail} onClose={() => setDetail(null)} />
    </>
  );
}
