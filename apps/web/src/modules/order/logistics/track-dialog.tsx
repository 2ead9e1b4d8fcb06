import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  earliestTrackingTime,
  logisticsTrackBody,
  TRACKING_RULES,
  TRACKING_STATUSES,
  type TrackingStatus,
} from '@shop/shared/api/logistics';
import { zodRule } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';
import { shipments } from './api.ts';

export interface TrackTarget {
  id: number;
  waybill: string;
  shippedOn: string;
  lastEventAt: string | null;
}

interface Values {
  at: Dayjs;
  status: TrackingStatus;
  location?: string;
  description?: string;
}

const bodyOf = (shipmentId: number, v: Values) => ({
  shipmentId,
  at: v.at.toISOString(),
  status: v.status,
  location: v.location?.trim() ?? '',
  description: v.description?.trim() ?? '',
});

/**
 * A tracking event entered by hand: time (not before the shipping date or the last event, not in the future), status,
 * place, note.
 */
export function TrackDialog({ target, onClose }: { target: TrackTarget | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['logistics', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    // Now, or the last event's time when that is later (a clock a little ahead): never before it.
    const now = dayjs().millisecond(0);
    const last = target.lastEventAt ? dayjs(target.lastEventAt) : null;
    form.setFieldsValue({ at: last && last.isAfter(now) ? last : now, status: 'in_transit' });
  }, [target, form]);

  const save = shipments.useChange('track', {
    onSuccess: () => {
      void message.success(t('logistics:track.saved'));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'at'))
        form.setFields([{ name: 'at', errors: [error.message] }]);
      else void message.error(error.message);
    },
  });

  const earliest = target ? dayjs(target.lastEventAt ?? earliestTrackingTime(target.shippedOn)) : dayjs();
  return (
    <Modal
      open={target !== null}
      title={target ? t('logistics:track.title', { waybill: target.waybill }) : ''}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'logistics-track-save' } as Record<string, string>}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(bodyOf(target!.id, v))}
        disabled={save.isPending}
        data-testid="logistics-track-form"
      >
        <Form.Item
          name="at"
          label={t('logistics:field.event_time')}
          extra={
            target?.lastEventAt
              ? t('logistics:track.after_last', { time: earliest.format('YYYY-MM-DD HH:mm') })
              : undefined
          }
          rules={[
            { required: true, message: t('common:field_error.required') },
            {
              validator: async (_r, v: Dayjs | null) => {
                if (!v) return;
                if (v.isAfter(dayjs().add(TRACKING_RULES.futureSlackMinutes, 'minute')))
                  throw new Error(t('logistics:track.no_future'));
                if (v.isBefore(earliest))
                  throw new Error(t('logistics:track.too_early', { time: earliest.format('YYYY-MM-DD HH:mm') }));
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            data-testid="logistics-track-at"
            disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(earliest, 'day')}
          />
        </Form.Item>
        <Form.Item
          name="status"
          label={t('logistics:field.status')}
          rules={[{ required: true, message: t('common:field_error.required') }]}
        >
          <Select
            data-testid="logistics-track-status"
            options={TRACKING_STATUSES.map((s) => ({ value: s, label: t(`logistics:status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="location"
          label={t('logistics:field.location')}
          rules={[zodRule(logisticsTrackBody.shape.location, t)]}
        >
          <Input maxLength={200} data-testid="logistics-track-location" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('logistics:field.description')}
          rules={[zodRule(logisticsTrackBody.shape.description, t)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="logistics-track-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
