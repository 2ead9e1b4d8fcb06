import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, InputNumber, Modal, Select, Space, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { demandApi } from '@shop/shared/api/supply-demand';
import { CRITERIA, DEFAULT_WEIGHTS, tenderApi, weightSum, type TenderWeights } from '@shop/shared/api/supply-tender';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { tenders, TENDER_INFO_PATH } from './api.ts';

interface Values {
  demandId: number;
  deadline: Dayjs;
  minLevelRank: number | null;
  weights: TenderWeights;
  supplierIds: number[];
}

/**
 * A tender of a demand post (`?action=add&demandId=`): deadline, minimum level, weights (their
 * sum shown, 100 required) and the suppliers to invite; those not eligible are shown with the
 * reason and cannot be chosen. The server checks everything again.
 */
export function TenderForm(): ReactNode {
  const { t } = useTranslation(['tender', 'common']);
  const dialog = useActionDialog();
  const open = dialog.is('add');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const demandId = Number(params.get('demandId')) || undefined;
  const [form] = Form.useForm<Values>();
  const weights = Form.useWatch('weights', form) ?? DEFAULT_WEIGHTS;
  const minLevelRank = Form.useWatch('minLevelRank', form);
  const sum = weightSum(weights);
  const posts = useQuery({
    queryKey: ['supplyDemand', 'open-posts'],
    queryFn: () => callApi(demandApi.list, { status: 'open', pageSize: 100 }),
    enabled: open,
  });
  const eligible = useQuery({
    queryKey: ['supplyTender', 'eligible', minLevelRank ?? null],
    queryFn: () => callApi(tenderApi.eligible, { minLevelRank: minLevelRank ?? undefined }),
    enabled: open,
  });
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        demandId,
        deadline: dayjs().add(7, 'day').startOf('hour'),
        minLevelRank: null,
        weights: DEFAULT_WEIGHTS,
        supplierIds: [],
      });
  }, [open, demandId, form]);
  const add = tenders.useChange('add', {
    onSuccess: (info) => {
      dialog.close();
      void navigate(`${TENDER_INFO_PATH}?id=${info.id}`);
    },
  });
  const submit = (v: Values) =>
    add.mutate({ ...v, deadline: v.deadline.toISOString(), minLevelRank: v.minLevelRank ?? null });
  return (
    <Modal
      open={open}
      title={t('tender.add')}
      onCancel={dialog.close}
      onOk={() => form.submit()}
      okText={t('tender.create')}
      confirmLoading={add.isPending}
      okButtonProps={{ disabled: sum !== 100, 'data-testid': 'tender-save' } as ButtonProps}
      destroyOnHidden
      width={680}
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="tender-form">
        <Form.Item name="demandId" label={t('field.demand')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={posts.isPending}
            options={(posts.data?.list ?? []).map((d) => ({ value: d.id, label: `#${d.id} ${d.title}` }))}
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="deadline" label={t('field.bid_deadline')} rules={[{ required: true }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d < dayjs()} />
          </Form.Item>
          <Form.Item name="minLevelRank" label={t('field.min_level')} extra={t('tender.min_level_help')}>
            <InputNumber min={1} max={100} precision={0} placeholder={t('tender.any_level')} />
          </Form.Item>
        </Space>
        <Typography.Text strong>{t('field.weights')}</Typography.Text>
        <Space size="middle" wrap style={{ display: 'flex', marginTop: 8 }}>
          {CRITERIA.map((c) => (
            <Form.Item key={c} name={['weights', c]} label={t(`criterion.${c}`)} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} precision={0} addonAfter="%" style={{ width: 110 }} />
            </Form.Item>
          ))}
        </Space>
        <Alert
          type={sum === 100 ? 'success' : 'error'}
          showIcon
          message={t('tender.weight_sum', { sum })}
          data-testid="weight-sum"
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="supplierIds" label={t('field.invitees')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            loading={eligible.isPending}
            data-testid="tender-invitees"
            optionFilterProp="label"
            options={(eligible.data?.list ?? []).map((s) => ({
              value: s.id,
              label: s.eligible ? `${s.name} · ${s.levelName ?? '—'}` : `${s.name} — ${s.reason}`,
              disabled: !s.eligible,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
