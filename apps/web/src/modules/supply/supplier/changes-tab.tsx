import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Modal, Pagination, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierRegisterApi, type SupplierChange } from '@shop/shared/api/supply-supplier';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { suppliers } from './api.ts';
import { ChangeItems } from './change-items.tsx';
import { openFile } from './documents-tab.tsx';
import { DuplicateAlert } from './form.tsx';

const STATUS_COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** Staff: the supplier's profile changes, newest first; a pending one is approved or rejected with a reason. */
export function ChangesTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['supplier-changes', supplierId, page],
    queryFn: () => callApi(supplierRegisterApi.changes, { id: supplierId, page, pageSize: 10 }),
  });
  if (list.data && list.data.total === 0) return <Empty description={t('supplier:no_changes')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="supplier-changes">
      {(list.data?.list ?? []).map((c) => (
        <ChangeCard key={c.id} change={c} />
      ))}
      {list.data && list.data.total > 10 ? (
        <Pagination current={page} pageSize={10} total={list.data.total} onChange={setPage} />
      ) : null}
    </Space>
  );
}

/** One change: who and when, its status, duplicates, items, and the decision buttons while pending. */
export function ChangeCard({ change: c, readOnly }: { change: SupplierChange; readOnly?: boolean }): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const can = useCan();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = suppliers.useChange('decide', {
    onSuccess: (d) => {
      void message.success(t(d.status === 'approved' ? 'supplier:approved_done' : 'supplier:rejected_done'));
      setRejecting(false);
    },
    onError: (e) => void message.error(e.message),
  });
  const mayDecide = !readOnly && c.status === 'pending' && can('supply_supplier_edit');
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {t('supplier:change_title', { round: c.round })}
          <Tag color={STATUS_COLORS[c.status]}>{t(`supplier:change_status.${c.status}`)}</Tag>
        </Space>
      }
      extra={
        <span className="supplier-muted">
          {c.submittedBy} · {dayjs(c.submittedAt).format('YYYY-MM-DD HH:mm')}
        </span>
      }
    >
      {c.duplicates.length > 0 ? <DuplicateAlert duplicates={c.duplicates} /> : null}
      <ChangeItems
        change={c}
        openFile={(kind) => void openFile(callApi(supplierRegisterApi.changeFile, { id: c.id, kind: kind as never }))}
      />
      {c.status !== 'pending' ? (
        <p className="supplier-block supplier-muted">
          {t('supplier:decided_by', { name: c.decidedBy ?? '—', at: dayjs(c.decidedAt).format('YYYY-MM-DD HH:mm') })}
          {c.reason ? ` · ${t('supplier:standing_reason', { reason: c.reason })}` : ''}
        </p>
      ) : null}
      {mayDecide ? (
        <Space className="supplier-block">
          <Button
            type="primary"
            loading={decide.isPending}
            onClick={() => decide.mutate({ id: c.id, decision: 'approve', reason: '' })}
            data-testid={`supplier-change-approve-${c.id}`}
          >
            {t('supplier:approve')}
          </Button>
          <Button danger onClick={() => setRejecting(true)} data-testid={`supplier-change-reject-${c.id}`}>
            {t('supplier:reject')}
          </Button>
        </Space>
      ) : null}
      <Modal
        open={rejecting}
        title={t('supplier:reject_title')}
        okText={t('supplier:reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: decide.isPending }}
        cancelText={t('common:action.cancel')}
        onOk={() => decide.mutate({ id: c.id, decision: 'reject', reason })}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('supplier:reason_required')}
          aria-label={t('supplier:field.reason')}
        />
      </Modal>
    </Card>
  );
}
