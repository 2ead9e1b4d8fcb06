import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/auth-store.ts';
import { ListPage, type ListPageProps } from '../list-page.tsx';
import { EnabledFilter, KeywordFilter } from './filters.tsx';
import { filterKeysOf, screenNamespaces, type CrudScreen } from './screen.ts';
import { useActionDialog } from './use-action-dialog.ts';

type Shared<T extends object> = Pick<ListPageProps<T>, 'columns' | 'scrollX' | 'refetchInterval'>;

export interface CrudListPageProps<T extends { id: number }> extends Shared<T> {
  /**
   * `<p>-list`, and `<p>-add` when `permissions.add` is held; its texts give the title and the add
   * button, its search the keyword and enabled filters
   */
  screen: CrudScreen;
  /** a list test id other than `<p>-list` */
  listTestId?: string;
  /** the list's own filters (Form.Item elements), shown between the keyword and the enabled filter */
  filters?: ReactNode;
  /** the URL keys of `filters` (the standard search adds its own) */
  filterKeys?: readonly string[];
  /** more buttons beside the title, before the add button */
  actions?: ReactNode;
  /** the add page of an entity whose form is a page of its own (FormPage) instead of the `?action=add` dialog */
  addTo?: string;
  /** the dialogs the URL opens (the form modal) */
  children?: ReactNode;
}

/**
 * An entity's list screen: the shared list page over the entity's list, with the screen's title,
 * its standard search around the page's own filters (all kept in the URL), an add button and its
 * dialogs (or an add button that goes to the add page, `addTo`).
 */
export function CrudListPage<T extends { id: number }>({
  screen,
  listTestId,
  filters,
  filterKeys,
  actions,
  addTo,
  children,
  ...list
}: CrudListPageProps<T>): ReactNode {
  const { entity, testId, permissions, texts, search } = screen;
  const { t } = useTranslation(screenNamespaces(screen));
  const can = useCan();
  const dialog = useActionDialog();
  const navigate = useNavigate();
  // One array while the keys stay the same: the list's URL parameters are worked out from it.
  const joinedKeys = filterKeysOf(search, filterKeys).join(' ');
  const keys = useMemo(() => (joinedKeys ? joinedKeys.split(' ') : []), [joinedKeys]);
  const addButton =
    texts.add && can(permissions.add) ? (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => (addTo ? void navigate(addTo) : dialog.open('add'))}
        data-testid={`${testId}-add`}
      >
        {t(texts.add)}
      </Button>
    ) : null;
  const searchBar =
    search?.keyword || search?.enabled || filters ? (
      <>
        {search?.keyword ? <KeywordFilter placeholder={t(search.keyword)} width={search.keywordWidth} /> : null}
        {filters}
        {search?.enabled ? <EnabledFilter label={t(search.enabled)} width={search.enabledWidth} /> : null}
      </>
    ) : null;
  return (
    <>
      <ListPage<T>
        {...list}
        title={t(texts.title)}
        testId={listTestId ?? `${testId}-list`}
        filters={searchBar}
        filterKeys={keys}
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
