import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LevelRow } from '@shop/shared/api/supply-level';
import { idColumn, useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { levelScreen } from './api.ts';
import { BandSets } from './band-sets.tsx';
import { LevelFormModal } from './level-form.tsx';

/** /supplier/level: levels with their monthly rights (empty = unlimited), and the standing band sets below. */
export function LevelPage(): ReactNode {
  const { t } = useTranslation(['level', 'common']);
  const quota = (n: number | null) => (n === null ? t('level:unlimited') : n);
  const status = useStatusColumn<LevelRow, LevelRow>({
    screen: levelScreen,
    title: t('level:field.enabled'),
    width: 100,
    ariaLabel: (row) => t('level:toggle', { name: row.name }),
    doneText: (saved) => t(saved.enabled ? 'level:enabled_done' : 'level:disabled_done', { name: saved.name }),
  });
  const actions = useRowActionsColumn<LevelRow>({
    screen: levelScreen,
    remove: {
      confirm: (row) => t('level:confirm_delete', { name: row.name }),
      blocked: (row) => (row.supplierCount > 0 ? t('level:in_use', { count: row.supplierCount }) : null),
    },
  });
  const columns: TableColumnsType<LevelRow> = [
    idColumn(t('level:field.id')),
    { title: t('level:field.rank'), dataIndex: 'rank', width: 80 },
    { title: t('level:field.name'), dataIndex: 'name', render: (n: string) => <strong>{n}</strong> },
    { title: t('level:field.inspectionSlots'), dataIndex: 'inspectionSlots', render: quota },
    { title: t('level:field.orderCap'), dataIndex: 'orderCap', render: quota },
    { title: t('level:field.bidQuota'), dataIndex: 'bidQuota', render: quota },
    { title: t('level:field.priority'), dataIndex: 'priority', width: 90 },
    {
      title: t('level:field.dedicatedService'),
      dataIndex: 'dedicatedService',
      render: (d: boolean) => (d ? t('level:yes') : t('level:no')),
    },
    { title: t('level:field.supplierCount'), dataIndex: 'supplierCount', width: 100 },
    status,
    ...actions,
  ];
  return (
    <>
      <CrudListPage<LevelRow> screen={levelScreen} columns={columns} scrollX={1100}>
        <LevelFormModal />
      </CrudListPage>
      <BandSets />
    </>
  );
}
