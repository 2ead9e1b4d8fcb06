import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_CRITERIA, standingApi, type StandingData } from '@shop/shared/api/supply-score';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { percent, standing } from './api.ts';

/** Staff's override dialogs: the score (or clear it) and the level (or let the scorecard decide), with a reason. */
function Overrides({ data }: { data: StandingData }): ReactNode {
  const { t } = useTranslation(['level', 'common']);
  const { message } = App.useApp();
  const [open, setOpen] = useState<'score' | 'level' | null>(null);
  const [form] = Form.useForm<{ score: number | null; levelId: number | null; reason: string }>();
  const done = { onSuccess: () => (void message.success(t('common:saved')), setOpen(null)) };
  const score = standing.useChange('overrideScore', done);
  const level = standing.useChange('overrideLevel', done);
  const submit = (v: { score: number | null; levelId: number | null; reason: string }) =>
    open === 'score'
      ? score.mutate({ supplierId: data.supplierId, score: v.score ?? null, reason: v.reason })
      : level.mutate({ supplierId: data.supplierId, levelId: v.levelId ?? null, reason: v.reason });
  const error = open === 'score' ? score.error : level.error;
  return (
    <>
      <Space wrap>
        <Button onClick={() => setOpen('score')} data-testid="standing-override-score">
          {t('level:override.score')}
        </Button>
        <Button onClick={() => setOpen('level')} data-testid="standing-override-level">
          {t('level:override.level')}
        </Button>
      </Space>
      <Modal
        open={open !== null}
        title={open === 'score' ? t('level:override.score') : t('level:override.level')}
        onCancel={() => setOpen(null)}
        onOk={() => form.submit()}
        okText={t('common:action.save')}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ loading: score.isPending || level.isPending, 'data-testid': 'standing-override-save' }}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={submit}
          initialValues={{
            score: data.score?.overrideScore ?? null,
            levelId: data.levelOverride?.levelId ?? null,
            reason: '',
          }}
        >
          {open === 'score' ? (
            <Form.Item name="score" label={t('level:override.score_field')} extra={t('level:override.score_hint')}>
              <InputNumber<number> min={0} max={100} precision={0} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            <Form.Item name="levelId" label={t('level:field.level')} extra={t('level:override.level_hint')}>
              <Select
                allowClear
                style={{ width: 240 }}
                options={data.levels.filter((l) => l.enabled).map((l) => ({ value: l.id, label: l.name }))}
              />
            </Form.Item>
          )}
          <Form.Item name="reason" label={t('level:override.reason')} rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea maxLength={200} showCount rows={2} data-testid="standing-override-reason" />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon title={String(error.message)} />}
      </Modal>
    </>
  );
}

/**
 * A supplier's standing: level and rights with this month's quota use, what each right answers
 * now (and why not), the licence step-down, the score with its components and weights, its band,
 * and the history. `supplierId` null: the signed-in supplier's own.
 */
