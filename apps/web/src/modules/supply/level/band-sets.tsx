import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  InputNumber,
  Modal,
  Pagination,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BAND_BLOCKS,
  bandApi,
  bandProblems,
  type BandSetRow,
  type StandingBandInput,
} from '@shop/shared/api/supply-level';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { bandSets, levels } from './api.ts';

const EMPTY_BAND: StandingBandInput = { min: 0, max: 100, levelId: 0, blocks: [], warn: false };

/** The editor of a draft's bands, with the problems (gap, overlap, range) listed as they are typed. */
function BandEditor(props: { set: BandSetRow | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['level', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ bands: StandingBandInput[] }>();
  const bands = (Form.useWatch('bands', form) ?? []) as StandingBandInput[];
  const all = levels.useList({ pageSize: 100 });
  const options = (all.data?.list ?? [])
    .filter((l) => l.enabled)
    .map((l) => ({ value: l.id, label: `${l.rank} · ${l.name}` }));
  const handlers = {
    onSuccess: () => {
      void message.success(t('common:saved'));
      props.onClose();
    },
  };
  const add = bandSets.useChange('add', handlers);
  const edit = bandSets.useChange('edit', handlers);
  const problems = bandProblems(bands.filter((b) => b && b.min != null && b.max != null));
  const save = (v: { bands: StandingBandInput[] }) =>
    props.set ? edit.mutate({ id: props.set.id, version: props.set.version, bands: v.bands }) : add.mutate(v);
  const error = add.error ?? edit.error;
  return (
    <Modal
      open
      width={820}
      title={props.set ? t('level:band.edit') : t('level:band.add')}
      onCancel={props.onClose}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: add.isPending || edit.isPending, 'data-testid': 'band-save' }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ bands: props.set?.bands ?? [{ ...EMPTY_BAND }] }}
        onFinish={save}
        data-testid="band-form"
      >
        <Form.List name="bands">
          {(fields, { add: addRow, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="start" className="band-row" data-testid={`band-row-${f.name}`}>
                  <Form.Item name={[f.name, 'min']} label={t('level:band.min')} rules={[{ required: true }]}>
                    <InputNumber<number> min={0} max={100} precision={0} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'max']} label={t('level:band.max')} rules={[{ required: true }]}>
                    <InputNumber<number> min={0} max={100} precision={0} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'levelId']}
                    label={t('level:band.level')}
                    rules={[{ required: true, type: 'number', min: 1, message: t('level:band.level_required') }]}
                  >
                    <Select options={options} style={{ width: 160 }} loading={all.isLoading} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'blocks']} label={t('level:band.blocks')}>
                    <Checkbox.Group options={BAND_BLOCKS.map((b) => ({ value: b, label: t(`level:right.${b}`) }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'warn']} label={t('level:band.warn')} valuePropName="checked">
                    <Switch size="small" />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('level:band.remove')}
                    disabled={fields.length <= 1}
                    onClick={() => remove(f.name)}
                    style={{ marginTop: 30 }}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => addRow({ ...EMPTY_BAND })} data-testid="band-add-row">
                {t('level:band.add_row')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="band-problems"
          title={problems.map((p) => (
            <div key={`${p.code}-${p.index}`}>{t(`level:problem.${p.code.split('.')[1]}`, p.params)}</div>
          ))}
        />
      )}
      {error && <Alert type="error" showIcon style={{ marginTop: 16 }} title={String(error.message)} />}
    </Modal>
  );
}

/** Which suppliers publishing the set would move, then publish after confirming. */
function PreviewModal(props: { set: BandSetRow; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['level', 'common']);
  const { message } = App.useApp();
  const preview = useQuery({
    queryKey: [...bandSets.keys.all, 'preview', props.set.id, props.set.version],
    queryFn: () => callApi(bandApi.preview, { id: props.set.id }),
  });
  const publish = bandSets.useChange('publish', {
    onSuccess: (r) => {
      void message.success(t('level:band.published_done', { count: r.changed }));
      props.onClose();
    },
  });
  const canPublish = useCan()('supply_level_edit');
  return (
    <Modal
      open
      width={720}
      title={t('level:band.preview_title', { period: preview.data?.period ?? '' })}
      onCancel={props.onClose}
      footer={[
        <Button key="close" onClick={props.onClose}>
          {t('common:action.cancel')}
        </Button>,
        canPublish && !props.set.publishedAt ? (
          <Popconfirm
            key="publish"
            title={t('level:band.publish_confirm', { count: preview.data?.list.length ?? 0 })}
            onConfirm={() => publish.mutate({ id: props.set.id, version: props.set.version })}
            okButtonProps={{ 'data-testid': 'band-publish-confirm' }}
          >
            <Button type="primary" loading={publish.isPending} data-testid="band-publish">
              {t('level:band.publish')}
            </Button>
          </Popconfirm>
        ) : null,
      ]}
    >
      <p>
        {t('level:band.preview_counts', {
          changed: preview.data?.list.length ?? 0,
          unchanged: preview.data?.unchanged ?? 0,
          unscored: preview.data?.unscored ?? 0,
        })}
      </p>
      <Table
        rowKey="supplierId"
        size="small"
        loading={preview.isLoading}
        dataSource={preview.data?.list ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 520 }}
        locale={{ emptyText: <Empty description={t('level:band.preview_empty')} /> }}
        data-testid="band-preview"
        columns={[
          { title: t('level:field.supplier'), dataIndex: 'name' },
          { title: t('level:score.score'), dataIndex: 'score', width: 80 },
          { title: t('level:band.from'), dataIndex: 'fromLevel', render: (v: string | null) => v ?? '—' },
          { title: t('level:band.to'), dataIndex: 'toLevel', render: (v: string) => <Tag color="blue">{v}</Tag> },
        ]}
      />
    </Modal>
  );
}

