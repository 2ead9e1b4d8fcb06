import { Form, Input, InputNumber, Modal, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentInfo, ShipmentItemData } from '@shop/shared/api/supply-logistics';
import { notify } from '../../../lib/notify.ts';
import { shipments } from './api.ts';

interface ReceiptValues {
  lines: { itemId: number; receivedQuantity: number; note: string }[];
  note: string;
}

/** Staff: the goods counted at the warehouse, per item, with a note on any difference; then inspection. */
export function ReceiveDialog(props: { shipment: ShipmentInfo; open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['shipment', 'common']);
  const { shipment: s } = props;
  const [form] = Form.useForm<ReceiptValues>();
  const receive = shipments.useChange('receive', {
    onSuccess: () => {
      notify.success(t('shipment:received_done'));
      props.onClose();
    },
  });
  const lines = Form.useWatch('lines', form);
  const initial: ReceiptValues = {
    lines: s.items.map((i) => ({ itemId: i.id, receivedQuantity: i.quantity, note: '' })),
    note: '',
  };
  return (
    <Modal
      open={props.open}
      title={t('shipment:receive_title', { waybill: s.waybill })}
      okText={t('shipment:receive_confirm')}
      cancelText={t('common:action.cancel')}
      width={760}
      destroyOnHidden
      confirmLoading={receive.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'shipment-receive-ok' } as never}
    >
      <p>{t('shipment:receive_hint')}</p>
      <Form<ReceiptValues>
        form={form}
        initialValues={initial}
        preserve={false}
        onFinish={(v) => receive.mutate({ id: s.id, version: s.version, lines: v.lines, note: v.note })}
      >
        <Table<ShipmentItemData>
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={s.items}
          columns={[
            { title: t('shipment:field.productId'), render: (_: unknown, i) => `${i.productName} · ${i.sku}` },
            { title: t('shipment:field.lot'), dataIndex: 'lot', width: 110 },
            { title: t('shipment:field.quantity'), dataIndex: 'quantity', width: 80, align: 'right' },
            {
              title: t('shipment:field.received'),
              width: 130,
              render: (_: unknown, i, n) => {
                const got = lines?.[n]?.receivedQuantity;
                const diff = typeof got === 'number' ? got - i.quantity : 0;
                return (
                  <>
                    <Form.Item name={['lines', n, 'itemId']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={['lines', n, 'receivedQuantity']} rules={[{ required: true }]} noStyle>
                      <InputNumber min={0} precision={0} data-testid={`shipment-receive-qty-${n}`} />
                    </Form.Item>
                    {diff !== 0 ? (
                      <div className="shipment-timeline-note">
                        {diff < 0 ? t('shipment:difference', { n: -diff }) : t('shipment:surplus', { n: diff })}
                      </div>
                    ) : null}
                  </>
                );
              },
            },
            {
              title: t('shipment:field.receiptNote'),
              width: 180,
              render: (_: unknown, _i, n) => (
                <Form.Item name={['lines', n, 'note']} noStyle>
                  <Input maxLength={200} />
                </Form.Item>
              ),
            },
          ]}
        />
        <Form.Item name="note" label={t('shipment:field.note')} style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
