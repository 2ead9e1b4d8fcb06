import { Form, Input, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViolationTypeRow } from '@shop/shared/api/supply-violation-type';
import { useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { typeScreen } from './api.ts';
import { TypeFormModal } from './type-form.tsx';

/** The catalogue: what each type costs; a type in use is disabled, not deleted (the button says why). */
export function TypeTab(): ReactNode {
  const { t, i18n } = useTranslation(['violation', 'common']);
  const name = (row: ViolationTypeRow) => pickLocalized(row.name, i18n.language);
  const status = useStatusColumn<ViolationTypeRow, ViolationTypeRow>({
    screen: typeScreen,
    title: t('violation:type.field.enabled'),
    width: 90,
    ariaLabel: (row) => t('violation:type.toggle', { name: name(row) }),
    doneText: (saved) => t(saved.enabled ? 'violation:type.enabled_done' : 'violation:type.disabled_done'),
  });
  const actions = useRowActionsColumn<ViolationTypeRow>({
    screen: typeScreen,
    remove: {
      confirm: (row) => t('violation:type.confirm_delete', { name: name(row) }),
      blocked: (row) => (row.useCount > 0 ? t('violation:type.in_use', { count: row.useCount }) : null),
    },
  });
  const yes = (v: boolean) => (v ? <Tag color="blue">{t('violation:yes')}</Tag> : <Tag>{t('violation:no')}</Tag>);
  const columns: TableColumnsType<ViolationTypeRow> = [
    { title: t('violation:field.code'), dataIndex: 'code', width: 150 },
    { title: t('violation:type.field.name'), key: 'name', width: 180, render: (_: unknown, row) => name(row) },
    { title: t('violation:field.points'), dataIndex: 'points', width: 80, align: 'right', sorter: true },
    { title: t('violation:field.ban_days'), dataIndex: 'banDays', width: 90, align: 'right' },
    { title: t('violation:field.expire_days'), dataIndex: 'pointsExpireDays', width: 110, align: 'right' },
    { title: t('violation:type.field.evidence'), dataIndex: 'evidenceRequired', width: 110, render: yes },
    { title: t('violation:type.field.appealable'), dataIndex: 'appealable', width: 100, render: yes },
    { title: t('violation:type.field.used'), dataIndex: 'useCount', width: 90, align: 'right' },
    status,
    ...actions,
  ];
  return (
    <CrudListPage<ViolationTypeRow>
      screen={typeScreen}
      columns={columns}
      scrollX={1200}
      filterKeys={['tab']}
      filters={
        // the tab stays in the URL whatever the search
        <Form.Item name="tab" hidden>
          <Input />
        </Form.Item>
      }
    >
      <TypeFormModal />
    </CrudListPage>
  );
}
