import '../catalog-screens.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Radio, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DictionaryRow } from '@shop/shared/api/catalog-dictionary';
import { ListPage } from '../../../components/list-page.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import type { QueryValue } from '../../../lib/request.ts';
import { deleteDictionaryEntry, dictionaryKeys, fetchDictionary } from './api.ts';
import { DictionaryFormModal } from './form.tsx';
import { ATTRIBUTE, ATTRIBUTE_GROUP, FILTER, OPTION, STOCK_STATUS, type DictionaryKind } from './kinds.ts';

const FILTER_KEYS = ['keyword'] as const;
const FILTER_KEYS_GROUPED = ['keyword', 'groupId'] as const;

/** Attributes and attribute groups are two lists of one screen family: a switch between them. */
function AttributeSwitch({ current }: { current: DictionaryKind }): ReactNode {
  const { t } = useTranslation('dictionary');
  const navigate = useNavigate();
  return (
    <Radio.Group
      optionType="button"
      value={current.url}
      onChange={(e) => void navigate(e.target.value === 'attribute' ? '/apply/status' : '/product/attributeGroup')}
      options={[{ value: 'attribute', label: t('dictionary:attribute.title') }, { value: 'attributegroup', label: t('dictionary:attribute_group.title') }]}
    />
  );
}

/** One dictionary's list: search, pager, add/edit dialog, delete after confirming. */
export function DictionaryListPage({ kind }: { kind: DictionaryKind }): ReactNode {
  const { t } = useTranslation(['dictionary', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const keys = dictionaryKeys(kind);
  const [editing, setEditing] = useState<DictionaryRow | 'new' | null>(null);
  const groupKeys = dictionaryKeys(ATTRIBUTE_GROUP);
  const groups = useQuery({ queryKey: groupKeys.list({ pageSize: 100 }), queryFn: () => fetchDictionary(ATTRIBUTE_GROUP, { pageSize: 100 }), enabled: kind.hasGroup });
  const groupName = new Map((groups.data?.list ?? []).map((g) => [g.id, g.name]));
  const remove = useMutation({
    mutationFn: (id: number) => deleteDictionaryEntry(kind, id),
    onSuccess: () => {
      void message.success(t('common:deleted'));
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  const writable = can(kind.write);

  const columns: TableColumnsType<DictionaryRow> = [
    { title: t('dictionary:field.id'), dataIndex: 'id', width: 80, sorter: true },
    { title: t('dictionary:field.name'), dataIndex: 'name', width: 200, sorter: true },
    ...(kind.hasGroup ? [{ title: t('dictionary:field.group'), dataIndex: 'groupId', width: 160, render: (v: number | null) => (v ? groupName.get(v) ?? `#${v}` : '—') }] : []),
    ...(kind.hasValues ? [{
      title: t('dictionary:field.values'), dataIndex: 'values',
      render: (values: DictionaryRow['values']) => (values.length ? <span className="kind-cell">{values.map((v) => <Tag key={v.id}>{v.name}</Tag>)}</span> : '—'),
    }] : []),
    { title: t('dictionary:field.sort'), dataIndex: 'sort', width: 100, sorter: true },
    ...(writable ? [{
      title: t('common:actions'), key: 'actions', fixed: 'right' as const, width: 170,
      render: (_: unknown, row: DictionaryRow) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid={`dictionary-edit-${row.id}`}>{t('common:action.edit')}</Button>
          <Popconfirm title={t('dictionary:confirm_delete', { name: row.name })} okButtonProps={{ danger: true, 'data-testid': `dictionary-delete-confirm-${row.id}` }} onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`dictionary-delete-${row.id}`}>{t('common:action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    }] : []),
  ];

  const isAttributeFamily = kind === ATTRIBUTE || kind === ATTRIBUTE_GROUP;
  return (
    <>
      <ListPage<DictionaryRow>
        title={t(`dictionary:${kind.text}.title`)}
        testId={`dictionary-${kind.url}`}
        actions={
          <>
            {isAttributeFamily ? <AttributeSwitch current={kind} /> : null}
            {writable ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="dictionary-add">{t(`dictionary:${kind.text}.add`)}</Button> : null}
          </>
        }
        filterKeys={kind.hasGroup ? FILTER_KEYS_GROUPED : FILTER_KEYS}
        filters={
          <>
            <Form.Item name="keyword"><Input allowClear placeholder={t('dictionary:keyword_placeholder')} style={{ width: 200 }} /></Form.Item>
            {kind.hasGroup ? (
              <Form.Item name="groupId">
                <Select allowClear placeholder={t('dictionary:field.group')} aria-label={t('dictionary:field.group')} style={{ width: 170 }}
                  options={(groups.data?.list ?? []).map((g) => ({ value: String(g.id), label: g.name }))} />
              </Form.Item>
            ) : null}
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={keys.list}
        fetch={(query: Record<string, QueryValue>) => fetchDictionary(kind, query)}
        scrollX={kind.hasValues ? 900 : 600}
      />
      <DictionaryFormModal kind={kind} entry={editing} onClose={() => setEditing(null)} />
    </>
  );
}

export const StockStatusListPage = () => <DictionaryListPage kind={STOCK_STATUS} />;
export const AttributeGroupListPage = () => <DictionaryListPage kind={ATTRIBUTE_GROUP} />;
export const AttributeListPage = () => <DictionaryListPage kind={ATTRIBUTE} />;
export const OptionListPage = () => <DictionaryListPage kind={OPTION} />;
export const FilterListPage = () => <DictionaryListPage kind={FILTER} />;

