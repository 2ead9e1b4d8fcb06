import '../catalog-screens.css';
import { Form, Radio, Select, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DictionaryRow } from '@shop/shared/api/catalog-dictionary';
import { idColumn, useRowActionsColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { dictionaryEntity, dictionaryScreen, GROUP_CHOICES } from './api.ts';
import { DictionaryFormModal } from './form.tsx';
import { ATTRIBUTE, ATTRIBUTE_GROUP, FILTER, OPTION, STOCK_STATUS, type DictionaryKind } from './kinds.ts';

/** The attributes' own filter: their group. */
const GROUP_FILTER = ['groupId'] as const;

/** Attributes and attribute groups are two lists of one screen family: a switch between them. */
function AttributeSwitch({ current }: { current: DictionaryKind }): ReactNode {
  const { t } = useTranslation('dictionary');
  const navigate = useNavigate();
  return (
    <Radio.Group
      optionType="button"
      value={current.url}
      onChange={(e) => void navigate(e.target.value === 'attribute' ? '/apply/status' : '/product/attributeGroup')}
      options={[
        { value: 'attribute', label: t('dictionary:attribute.title') },
        { value: 'attributegroup', label: t('dictionary:attribute_group.title') },
      ]}
    />
  );
}

/** One dictionary's list: search, pager, add/edit dialog, delete after confirming. */
export function DictionaryListPage({ kind }: { kind: DictionaryKind }): ReactNode {
  const { t } = useTranslation(['dictionary', 'common']);
  const screen = dictionaryScreen(kind);
  const groups = dictionaryEntity(ATTRIBUTE_GROUP).useList(GROUP_CHOICES, { enabled: kind.hasGroup });
  const groupName = new Map((groups.data?.list ?? []).map((g) => [g.id, g.name]));
  const actions = useRowActionsColumn<DictionaryRow>({
    screen,
    remove: { confirm: (row) => t('dictionary:confirm_delete', { name: row.name }) },
  });

  const columns: TableColumnsType<DictionaryRow> = [
    idColumn(t('dictionary:field.id')),
    { title: t('dictionary:field.name'), dataIndex: 'name', width: 200, sorter: true },
    ...(kind.hasGroup
      ? [
          {
            title: t('dictionary:field.group'),
            dataIndex: 'groupId',
            width: 160,
            render: (v: number | null) => (v ? (groupName.get(v) ?? `#${v}`) : '—'),
          },
        ]
      : []),
    ...(kind.hasValues
      ? [
          {
            title: t('dictionary:field.values'),
            dataIndex: 'values',
            render: (values: DictionaryRow['values']) =>
              values.length ? (
                <span className="kind-cell">
                  {values.map((v) => (
                    <Tag key={v.id}>{v.name}</Tag>
                  ))}
                </span>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { title: t('dictionary:field.sort'), dataIndex: 'sort', width: 100, sorter: true },
    ...actions,
  ];

  const isAttributeFamily = kind === ATTRIBUTE || kind === ATTRIBUTE_GROUP;
  return (
    <CrudListPage<DictionaryRow>
      screen={screen}
      listTestId={`dictionary-${kind.url}`}
      actions={isAttributeFamily ? <AttributeSwitch current={kind} /> : null}
      filterKeys={kind.hasGroup ? GROUP_FILTER : undefined}
      filters={
        kind.hasGroup ? (
          <Form.Item name="groupId">
            <Select
              allowClear
              placeholder={t('dictionary:field.group')}
              aria-label={t('dictionary:field.group')}
              style={{ width: 170 }}
              options={(groups.data?.list ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            />
          </Form.Item>
        ) : null
      }
      columns={columns}
      scrollX={kind.hasValues ? 900 : 600}
    >
      <DictionaryFormModal kind={kind} />
    </CrudListPage>
  );
}

export const StockStatusListPage = () => <DictionaryListPage kind={STOCK_STATUS} />;
export const AttributeGroupListPage = () => <DictionaryListPage kind={ATTRIBUTE_GROUP} />;
export const AttributeListPage = () => <DictionaryListPage kind={ATTRIBUTE} />;
export const OptionListPage = () => <DictionaryListPage kind={OPTION} />;
export const FilterListPage = () => <DictionaryListPage kind={FILTER} />;
