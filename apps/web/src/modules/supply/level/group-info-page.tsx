import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { groupApi } from '@shop/shared/api/supply-group';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { groups, percent } from './api.ts';

/** /supplier/groupinfo/:id: a group's terms (or the settings' defaults) and its members, added and removed. */
export function GroupInfoPage(): ReactNode {
  const { t } = useTranslation(['level', 'supplier-settings', 'common']);
  const { message } = App.useApp();
  const id = Number(useParams().id);
  const can = useCan();
  const info = groups.useRecord(id);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const members = useQuery({
    queryKey: [...groups.keys.all, 'members', id, keyword, page, pageSize],
    queryFn: () => callApi(groupApi.members, { id, keyword: keyword || undefined, page, pageSize }),
  });
  const candidates = useQuery({
    queryKey: [...groups.keys.all, 'candidates', id, search],
    queryFn: () => callApi(groupApi.candidates, { id, keyword: search || undefined }),
    enabled: can('supply_group_edit'),
  });
  const add = groups.useChange('addMembers', {
    onSuccess: (r) => {
      void message.success(t('level:group.added', { count: r.changed }));
      setPicked([]);
    },
  });
  const remove = groups.useChange('removeMembers', {
    onSuccess: () => void message.success(t('level:group.removed')),
  });
  const g = info.data;
  const d = g?.defaults;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="group-info">
      <Card
        loading={info.isLoading}
        title={g ? g.name : t('level:group.title')}
        extra={<Link to="/supplier/group">{t('level:group.back')}</Link>}
      >
        {g && d && (
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={t('level:field.commissionRate')}>
              {g.commissionRate == null
                ? t('level:group.default_is', { value: percent(d.commissionRate) })
                : percent(g.commissionRate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('level:field.settlementCycle')}>
              {g.settlementCycle == null
                ? t('level:group.default_is', { value: t(`supplier-settings:cycle.${d.settlementCycle}`) })
                : t(`supplier-settings:cycle.${g.settlementCycle}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('level:field.enabled')}>
              {g.enabled ? (
                <Tag color="green">{t('common:status.enabled')}</Tag>
              ) : (
                <Tag>{t('common:status.disabled')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('level:group.members')}>{g.memberCount}</Descriptions.Item>
            {g.description && (
              <Descriptions.Item label={t('level:field.description')}>{g.description}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>
      <Card title={t('level:group.members')}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('level:group.member_search')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ width: 240 }}
            data-testid="group-member-search"
          />
          {can('supply_group_edit') && (
            <>
              <Select
                mode="multiple"
                showSearch={{ filterOption: false, onSearch: setSearch }}
                value={picked}
                onChange={setPicked}
                placeholder={t('level:group.pick')}
                style={{ minWidth: 260 }}
                loading={candidates.isLoading}
                options={(candidates.data?.list ?? []).map((c) => ({
                  value: c.supplierId,
                  label: c.groupName ? `${c.name} (${c.groupName})` : c.name,
                }))}
                data-testid="group-member-pick"
              />
              <Button
                type="primary"
                disabled={picked.length === 0}
                loading={add.isPending}
                onClick={() => add.mutate({ id, supplierIds: picked })}
                data-testid="group-member-add"
              >
                {t('level:group.add_members')}
              </Button>
            </>
          )}
        </Space>
        <Table
          rowKey="supplierId"
          loading={members.isLoading}
          dataSource={members.data?.list ?? []}
          scroll={{ x: 560 }}
          locale={{ emptyText: <Empty description={t('level:group.no_members')} /> }}
          pagination={{
            current: page,
            pageSize,
            total: members.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('level:total', { total }),
            onChange: (p, s) => {
              setPage(p);
              setPageSize(s);
            },
          }}
          columns={[
            {
              title: t('level:field.supplier'),
              dataIndex: 'name',
              render: (n: string, r) => <Link to={`/supplier/supplierinfo/${r.supplierId}`}>{n}</Link>,
            },
            { title: t('level:field.state'), dataIndex: 'state', render: (s: string) => t(`level:state.${s}`) },
            { title: t('level:field.level'), dataIndex: 'levelName', render: (v: string | null) => v ?? '—' },
            ...(can('supply_group_edit')
              ? [
                  {
                    title: t('common:actions'),
                    width: 110,
                    render: (_: unknown, r: { supplierId: number; name: string }) => (
                      <Popconfirm
                        title={t('level:group.remove_confirm', { name: r.name })}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove.mutate({ id, supplierIds: [r.supplierId] })}
                      >
                        <Button size="small" danger data-testid={`group-member-remove-${r.supplierId}`}>
                          {t('level:group.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Space>
  );
}
