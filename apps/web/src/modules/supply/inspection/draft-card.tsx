import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InspectionInfo } from '@shop/shared/api/supply-inspection';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { useTypeOptions } from '../violation/api.ts';
import { inspections } from './api.ts';

/**
 * A failed lot's violation, drafted for review: staff pick its type and confirm it into the
 * violation ledger (the photos as evidence), or dismiss it with a reason. Suppliers see its state.
 */
export function DraftCard({ record: r }: { record: InspectionInfo }): ReactNode {
  const { t, i18n } = useTranslation(['inspection', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const reviewing = r.draftState === 'pending' && can('supply_inspection_check') && can('supply_violation_index');
  const types = useTypeOptions(reviewing);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [info, setInfo] = useState('');
  const [reason, setReason] = useState('');
  const confirm = inspections.useChange('confirmDraft', {
    onSuccess: () => void message.success(t('inspection:draft.confirmed_done')),
  });
  const dismiss = inspections.useChange('dismissDraft', {
    onSuccess: () => void message.success(t('inspection:draft.dismissed_done')),
  });
  return (
    <Card
      title={t('inspection:draft.title')}
      extra={
        <Tag color={r.draftState === 'pending' ? 'warning' : 'default'}>
          {t(`inspection:draft.state.${r.draftState}`)}
        </Tag>
      }
      data-testid="inspection-draft"
    >
      <p>{t('inspection:draft.text', { id: r.id, lot: r.lot })}</p>
      {r.violationId ? (
        <Link to={`/supplier/violation?keyword=${encodeURIComponent(`inspection:${r.id}`)}`}>
          {t('inspection:draft.open_violation', { id: r.violationId })}
        </Link>
      ) : null}
      {reviewing ? (
        <Form layout="vertical">
          <Form.Item label={t('inspection:draft.type')} required>
            <Select
              style={{ maxWidth: 360 }}
              value={typeId}
              onChange={setTypeId}
              loading={types.isPending}
              data-testid="inspection-draft-type"
              options={(types.data?.list ?? [])
                .filter((x) => x.enabled)
                .map((x) => ({ value: x.id, label: `${x.code} · ${pickLocalized(x.name, i18n.language)}` }))}
            />
          </Form.Item>
          <Form.Item label={t('inspection:draft.info')}>
            <Input.TextArea value={info} onChange={(e) => setInfo(e.target.value)} maxLength={500} autoSize />
          </Form.Item>
          <Space wrap>
            <Popconfirm
              title={t('inspection:draft.confirm_question')}
              onConfirm={() => confirm.mutate({ id: r.id, typeId: typeId ?? 0, info })}
              disabled={!typeId}
            >
              <Button
                type="primary"
                danger
                disabled={!typeId}
                loading={confirm.isPending}
                data-testid="inspection-draft-confirm"
              >
                {t('inspection:draft.confirm')}
              </Button>
            </Popconfirm>
            <Input
              style={{ width: 260 }}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('inspection:draft.reason')}
              maxLength={500}
            />
            <Popconfirm
              title={t('inspection:draft.dismiss_question')}
              onConfirm={() => dismiss.mutate({ id: r.id, reason })}
              disabled={!reason.trim()}
            >
              <Button disabled={!reason.trim()} loading={dismiss.isPending}>
                {t('inspection:draft.dismiss')}
              </Button>
            </Popconfirm>
          </Space>
        </Form>
      ) : null}
    </Card>
  );
}
