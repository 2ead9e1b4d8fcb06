import { Button, Card, Empty, Modal, Table, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementKind, AgreementVersionRow } from '@shop/shared/api/agreement';
import { QueryStatus } from '../../../components/query-status.tsx';
import { dateTimeColumn } from '../../../components/crud/columns.tsx';
import { agreements } from './api.ts';
import { AgreementText } from './agreement-html.tsx';

/** One published version, read-only. */
function VersionModal({ id, onClose }: { id: number | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['agreement', 'common']);
  const record = agreements.useRecord(id);
  const v = record.data;
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      title={v ? t('agreement:view_title', { kind: t(`agreement:kind.${v.kind}`), version: v.version }) : undefined}
      footer={<Button onClick={onClose}>{t('agreement:close')}</Button>}
      data-testid="agreement-version"
    >
      <QueryStatus query={record} failedTitle={t('agreement:load_failed')} />
      {v ? (
        <>
          <p className="agreement-meta">
            {t('agreement:current.published', {
              at: dayjs(v.publishedAt).format('YYYY-MM-DD HH:mm'),
              by: v.publishedBy,
            })}
          </p>
          <AgreementText content={v.content} testId="agreement-version-text" />
        </>
      ) : null}
    </Modal>
  );
}

/** Every published version of a kind, newest first; "view" opens one read-only. */
export function AgreementHistory({
  kind,
  rows,
  currentId,
}: {
  kind: AgreementKind;
  rows: AgreementVersionRow[];
  currentId: number | null;
}): ReactNode {
  const { t } = useTranslation(['agreement', 'common']);
  const [viewing, setViewing] = useState<number | null>(null);
  const columns: ColumnType<AgreementVersionRow>[] = [
    {
      title: t('agreement:field.version'),
      dataIndex: 'version',
      width: 170,
      render: (version: number, row) => (
        <span className="agreement-version-cell">
          {t('agreement:current.version', { version })}
          {row.id === currentId ? <Tag color="blue">{t('agreement:current_tag')}</Tag> : null}
        </span>
      ),
    },
    dateTimeColumn<AgreementVersionRow>(t('agreement:field.published_at'), 'publishedAt'),
    { title: t('agreement:field.published_by'), dataIndex: 'publishedBy' },
    ...(kind === 'supplier'
      ? [{ title: t('agreement:field.acceptances'), dataIndex: 'acceptances', width: 120, align: 'right' as const }]
      : []),
    {
      title: t('agreement:field.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(row.id)}
          data-testid={`agreement-view-${row.version}`}
        >
          {t('common:action.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card size="small" title={t('agreement:history.title')}>
      <Table<AgreementVersionRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        data-testid="agreement-history"
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('agreement:history.empty')} />,
        }}
      />
      <VersionModal id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