/** The standing band sets: the one in force, drafts to edit, preview and publish, older published ones. */
export function BandSets(): ReactNode {
  const { t, i18n } = useTranslation(['level', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const [page, setPage] = useState(1);
  const list = bandSets.useList({ page, pageSize: 10 });
  const [editing, setEditing] = useState<BandSetRow | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<BandSetRow | null>(null);
  const remove = bandSets.useChange('del', { onSuccess: () => void message.success(t('common:deleted')) });
  const mayEdit = can('supply_level_edit');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Card
      title={t('level:band.title')}
      style={{ marginTop: 24 }}
      data-testid="band-sets"
      extra={
        mayEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="band-new">
            {t('level:band.add')}
          </Button>
        )
      }
    >
      <p className="form-hint">{t('level:band.intro')}</p>
      {list.isLoading ? (
        <Card loading />
      ) : (list.data?.list.length ?? 0) === 0 ? (
        <Empty description={t('level:band.empty')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {list.data!.list.map((set) => (
            <Card
              key={set.id}
              size="small"
              data-testid={`band-set-${set.id}`}
              title={
                <Space wrap>
                  <span>#{set.id}</span>
                  {set.current ? (
                    <Tag color="green">{t('level:band.current')}</Tag>
                  ) : set.publishedAt ? (
                    <Tag>{t('level:band.old')}</Tag>
                  ) : (
                    <Tag color="orange">{t('level:band.draft')}</Tag>
                  )}
                  <span className="form-hint">
                    {set.publishedAt
                      ? t('level:band.published_by', { when: when(set.publishedAt), who: set.publishedBy ?? '—' })
                      : t('level:band.saved_at', { when: when(set.updatedAt) })}
                  </span>
                </Space>
              }
              extra={
                !set.publishedAt && (
                  <Space wrap>
                    <Button size="small" onClick={() => setPreviewing(set)} data-testid={`band-preview-${set.id}`}>
                      {t('level:band.preview')}
                    </Button>
                    {mayEdit && (
                      <Button size="small" onClick={() => setEditing(set)} data-testid={`band-edit-${set.id}`}>
                        {t('common:action.edit')}
                      </Button>
                    )}
                    {mayEdit && (
                      <Popconfirm
                        title={t('level:band.delete_confirm')}
                        onConfirm={() => remove.mutate({ id: set.id })}
                        okButtonProps={{ danger: true }}
                      >
                        <Button size="small" danger>
                          {t('common:action.delete')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                )
              }
            >
              <Table
                rowKey="min"
                size="small"
                pagination={false}
                dataSource={set.bands}
                scroll={{ x: 480 }}
                columns={[
                  { title: t('level:band.range'), render: (_, b) => `${b.min}–${b.max}`, width: 100 },
                  { title: t('level:band.level'), dataIndex: 'levelName' },
                  {
                    title: t('level:band.blocks'),
                    dataIndex: 'blocks',
                    render: (blocks: string[]) =>
                      blocks.length ? blocks.map((b) => <Tag key={b}>{t(`level:right.${b}`)}</Tag>) : '—',
                  },
                  {
                    title: t('level:band.warn'),
                    dataIndex: 'warn',
                    width: 90,
                    render: (w: boolean) => (w ? <Tag color="red">{t('level:band.warns')}</Tag> : '—'),
                  },
                ]}
              />
            </Card>
          ))}
          <Pagination
            current={page}
            total={list.data?.total ?? 0}
            pageSize={10}
            hideOnSinglePage
            onChange={setPage}
            size="small"
          />
        </Space>
      )}
      {editing && <BandEditor set={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {previewing && <PreviewModal set={previewing} onClose={() => setPreviewing(null)} />}
    </Card>
  );
}
