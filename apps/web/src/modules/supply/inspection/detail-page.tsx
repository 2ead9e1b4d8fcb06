import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Image, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inspectionApi, type InspectionInfo } from '@shop/shared/api/supply-inspection';
import { pickLocalized } from '../../../components/localized.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { inspections } from './api.ts';
import { ChecksForm } from './checks-form.tsx';
import { DraftCard } from './draft-card.tsx';
import { RuleText, StageTag, StateTag, StageReason, when } from './parts.tsx';
import './inspection.css';

/**
 * /supplier/inspection/detail?id=: the lot, the rule in force and why, the checks form for staff
 * while under inspection, the results with photos and the inspector; a failed lot's draft violation.
 * A supplier reads its own, and may cancel its request not yet inspected.
 */
export function InspectionDetailPage(): ReactNode {
  const { t, i18n } = useTranslation(['inspection', 'common']);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const info = useQuery({
    queryKey: inspections.keys.info(valid ? id : 0),
    queryFn: () => callApi(inspectionApi.info, { id }),
    enabled: valid,
  });
  const can = useCan();
  if (!valid) return <Empty description={t('inspection:not_found')} />;
  if (info.isPending) return <Skeleton active />;
  if (!info.data) return <Empty description={t('inspection:not_found')} />;
  const r: InspectionInfo = info.data;
  const inspecting = r.state === 'under_inspection' && can('supply_inspection_check');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="inspection-detail">
      <Card
        title={t('inspection:detail.title', { id: r.id })}
        extra={
          <Space>
            <StateTag state={r.state} />
            {r.origin === 'request' && r.state === 'under_inspection' && can('supply_inspection_request') ? (
              <CancelButton id={r.id} />
            ) : null}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('inspection:field.supplier')}>{r.supplierName}</Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.product')}>
            {pickLocalized(r.productName, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.lot')}>{r.lot}</Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.quantity')}>{r.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.warehouse')}>{r.warehouseName}</Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.origin')}>
            {t(`inspection:origin.${r.origin}`)}
            {r.shipmentId ? ` · ${t('inspection:field.shipment')} ${r.shipmentId}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.controlPoint')}>{r.controlPointName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.stage')}>
            <StageTag stage={r.stage} /> <StageReason reason={r.stageReason} />
          </Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.rule')}>
            {r.rule ? <RuleText rule={r.rule} /> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.chargeback')}>
            {r.chargeback > 0 ? formatMoney(r.chargeback, defaultCurrency(), i18n.language) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.inspector')}>{r.inspectorName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('inspection:field.inspectedAt')}>{when(r.inspectedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {inspecting ? <ChecksForm record={r} /> : <ResultsCard record={r} />}
      {r.draftState !== 'none' ? <DraftCard record={r} /> : null}
      {r.state === 'under_inspection' && !inspecting ? (
        <Alert type="info" showIcon message={t('inspection:waiting')} />
      ) : null}
    </Space>
  );
}

function CancelButton({ id }: { id: number }): ReactNode {
  const { t } = useTranslation(['inspection', 'common']);
  const { message } = App.useApp();
  const cancel = inspections.useChange('cancel', {
    onSuccess: () => void message.success(t('inspection:cancelled_done')),
  });
  return (
    <Popconfirm title={t('inspection:cancel_question')} onConfirm={() => cancel.mutate({ id })}>
      <Button danger size="small" loading={cancel.isPending} data-testid="inspection-cancel">
        {t('inspection:cancel')}
      </Button>
    </Popconfirm>
  );
}

function ResultsCard({ record: r }: { record: InspectionInfo }): ReactNode {
  const { t } = useTranslation(['inspection', 'common']);
  const byKey = new Map(r.results.map((x) => [x.key, x]));
  const rows = r.checks.map((c) => ({ ...c, result: byKey.get(c.key) }));
  return (
    <Card title={t('inspection:detail.results')}>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="inspection-results"
        locale={{ emptyText: t('inspection:no_checks') }}
        columns={[
          { title: t('inspection:check.label'), dataIndex: 'label' },
          {
            title: t('inspection:check.kind.title'),
            dataIndex: 'kind',
            render: (k: string) => t(`inspection:check.kind.${k}`),
          },
          {
            title: t('inspection:check.expected'),
            key: 'expected',
            render: (_: unknown, c) => (c.kind === 'measure' ? `${c.target} ± ${c.tolerance} ${c.unit}` : '—'),
          },
          {
            title: t('inspection:check.result'),
            key: 'result',
            render: (_: unknown, c) =>
              c.result ? (
                <Tag color={c.result.passed ? 'success' : 'error'}>
                  {c.result.value !== null ? `${c.result.value} ${c.unit} · ` : ''}
                  {t(c.result.passed ? 'inspection:check.pass' : 'inspection:check.fail')}
                </Tag>
              ) : (
                '—'
              ),
          },
          {
            title: t('inspection:check.photos'),
            key: 'photos',
            render: (_: unknown, c) => (
              <Image.PreviewGroup>
                {(c.result?.photos ?? []).map((p) => (
                  <Image key={p} src={p} width={48} height={48} />
                ))}
              </Image.PreviewGroup>
            ),
          },
          { title: t('inspection:check.note'), key: 'note', render: (_: unknown, c) => c.result?.note || '' },
        ]}
      />
      {r.note ? <p className="inspection-note">{r.note}</p> : null}
    </Card>
  );
}
