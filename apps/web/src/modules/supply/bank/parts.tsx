import { Alert, Descriptions, Empty, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount, BankChangeRow, BankChangeStatus, BankHold, NameMatch } from '@shop/shared/api/supply-bank';

const MATCH_COLORS: Record<NameMatch, string> = { match: 'success', partial: 'warning', no_match: 'error' };
const STATUS_COLORS: Record<BankChangeStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** How the holder compares with a name: match, partial, no match. */
export function MatchTag({ match }: { match: NameMatch }): ReactNode {
  const { t } = useTranslation('bank');
  return (
    <Tag color={MATCH_COLORS[match]} data-testid={`bank-match-${match}`}>
      {t(`bank:match.${match}`)}
    </Tag>
  );
}

export function StatusTag({ status }: { status: BankChangeStatus }): ReactNode {
  const { t } = useTranslation('bank');
  return <Tag color={STATUS_COLORS[status]}>{t(`bank:status.${status}`)}</Tag>;
}

/** The payout hold and its reason. */
export function HoldAlert({ hold }: { hold: BankHold }): ReactNode {
  const { t } = useTranslation('bank');
  if (!hold.held) return <Alert type="success" showIcon title={t('bank:hold.none')} data-testid="bank-hold" />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="bank-hold"
      title={t(`bank:hold.${hold.reason!}`, { until: when(hold.until) })}
    />
  );
}

/** The names the holder was compared with, each with its result. */
export function MatchList({ row }: { row: BankChangeRow }): ReactNode {
  const { t } = useTranslation('bank');
  return (
    <div className="bank-matches">
      <div>
        <span className="bank-muted">{t('bank:field.legalPerson')}:</span> {row.legalPersonName || '—'}{' '}
        <MatchTag match={row.legalPersonMatch} />
      </div>
      <div>
        <span className="bank-muted">{t('bank:field.enterprise')}:</span> {row.enterpriseName || '—'}{' '}
        <MatchTag match={row.enterpriseMatch} />
      </div>
    </div>
  );
}

export function AccountDescriptions({ account }: { account: BankAccount }): ReactNode {
  const { t } = useTranslation('bank');
  if (!account.accountNumber) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bank:no_account')} />;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="bank-current">
      <Descriptions.Item label={t('bank:field.bankName')}>{account.bankName}</Descriptions.Item>
      <Descriptions.Item label={t('bank:field.bankBranch')}>{account.bankBranch || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('bank:field.accountName')}>{account.accountName}</Descriptions.Item>
      <Descriptions.Item label={t('bank:field.accountNumber')}>
        <span className="bank-number">{account.accountNumber}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The change requests, newest first; `action` adds a column (review, withdraw). */
export function HistoryTable({
  rows,
  action,
}: {
  rows: BankChangeRow[];
  action?: (row: BankChangeRow) => ReactNode;
}): ReactNode {
  const { t } = useTranslation('bank');
  const columns: TableColumnsType<BankChangeRow> = [
    { title: t('bank:field.createdAt'), dataIndex: 'createdAt', width: 150, render: when },
    {
      title: t('bank:field.bankName'),
      key: 'bank',
      width: 170,
      render: (_: unknown, r) => (
        <>
          <div>{r.bankName}</div>
          <div className="bank-muted">{r.bankBranch}</div>
        </>
      ),
    },
    {
      title: t('bank:field.accountName'),
      key: 'holder',
      width: 240,
      render: (_: unknown, r) => (
        <>
          <div>{r.accountName}</div>
          <div className="bank-number bank-muted">{r.accountNumber}</div>
        </>
      ),
    },
    { title: t('bank:compared_with'), key: 'match', width: 260, render: (_: unknown, r) => <MatchList row={r} /> },
    {
      title: t('bank:field.status'),
      key: 'status',
      width: 110,
      render: (_: unknown, r) =>
        r.reason ? (
          <Tooltip title={r.reason}>
            <span>
              <StatusTag status={r.status} />
            </span>
          </Tooltip>
        ) : (
          <StatusTag status={r.status} />
        ),
    },
    {
      title: t('bank:field.decidedAt'),
      key: 'decided',
      width: 170,
      render: (_: unknown, r) => (
        <>
          <div>{when(r.decidedAt)}</div>
          {r.reviewerName ? <div className="bank-muted">{r.reviewerName}</div> : null}
        </>
      ),
    },
    { title: t('bank:field.holdUntil'), dataIndex: 'holdUntil', width: 150, render: when },
    ...(action
      ? [
          {
            title: t('common:actions'),
            key: 'action',
            width: 100,
            fixed: 'right' as const,
            render: (_: unknown, r: BankChangeRow) => action(r),
          },
        ]
      : []),
  ];
  return (
    <Table<BankChangeRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 1300 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bank:no_history')} /> }}
      data-testid="bank-history"
    />
  );
}
