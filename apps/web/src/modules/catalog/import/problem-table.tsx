import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnLabel, problemText, type ImportProblem } from './error-text.ts';

interface Props {
  problems: readonly ImportProblem[];
  /** all problems found; more than listed when the server listed only the first ones */
  total?: number;
  testId?: string;
}

/** Every problem of a file by spreadsheet row and column, with a translated message. */
export function ProblemTable({ problems, total, testId }: Props): ReactNode {
  const { t } = useTranslation(['import', 'common']);
  const rows = problems.map((p, i) => ({ ...p, id: `${p.row}:${p.column}:${p.key}:${i}` }));
  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: t('import:problem.row'), dataIndex: 'row', width: 64, render: (row: number) => (row > 0 ? row : '—') },
    {
      title: t('import:problem.column'),
      dataIndex: 'column',
      width: 200,
      render: (column: string) => {
        const label = columnLabel(t, column);
        return (
          <span className="import-column">
            {column === 'file' ? null : <code>{column}</code>}
            {label ? <span className="import-column-label">{label}</span> : null}
          </span>
        );
      },
    },
    { title: t('import:problem.message'), key: 'message', render: (_: unknown, p) => problemText(t, p) },
  ];
  const shown = problems.length;
  return (
    <div data-testid={testId}>
      <Table
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={
          shown > 20
            ? { pageSize: 20, showSizeChanger: false, showTotal: (n) => t('common:pager.total', { total: n }) }
            : false
        }
        scroll={{ x: 480 }}
        rowClassName={() => 'import-problem-row'}
      />
      <p className="import-note">
        {t('import:problem.row_hint')}
        {total !== undefined && total > shown ? ` ${t('import:problem.listed', { shown, total })}` : ''}
      </p>
    </div>
  );
}
