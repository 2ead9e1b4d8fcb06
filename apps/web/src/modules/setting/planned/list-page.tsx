import { Progress, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedInfo, PlannedRow } from '@shop/shared/api/planned';
import { dateTimeColumn, useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { countryName } from '../../../components/countries.ts';
import { plannedPaths, plannedScreen } from './api.ts';
import { ResultTag } from './result-tag.tsx';
import './planned.css';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/**
 * /planned: the planned auto-order tasks with their schedule, countries, progress against the cap,
 * next run and last result; the enable switch (disabling stops a run under way), edit on the form
 * page, delete after confirming (refused once a task generated orders: disable it instead).
 */
export function PlannedListPage(): ReactNode {
  const { t, i18n } = useTranslation(['planned', 'common']);
  const status = useStatusColumn<PlannedRow, PlannedInfo>({
    screen: plannedScreen,
    title: t('planned:field.enabled'),
    width: 90,
    ariaLabel: (row) => t('planned:toggle', { name: row.name }),
    doneText: (saved) => t(saved.enabled ? 'planned:enabled_done' : 'planned:disabled_done', { name: saved.name }),
    confirmOff: { title: (row) => t('planned:confirm_disable', { name: row.name }), testId: 'planned-disable-confirm' },
  });
  const actions = useRowActionsColumn<PlannedRow>({
    screen: plannedScreen,
    editTo: (row) => plannedPaths.edit(row.id),
    remove: {
      confirm: (row) => t('planned:confirm_delete', { name: row.name }),
      description: t('planned:confirm_delete_hint'),
      blocked: (row) => (row.generatedCount > 0 ? t('planned:in_use', { count: row.generatedCount }) : null),
    },
  });
  const columns: TableColumnsType<PlannedRow> = [
    {
      title: t('planned:field.name'),
      dataIndex: 'name',
      sorter: true,
      width: 180,
      render: (name: string) => <span data-testid="planned-name">{name}</span>,
    },
    {
      title: t('planned:field.schedule'),
      key: 'schedule',
      width: 230,
      render: (_: unknown, row) => (
        <div className="planned-schedule">
          <div>{t('planned:every', { count: row.everyMinutes, perRun: row.perRun })}</div>
          <div className="planned-muted">
            {when(row.startsAt)} – {when(row.endsAt)}
          </div>
        </div>
      ),
    },
    {
      title: t('planned:field.countries'),
      key: 'countries',
      width: 200,
      render: (_: unknown, row) => (
        <div className="planned-countries">
          {row.countries.map((c) => (
            <Tooltip key={c.country} title={t('planned:weight_of', { weight: c.weight })}>
              <Tag>
                {countryName(c.country, i18n.language)} · {c.weight}
              </Tag>
            </Tooltip>
          ))}
        </div>
      ),
    },
    {
      title: t('planned:field.generated'),
      key: 'generated',
      width: 170,
      render: (_: unknown, row) => (
        <div data-testid="planned-generated">
          <span>
            {row.generatedCount} / {row.maxTotal}
          </span>
          <Progress
            percent={Math.round((100 * row.generatedCount) / row.maxTotal)}
            size="small"
            showInfo={false}
            aria-label={t('planned:generated_of', { count: row.generatedCount, max: row.maxTotal })}
          />
        </div>
      ),
    },
    { title: t('planned:field.runs'), dataIndex: 'runs', width: 80, align: 'right' },
    dateTimeColumn<PlannedRow>(t('planned:field.nextRunAt'), 'nextRunAt', { sorter: true, width: 150 }),
    {
      title: t('planned:field.lastResult'),
      key: 'lastResult',
      width: 200,
      render: (_: unknown, row) =>
        row.lastResult ? (
          <div>
            <ResultTag result={row.lastResult} />
            <div className="planned-muted">{when(row.lastResult.at)}</div>
          </div>
        ) : (
          <span className="planned-muted">{t('planned:never_run')}</span>
        ),
    },
    status,
    ...actions,
  ];

  return <CrudListPage<PlannedRow> screen={plannedScreen} columns={columns} scrollX={1400} addTo={plannedPaths.add} />;
}
