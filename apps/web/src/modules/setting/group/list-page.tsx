import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '@shop/shared/api/group';
import {
  dateTimeColumn,
  idColumn,
  taggedNameColumn,
  useRowActionsColumn,
  useStatusColumn,
} from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { groupScreen } from './api.ts';
import { GroupFormModal } from './form.tsx';

/** /setting/group: management groups, the permissions each grants and how many administrators are in it. */
export function GroupListPage(): ReactNode {
  const { t } = useTranslation(['group', 'common']);
  // The super administrators' group keeps every permission: it stays enabled and cannot be deleted.
  const status = useStatusColumn<GroupRow>({
    screen: groupScreen,
    title: t('group:field.enabled'),
    ariaLabel: () => t('group:field.enabled'),
    locked: (row) => row.isSuper,
  });
  const actions = useRowActionsColumn<GroupRow>({
    screen: groupScreen,
    editLabel: (row) => (row.isSuper ? t('common:action.view') : t('common:action.edit')),
    remove: { hidden: (row) => row.isSuper, confirm: (row) => t('group:confirm_delete', { name: row.name }) },
  });
  const columns: TableColumnsType<GroupRow> = [
    idColumn(t('group:field.id')),
    taggedNameColumn(t('group:field.name'), 'name', {
      width: 220,
      tag: (row) => (row.isSuper ? <Tag color="gold">{t('group:super')}</Tag> : null),
    }),
    { title: t('group:field.description'), dataIndex: 'description', ellipsis: true, render: (v: string) => v || '—' },
    { title: t('group:field.admins'), dataIndex: 'adminCount', width: 140 },
    {
      title: t('group:field.permission_count'),
      dataIndex: 'permissionCount',
      width: 130,
      render: (count: number, row) => (row.isSuper ? t('group:all_permissions') : count),
    },
    status,
    dateTimeColumn<GroupRow>(t('group:field.created'), 'createdAt', { sorter: true }),
    ...actions,
  ];

  return (
    <CrudListPage<GroupRow> screen={groupScreen} columns={columns} scrollX={1150}>
      <GroupFormModal />
    </CrudListPage>
  );
}
