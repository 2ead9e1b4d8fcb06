import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '@shop/shared/api/group';
import { dateTimeColumn, useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { EnabledFilter, KeywordFilter } from '../../../components/crud/filters.tsx';
import { groupScreen } from './api.ts';
import { GroupFormModal } from './form.tsx';

const FILTER_KEYS = ['keyword', 'status'] as const;

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
    { title: t('group:field.id'), dataIndex: 'id', width: 80, sorter: true },
    {
      title: t('group:field.name'),
      dataIndex: 'name',
      sorter: true,
      width: 220,
      render: (name: string, row) => (
        <span className="kind-cell">
          {name}
          {row.isSuper ? <Tag color="gold">{t('group:super')}</Tag> : null}
        </span>
      ),
    },
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
    <CrudListPage<GroupRow>
      screen={groupScreen}
      title={t('group:title')}
      addLabel={t('group:add')}
      filterKeys={FILTER_KEYS}
      filters={
        <>
          <KeywordFilter placeholder={t('group:keyword_placeholder')} />
          <EnabledFilter label={t('group:field.enabled')} width={120} />
        </>
      }
      columns={columns}
      scrollX={1150}
    >
      <GroupFormModal />
    </CrudListPage>
  );
}
