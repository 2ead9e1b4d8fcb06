import '../catalog-screens.css';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
  Tree,
  type TreeProps,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CategoryRow } from '@shop/shared/api/catalog-category';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { categories, categoryKeys, fetchCategories, type CategoryList } from './api.ts';
import {
  applySortPayload,
  buildCategoryTree,
  dropPlace,
  moveAmongSiblings,
  sortPayloadForDrop,
  type CategoryNode,
  type SortPayload,
} from './tree-order.ts';

const FILTER_KEYS = ['keyword', 'status'] as const;

/** /product/classify: the category tree; drag reorders siblings, the row actions edit, toggle and delete. */
export function CategoryTreePage(): ReactNode {
  const { t, i18n } = useTranslation(['category', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? undefined]).filter(([, v]) => v)),
    [search],
  );
  const filtered = Object.keys(filters).length > 0;
  const queryKey = categoryKeys.list(filters);
  const result = useQuery({ queryKey, queryFn: () => fetchCategories(filters) });
  const rows = useMemo(() => result.data?.list ?? [], [result.data]);
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filters);
  }, [filters, form]);

  const status = categories.useChange('status', { onSuccess: () => void message.success(t('common:saved')) });
  const remove = categories.useChange('del', { onSuccess: () => void message.success(t('common:deleted')) });
  // Reordered in place at once; the answer is the tree as stored. The other reads are only marked stale.
  const stale = [{ queryKey: categoryKeys.all, refetchType: 'none' as const }];
  const sort = categories.useChange('sort', {
    // The screen sends the payloads of tree-order.ts (the body's input type is looser).
    onMutate: (payload) => {
      const before = queryClient.getQueryData<CategoryList>(queryKey);
      if (before) {
        const list = applySortPayload(before.list, payload as SortPayload);
        queryClient.setQueryData<CategoryList>(queryKey, { ...before, list });
      }
      return { before };
    },
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data);
      void message.success(t('category:sorted'));
    },
    onError: (_error, _payload, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    refresh: { success: stale, failure: stale },
  });
  const toggle = (row: CategoryRow) => ({ id: row.id, status: !row.enabled, version: row.version });

  // Dragging needs the whole tree: a filtered list does not hold every sibling.
  const canDrag = can('catalog_category_edit') && !filtered && !sort.isPending;

  const onDrop: TreeProps['onDrop'] = (info) => {
    const place = dropPlace({ dropToGap: info.dropToGap, dropPosition: info.dropPosition, nodePos: info.node.pos });
    const payload = sortPayloadForDrop(rows, Number(info.dragNode.key), Number(info.node.key), place);
    if (payload === 'other_parent') void message.warning(t('category:drag_same_parent'));
    else if (payload) sort.mutate(payload);
  };

  const move = (id: number, step: -1 | 1) => {
    const payload = moveAmongSiblings(rows, id, step);
    if (payload) sort.mutate(payload);
  };

  const title = (row: CategoryRow): ReactNode => (
    <div className="category-node" data-testid={`category-node-${row.id}`}>
      <span className="category-name">
        {row.icon ? <img src={row.icon} alt="" width={16} height={16} /> : null}
        {pickLocalized(row.name, i18n.language) || `#${row.id}`}
        {!row.enabled ? <Tag>{t('common:status.disabled')}</Tag> : null}
        <span className="category-meta">
          {t('category:counts', { products: row.productCount, children: row.childCount })}
        </span>
      </span>
      <Space size={4} onClick={(e) => e.stopPropagation()}>
        {can('catalog_category_add') ? (
          <Link to={`/product/classifyAdd/${row.id}`} aria-label={t('category:add_child')}>
            <Button type="link" size="small" icon={<PlusOutlined />} tabIndex={-1} aria-label={t('category:add_child')}>
              <span className="node-action-text">{t('category:add_child')}</span>
            </Button>
          </Link>
        ) : null}
        {canDrag ? (
          // Dragging needs a mouse: the same reordering for keyboards and touch screens.
          <>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('category:move_up')}
              title={t('category:move_up')}
              disabled={!moveAmongSiblings(rows, row.id, -1)}
              onClick={() => move(row.id, -1)}
              data-testid={`category-up-${row.id}`}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('category:move_down')}
              title={t('category:move_down')}
              disabled={!moveAmongSiblings(rows, row.id, 1)}
              onClick={() => move(row.id, 1)}
              data-testid={`category-down-${row.id}`}
            />
          </>
        ) : null}
        {can('catalog_category_edit') ? (
          <>
            <Link to={`/product/classifyEdit/${row.parentId ?? 0}/${row.id}`} data-testid={`category-edit-${row.id}`}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                tabIndex={-1}
                aria-label={t('common:action.edit')}
              >
                <span className="node-action-text">{t('common:action.edit')}</span>
              </Button>
            </Link>
            {row.enabled ? (
              <Popconfirm
                title={t('category:confirm_disable')}
                okButtonProps={{ danger: true }}
                onConfirm={() => status.mutateAsync(toggle(row)).catch(() => undefined)}
              >
                <Switch
                  size="small"
                  checked
                  aria-label={t('category:field.enabled')}
                  loading={status.isPending && status.variables?.id === row.id}
                />
              </Popconfirm>
            ) : (
              <Switch
                size="small"
                checked={false}
                aria-label={t('category:field.enabled')}
                loading={status.isPending && status.variables?.id === row.id}
                onChange={() => status.mutate(toggle(row))}
              />
            )}
          </>
        ) : null}
        {can('catalog_category_del') ? (
          <Popconfirm
            title={t('category:confirm_delete', { name: pickLocalized(row.name, i18n.language) })}
            okButtonProps={{ danger: true, 'data-testid': `category-delete-confirm-${row.id}` }}
            onConfirm={() => remove.mutateAsync({ id: row.id }).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid={`category-delete-${row.id}`}
              aria-label={t('common:action.delete')}
            >
              <span className="node-action-text">{t('common:action.delete')}</span>
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </div>
  );

  const toData = (nodes: CategoryNode[]): DataNode[] =>
    nodes.map((n) => ({ key: n.row.id, title: title(n.row), children: toData(n.children) }));
  const treeData = toData(buildCategoryTree(rows));
  const allKeys = rows.filter((r) => r.childCount > 0).map((r) => r.id);

  return (
    <section className="page-card" data-testid="category-tree">
      <div className="page-title-row">
        <h2>{t('category:title')}</h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void result.refetch()}
            aria-label={t('common:action.refresh')}
          />
          {can('catalog_category_add') ? (
            <Link to="/product/classifyAdd/0">
              <Button type="primary" icon={<PlusOutlined />} data-testid="category-add">
                {t('category:add')}
              </Button>
            </Link>
          ) : null}
        </div>
      </div>
      <Form
        form={form}
        layout="inline"
        className="filters-bar"
        onFinish={(values) =>
          setSearch(
            Object.fromEntries(
              Object.entries(values)
                .filter(([, v]) => v)
                .map(([k, v]) => [k, String(v).trim()]),
            ),
          )
        }
      >
        <Form.Item name="keyword">
          <Input allowClear placeholder={t('category:keyword_placeholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('category:status_filter')}
            aria-label={t('category:status_filter')}
            style={{ width: 140 }}
            options={[
              { value: 'enabled', label: t('common:status.enabled') },
              { value: 'disabled', label: t('common:status.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common:action.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button icon={<UndoOutlined />} onClick={() => setSearch({})}>
            {t('common:action.reset')}
          </Button>
        </Form.Item>
      </Form>
      {can('catalog_category_edit') ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={filtered ? t('category:drag_off_filtered') : t('category:drag_hint')}
        />
      ) : null}
      <Spin spinning={result.isFetching}>
        {treeData.length === 0 && !result.isLoading ? (
          <Empty description={t('category:empty')} />
        ) : (
          <Tree
            className="category-tree"
            blockNode
            showLine
            draggable={canDrag ? { icon: false } : false}
            selectable={false}
            treeData={treeData}
            expandedKeys={filtered ? rows.map((r) => r.id) : (expanded ?? allKeys)}
            onExpand={(keys) => setExpanded(keys)}
            onDrop={onDrop}
          />
        )}
      </Spin>
    </section>
  );
}