export function StandingView(props: { supplierId: number | null; mayOverride: boolean }): ReactNode {
  const { t, i18n } = useTranslation(['level', 'supplier-settings', 'common']);
  const can = useCan();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: [...standing.keys.all, props.supplierId ?? 'own', page],
    queryFn: () =>
      props.supplierId === null
        ? callApi(standingApi.own, { page, pageSize: 10 })
        : callApi(standingApi.read, { supplierId: props.supplierId, page, pageSize: 10 }),
  });
  if (q.isLoading) return <Card loading />;
  if (q.error || !q.data) return <Alert type="error" showIcon title={String(q.error?.message ?? '')} />;
  const d = q.data;
  const n = (v: number | null) => (v === null ? t('level:unlimited') : v);
  const shown = (v: number | null) => (v === null ? t('level:na') : v);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const effective = d.score ? (d.score.overrideScore ?? d.score.score) : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="standing">
      {d.band?.warn && (
        <Alert type="warning" showIcon title={t('level:band_warning', { min: d.band.min, max: d.band.max })} />
      )}
      {d.licence.step > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="standing-licence"
          title={t('level:licence.expired', { date: d.licence.expiresOn, days: d.licence.daysExpired })}
          description={
            d.licence.nextStepOn ? t('level:licence.next', { date: d.licence.nextStepOn }) : t('level:licence.last')
          }
        />
      )}
      <Card
        size="small"
        title={t('level:section.level')}
        extra={props.mayOverride && can('supply_level_override') ? <Overrides data={d} /> : null}
      >
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('level:field.level')}>
            <strong data-testid="standing-level">{d.level?.name ?? '—'}</strong>
            {d.levelOverride && (
              <Tag color="purple" style={{ marginLeft: 8 }}>
                {t('level:override.held', { reason: d.levelOverride.reason })}
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('level:field.priority')}>{d.level?.priority ?? 0}</Descriptions.Item>
          <Descriptions.Item label={t('level:field.dedicatedService')}>
            {d.level?.dedicatedService ? t('level:yes') : t('level:no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('level:field.group')}>{d.group?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('level:field.commissionRate')}>
            {percent(d.terms.commissionRate)}
            {d.terms.commissionFrom === 'default' && <span className="form-hint"> ({t('level:group.default')})</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t('level:field.settlementCycle')}>
            {t(`supplier-settings:cycle.${d.terms.settlementCycle}`)}
            {d.terms.cycleFrom === 'default' && <span className="form-hint"> ({t('level:group.default')})</span>}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('level:section.quota', { period: d.period })}>
        <Table
          rowKey="right"
          size="small"
          pagination={false}
          dataSource={d.quota}
          scroll={{ x: 520 }}
          data-testid="standing-quota"
          columns={[
            { title: t('level:quota.right'), dataIndex: 'right', render: (r: string) => t(`level:right.${r}`) },
            { title: t('level:quota.limit'), dataIndex: 'limit', render: n },
            { title: t('level:quota.used'), render: (_, r) => r.used - r.released },
            { title: t('level:quota.frozen'), dataIndex: 'frozen' },
            { title: t('level:quota.left'), dataIndex: 'left', render: n },
          ]}
        />
        <Space wrap style={{ marginTop: 12 }} data-testid="standing-rights">
          {d.rights.map((r) => (
            <Tag key={r.right} color={r.ok ? 'green' : 'red'} title={r.message ?? undefined}>
              {t(`level:right.${r.right}`)}: {r.ok ? t('level:allowed') : r.message}
            </Tag>
          ))}
        </Space>
      </Card>
      <Card size="small" title={t('level:section.score', { period: d.period })}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('level:score.score')}>
            <strong data-testid="standing-score">{shown(effective)}</strong>
            {d.score?.overrideScore != null && (
              <Tag color="purple" style={{ marginLeft: 8 }}>
                {t('level:override.score_tag', { computed: shown(d.score.score), reason: d.score.overrideReason })}
              </Tag>
            )}
            {effective !== null && effective < d.warningBelow && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                {t('level:score.below', { value: d.warningBelow })}
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('level:score.orders')}>
            {d.score?.orders ?? 0}
            {d.score && d.score.orders < d.minOrders && (
              <span className="form-hint"> ({t('level:score.min_orders', { count: d.minOrders })})</span>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('level:score.band')}>
            {d.band ? `${d.band.min}–${d.band.max} · ${d.band.levelName ?? ''}` : '—'}
            {d.band?.blocks.map((b) => (
              <Tag key={b} color="red" style={{ marginLeft: 4 }}>
                {t('level:score.blocks', { right: t(`level:right.${b}`) })}
              </Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          scroll={{ x: 420 }}
          data-testid="standing-components"
          dataSource={SCORE_CRITERIA.map((c) => ({
            key: c,
            value: d.score?.components[c] ?? null,
            weight: d.weights[c],
          }))}
          columns={[
            { title: t('level:score.criterion'), dataIndex: 'key', render: (c: string) => t(`level:criterion.${c}`) },
            { title: t('level:score.value'), dataIndex: 'value', render: shown },
            { title: t('level:score.weight'), dataIndex: 'weight', render: (w: number) => `${w} %` },
          ]}
        />
      </Card>
      <Card size="small" title={t('level:section.history')}>
        <Table
          rowKey="id"
          size="small"
          dataSource={d.list}
          scroll={{ x: 640 }}
          data-testid="standing-history"
          pagination={{ current: page, pageSize: 10, total: d.total, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { title: t('level:score.period'), dataIndex: 'period' },
            { title: t('level:score.score'), render: (_, r) => shown(r.overrideScore ?? r.score) },
            ...SCORE_CRITERIA.map((c) => ({
              title: t(`level:criterion.${c}`),
              render: (_: unknown, r: StandingData['list'][number]) => shown(r.components[c]),
            })),
            { title: t('level:score.orders'), dataIndex: 'orders' },
            { title: t('level:field.level'), dataIndex: 'levelName', render: (v: string | null) => v ?? '—' },
            { title: t('level:score.computed'), dataIndex: 'computedAt', render: day },
          ]}
        />
      </Card>
    </Space>
  );
}
