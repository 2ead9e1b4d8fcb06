import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ViolationRow } from '@shop/shared/api/supply-violation';
import { pickLocalized } from '../../../components/localized.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { AppealState, day, dayTime, EvidenceThumbs, Points } from './parts.tsx';

export interface LedgerColumnOptions {
  /** show the supplier column (the whole ledger) */
  supplier: boolean;
  /** the whole ledger's server-side sorts (an embedded list has none) */
  sortable?: boolean;
  /** the action column's button for a row, if any (decide, appeal) */
  action?: (row: ViolationRow) => React.ReactNode;
}

/** The ledger's columns: time, type, info, processing, points, ban days, evidence, expiry, appeal. */
export function useLedgerColumns({ supplier, sortable, action }: LedgerColumnOptions): TableColumnsType<ViolationRow> {
  const { t, i18n } = useTranslation(['violation', 'common']);
  // On phones a fixed actions column would cover the table; let it scroll with the rest.
  const small = useUi().stage === 'small';
  const columns: TableColumnsType<ViolationRow> = [
    {
      title: t('violation:field.time'),
      dataIndex: 'occurredAt',
      width: 150,
      sorter: sortable,
      render: (v: string) => dayTime(v),
    },
    ...(supplier
      ? [{ title: t('violation:field.supplier'), dataIndex: 'supplierName', width: 150, ellipsis: true }]
      : []),
    {
      title: t('violation:field.type'),
      key: 'type',
      width: 160,
      render: (_: unknown, row) => (
        <span data-testid={`violation-type-${row.id}`}>{pickLocalized(row.typeName, i18n.language)}</span>
      ),
    },
    {
      title: t('violation:field.info'),
      dataIndex: 'info',
      width: 220,
      render: (v: string) => <span className="violation-info">{v}</span>,
    },
    {
      title: t('violation:field.processing'),
      dataIndex: 'processing',
      width: 180,
      render: (v: string) => (v ? <span className="violation-info">{v}</span> : '—'),
    },
    {
      title: t('violation:field.score'),
      dataIndex: 'points',
      width: 80,
      align: 'right',
      sorter: sortable,
      render: (v: number) => <Points points={v} />,
    },
    {
      title: t('violation:field.ban_days'),
      dataIndex: 'banDays',
      width: 90,
      align: 'right',
      render: (v: number) => (v ? v : '—'),
    },
    {
      title: t('violation:field.evidence'),
      dataIndex: 'evidence',
      width: 130,
      render: (urls: string[]) => <EvidenceThumbs urls={urls} />,
    },
    {
      title: t('violation:field.expires'),
      dataIndex: 'pointsExpireAt',
      width: 120,
      render: (v: string, row) =>
        row.expired ? (
          <Tooltip title={day(v)}>
            <Tag>{t('violation:expired')}</Tag>
          </Tooltip>
        ) : (
          day(v)
        ),
    },
    {
      title: t('violation:field.appeal'),
      key: 'appeal',
      width: 150,
      render: (_: unknown, row) => <AppealState row={row} />,
    },
  ];
  if (action)
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      width: 110,
      fixed: small ? undefined : 'right',
      render: (_: unknown, row) => action(row) ?? null,
    });
  return columns;
}

/** A small link button of the action column. */
export function RowButton(props: { onClick: () => void; testId: string; children: React.ReactNode }) {
  return (
    <Button type="link" size="small" onClick={props.onClick} data-testid={props.testId}>
      {props.children}
    </Button>
  );
}
