import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, demandApi } from '@shop/shared/api/supply-demand';
import { MoneyInput } from '../../../components/money-input.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { demands } from './api.ts';

interface Values {
  title: string;
  productId: number | null;
  spec: string;
  quantity: number;
  targetPrice: number | null;
  deadline: Dayjs;
  warehouseId: number;
}

/** What a suggestion hands to a new post: a product (low stock) or a specification (a searched keyword). */
export interface DemandDraft {
  productId: number | null;
  title: string;
  spec?: string;
  quantity?: number;
  warehouseId: number | null;
}

/**
 * The post form (`?action=add`, `?action=edit&id=`): a catalog product or a specification,
 * quantity, target price, deadline (in the future), destination warehouse.
 */
export function DemandForm({ draft }: { draft: DemandDraft | null }): ReactNode {
  const { t, i18n } = useTranslation(['tender', 'common']);
  const dialog = useActionDialog();
  const editing = dialog.is('edit') ? dialog.id : null;
  const open = dialog.is('add') || editing !== null;
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const record = demands.useRecord(editing);
  const options = useQuery({
    queryKey: ['supplyDemand', 'options', keyword],
    queryFn: () => callApi(demandApi.options, { keyword: keyword || undefined }),
    enabled: open,
  });
  // filled once per opening (and when the edited record arrives), not again while the user types
  useEffect(() => {
    if (!open) return;
    const r = record.data;
    if (editing !== null && r)
      form.setFieldsValue({ ...r, deadline: dayjs(r.deadline), spec: r.spec, productId: r.productId });
    else if (editing === null)
      form.setFieldsValue({
        title: draft?.title ?? '',
        productId: draft?.productId ?? null,
        spec: draft?.spec ?? '',
        quantity: draft?.quantity ?? 100,
        targetPrice: null,
        deadline: dayjs().add(14, 'day').startOf('hour'),
        warehouseId: draft?.warehouseId ?? undefined,
      });
  }, [open, editing, record.data, draft, form]);
  const firstWarehouse = options.data?.warehouses[0]?.id;
  useEffect(() => {
    if (open && firstWarehouse && !form.getFieldValue('warehouseId')) form.setFieldValue('warehouseId', firstWarehouse);
  }, [open, firstWarehouse, form]);
  const add = demands.useChange('add', { onSuccess: () => dialog.close() });
  const edit = demands.useChange('edit', { onSuccess: () => dialog.close() });
  const submit = (v: Values) => {
    const body = { ...v, spec: v.spec ?? '', deadline: v.deadline.toISOString(), productId: v.productId ?? null };
    if (editing !== null) edit.mutate({ ...body, id: editing, version: record.data?.version });
    else add.mutate(body);
  };
  const productOptions = (options.data?.products ?? []).map((p) => ({
    value: p.id,
    label: `${p.name[i18n.language as 'en'] || p.name.en || p.name['zh-CN']} (${p.sku})`,
  }));
  if (record.data?.productId && !productOptions.some((o) => o.value === record.data?.productId))
    productOptions.push({ value: record.data.productId, label: `#${record.data.productId}` });
  return (
    <Modal
      open={open}
      title={editing !== null ? t('demand.edit') : t('demand.add')}
      onCancel={dialog.close}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      confirmLoading={add.isPending || edit.isPending}
      destroyOnHidden
      width={620}
      okButtonProps={{ 'data-testid': 'demand-save' } as ButtonProps}
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="demand-form">
        <Form.Item name="title" label={t('field.title')} rules={[{ required: true, max: DEMAND_LIMITS.titleMax }]}>
          <Input data-testid="demand-title" />
        </Form.Item>
        <Form.Item name="productId" label={t('field.product')} extra={t('demand.product_or_spec')}>
          <Select
            allowClear
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            options={productOptions}
            loading={options.isPending}
          />
        </Form.Item>
        <Form.Item name="spec" label={t('field.spec')} rules={[{ max: DEMAND_LIMITS.specMax }]}>
          <Input.TextArea rows={3} data-testid="demand-spec" />
        </Form.Item>
        <Form.Item name="quantity" label={t('field.quantity')} rules={[{ required: true }]}>
          <InputNumber min={1} max={DEMAND_LIMITS.quantityMax} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="targetPrice" label={t('field.target_price')}>
          <MoneyInput currency={defaultCurrency()} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="deadline" label={t('field.deadline')} rules={[{ required: true }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d < dayjs()} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('field.warehouse')} rules={[{ required: true }]}>
          <Select
            options={(options.data?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))}
            style={{ width: 260 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
