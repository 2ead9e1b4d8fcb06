import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useCan } from '../../lib/auth-store.ts';
import { ListPage, type ListPageProps } from '../list-page.tsx';
import type { CrudScreen } from './screen.ts';
import { useActionDialog } from './use-action-dialog.ts';

type Shared<T extends object> = Pick<ListPageProps<T>, 'title' | 'filters' | 'filterKeys' | 'columns' | 'scrollX'>;

export interface CrudListPageProps<T extends { id: number }> extends Shared<T> {
  /** `<p>-list`, and `<p>-add` when `permissions.add` is held */
  screen: CrudScreen;
  /** a list test id other than `<p>-list` */
  listTestId?: string;
  /** the add button's text: it opens `?action=add` */
  addLabel?: string;
  /** more buttons beside the title, before the add button */
  actions?: ReactNode;
  /** the dialogs the URL opens (the form modal) */
  children?: ReactNode;
}

/** An entity's list screen: the shared list page over the entity's list, an add button and its dialogs. */
export function CrudListPage<T extends { id: number }>({
  screen,
  listTestId,
  addLabel,
  actions,
  children,
  ...list
}: CrudListPageProps<T>): ReactNode {
  const can = useCan();
  const dialog = useActionDialog();
  const { entity, testId, permissions } = screen;
  const addButton =
    addLabel && can(permissions.add) ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('add')} data-testid={`${testId}-add`}>
        {addLabel}
      </Button>
    ) : null;
  return (
    <>
      <ListPage<T>
        {...list}
        testId={listTestId ?? `${testId}-list`}
        actions={
          actions || addButton ? (
            <>
              {actions}
              {addButton}
            </>
          ) : null
        }
        rowKey="id"
        queryKey={entity.keys.list}
        fetch={entity.fetchList as unknown as ListPageProps<T>['fetch']}
      />
      {children}
    </>
  );
}
