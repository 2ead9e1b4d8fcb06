import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagInfo, TagRow } from '@shop/shared/api/tag';
import { dateTimeColumn, idColumn, useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { tagScreen } from './api.ts';
import { TagFormModal } from './form.tsx';

/** /tag: product tags with search, enable switch, add/edit dialog and delete after confirming. */
export function TagListPage(): ReactNode {
  const { t } = useTranslation(['tag', 'common']);
  const status = useStatusColumn<TagRow, TagInfo>({
    screen: tagScreen,
    title: t('tag:field.enabled'),
    width: 110,
    ariaLabel: (row) => t('tag:toggle', { name: row.name }),
    doneText: (saved) => t(saved.enabled ? 'tag:enabled_done' : 'tag:disabled_done', { name: saved.name }),
  });
  const actions = useRowActionsColumn<TagRow>({
    screen: tagScreen,
    remove: {
      confirm: (row) => t('tag:confirm_delete', { name: row.name }),
      description: t('tag:confirm_delete_hint'),
    },
  });
  const columns: TableColumnsType<TagRow> = [
    idColumn(t('tag:field.id')),
    {
      title: t('tag:field.name'),
      dataIndex: 'name',
      sorter: true,
      render: (name: string) => <span data-testid="tag-name">{name}</span>,
    },
    { title: t('tag:field.sort'), dataIndex: 'sort', width: 100, sorter: true },
    status,
    dateTimeColumn<TagRow>(t('tag:field.created'), 'createdAt', { sorter: true }),
    ...actions,
  ];

  return (
    <CrudListPage<TagRow> screen={tagScreen} columns={columns} scrollX={760}>
      <TagFormModal />
    </CrudListPage>
  );
}
