import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS, invoiceAuditApi, invoiceOwnApi } from '@shop/shared/api/supply-invoice';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { useDecisionForm } from '../decision.ts';
import { invoiceAudit, invoiceOwn } from './api.ts';
import { InvoiceFacts, InvoicePreview } from './parts.tsx';

/**
 * One invoice in a dialog (`?action=review&id=N` for staff, `?action=view&id=N` for the
 * supplier): the file or link, the amount against the settled amount; staff approve (after a
 * confirmation: final) or reject with a reason.
 */
export function InvoiceDialog({ own }: { own: boolean }): ReactNode {
  const { t } = useTranslation(['invoice', 'common']);
  const can = useCan();
  const dialog = useActionDialog();
  const action = own ? 'view' : 'review';
  const open = dialog.is(action);
  const id = open ? dialog.id : null;
  const { form, answers, body } = useDecisionForm('invoice', dialog.close);
  const entity = own ? invoiceOwn : invoiceAudit;
  const invoice = useQuery({
    queryKey: entity.keys.info(id ?? 0),
    queryFn: () => callApi(own ? invoiceOwnApi.info : invoiceAuditApi.info, { id: id! }),
    enabled: id !== null,
  });
  const decide = invoiceAudit.useChange('decide', answers);
  const row = invoice.data;
  const reviews = !own && row?.status === 'pending' && can(invoiceAuditApi.decide.permission);
  const send = (decision: 'approve' | 'reject') => row && decide.mutate(body(row, decision));
  const close = <Button onClick={dialog.close}>{t('common:action.cancel')}</Button>;
  return (
    <Modal
      open={open}
      title={t(own ? 'invoice:view_title' : 'invoice:review_title')}
      onCancel={dialog.close}
      width={760}
      destroyOnHidden
      footer={
        reviews ? (
          <Space wrap>
            {close}
            <Button danger loading={decide.isPending} onClick={() => send('reject')} data-testid="invoice-reject">
              {t('invoice:reject')}
            </Button>
            <Popconfirm
              title={t('invoice:approve_confirm')}
              okText={t('invoice:approve')}
              cancelText={t('common:action.cancel')}
              onConfirm={() => send('approve')}
            >
              <Button type="primary" loading={decide.isPending} data-testid="invoice-approve">
                {t('invoice:approve')}
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          close
        )
      }
    >
      {invoice.isPending && id !== null ? <Skeleton active /> : null}
      {invoice.isError ? <Alert type="error" showIcon title={t('invoice:load_failed')} /> : null}
      {row ? (
        <div data-testid="invoice-dialog">
          <InvoiceFacts invoice={row} staff={!own} />
          <div className="invoice-section" style={{ marginTop: 12 }}>
            <InvoicePreview invoice={row} own={own} />
          </div>
          {reviews ? (
            <Form form={form} layout="vertical" style={{ marginTop: 16 }} preserve={false}>
              <Form.Item name="reason" label={t('invoice:field.reason')}>
                <Input.TextArea
                  rows={3}
                  maxLength={INVOICE_LIMITS.reasonMax}
                  placeholder={t('invoice:reason_placeholder')}
                  data-testid="invoice-reason"
                />
              </Form.Item>
            </Form>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
