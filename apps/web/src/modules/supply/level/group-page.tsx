import { Form, Input, InputNumber, Select, Switch, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SETTLEMENT_CYCLES } from '@shop/shared/api/settings';
import { GROUP_LIMITS, groupAddBody, type groupApi, type GroupRow } from '@shop/shared/api/supply-group';
import { idColumn, useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { schemaFields } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { groups, groupScreen, percent } from './api.ts';

interface GroupValues {
  name: string;
  description: string;
  /** percent in the form (2.5), basis points on the wire (250) */
  commissionPercent: number | null;
  settlementCycle: string | null;
  enabled: boolean;
}

const toBody = (v: Partial<GroupValues>) => ({
  name: v.name ?? '',
  description: v.description ?? '',
  commissionRate: v.commissionPercent == null ? null : Math.round(v.commissionPercent * 100),
  settlementCycle: (v.settlementCycle ?? null) as (typeof SETTLEMENT_CYCLES)[number] | null,
});

/** Add or edit a group: empty commission or cycle = the settings' default (shown as such). */
function GroupFormModal(): ReactNode {
  const { t } = useTranslation(['level', 'supplier-settings', 'common']);
  const field = schemaFields(groupAddBody.shape, t, 'level');
  const defaults = groups.useList({ pageSize: 10 }).data as
    { defaults?: { commissionRate: number; settlementCycle: string } } | undefined;
  const d = defaults?.defaults;
  return (
    <FormModal<typeof groupApi, GroupValues>
      screen={groupScreen}
      width={520}
      initial={{ name: '', description: '', commissionPercent: null, settlementCycle: null, enabled: true }}
      toValues={(g) => ({
        name: g.name,
        description: g.description,
        commissionPercent: g.commissionRate == null ? null : g.commissionRate / 100,
        settlementCycle: g.settlementCycle,
        enabled: g.enabled,
      })}
      toAdd={(v) => ({ ...toBody(v), enabled: v.enabled ?? true })}
      toEdit={(v, g) => ({ ...toBody(v), id: g.id, version: g.version })}
    >
      {({ editing }) => (
        <>
          <Form.Item {...field('name')} required>
            <Input maxLength={GROUP_LIMITS.nameMax} showCount data-testid="group-name-input" />
          </Form.Item>
          <Form.Item {...field('description')}>
            <Input.TextArea maxLength={GROUP_LIMITS.descriptionMax} rows={2} />
          </Form.Item>
          <Form.Item
            name="commissionPercent"
            label={t('level:field.commissionRate')}
            extra={d ? t('level:group.default_is', { value: percent(d.commissionRate) }) : undefined}
          >
            <InputNumber<number>
              min={0}
              max={100}
              step={0.01}
              precision={2}
              suffix="%"
              placeholder={d ? t('level:group.default_is', { value: percent(d.commissionRate) }) : ''}
              style={{ width: 220 }}
              data-testid="group-commission-input"
            />
          </Form.Item>
          <Form.Item name="settlementCycle" label={t('level:field.settlementCycle')}>
            <Select
              allowClear
              style={{ width: 220 }}
              placeholder={
                d ? t('level:group.default_is', { value: t(`supplier-settings:cycle.${d.settlementCycle}`) }) : ''
              }
              options={SETTLEMENT_CYCLES.map((c) => ({ value: c, label: t(`supplier-settings:cycle.${c}`) }))}
              data-testid="group-cycle-input"
            />
          </Form.Item>
          {!editing && (
            <Form.Item name="enabled" label={t('level:field.enabled')} valuePropName="checked">
              <Switch checkedChildren={t('common:status.enabled')} unCheckedChildren={t('common:status.disabled')} />
            </Form.Item>
          )}
        </>
      )}
    </FormModal>
  );
}

/** /supplier/group: groups with their commission and settlement cycle over the settings' defaults. */
export function GroupListPage(): ReactNode {
  const { t } = useTranslation(['level', 'supplier-settings', 'common']);
  const list = groups.useList({ pageSize: 10 }).data as
    { defaults?: { commissionRate: number; settlementCycle: string } } | undefined;
  const d = list?.defaults;
  const status = useStatusColumn<GroupRow, GroupRow>({
    screen: groupScreen,
    title: t('level:field.enabled'),
    width: 100,
    ariaLabel: (row) => t('level:toggle', { name: row.name }),
    doneText: (saved) => t(saved.enabled ? 'level:enabled_done' : 'level:disabled_done', { name: saved.name }),
  });
  const actions = useRowActionsColumn<GroupRow>({
    screen: groupScreen,
    remove: {
      confirm: (row) => t('level:group.confirm_delete', { name: row.name }),
      blocked: (row) => (row.memberCount > 0 ? t('level:group.has_members', { count: row.memberCount }) : null),
    },
  });
  const byDefault = (text: string) => <span className="form-hint">{t('level:group.default_is', { value: text })}</span>;
  const columns: TableColumnsType<GroupRow> = [
    idColumn(t('level:field.id')),
    {
      title: t('level:field.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={`/supplier/groupinfo/${row.id}`} data-testid={`group-open-${row.id}`}>
          {name}
        </Link>
      ),
    },
    {
      title: t('level:field.commissionRate'),
      dataIndex: 'commissionRate',
      render: (bp: number | null) => (bp == null ? byDefault(d ? percent(d.commissionRate) : '') : percent(bp)),
    },
    {
      title: t('level:field.settlementCycle'),
      dataIndex: 'settlementCycle',
      render: (c: string | null) =>
        c == null
          ? byDefault(d ? t(`supplier-settings:cycle.${d.settlementCycle}`) : '')
          : t(`supplier-settings:cycle.${c}`),
    },
    { title: t('level:group.members'), dataIndex: 'memberCount', width: 100 },
    status,
    ...actions,
  ];
  return (
    <CrudListPage<GroupRow> screen={groupScreen} columns={columns} scrollX={900}>
      <GroupFormModal />
    </CrudListPage>
  );
}
