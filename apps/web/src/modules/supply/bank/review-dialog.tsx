import { Alert, Button, Descriptions, Form, Input, Modal, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_LIMITS, bankAuditApi } from '@shop/shared/api/supply-bank';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { useDecisionForm } from '../decision.ts';
import { bankAudit } from './api.ts';
import { MatchTag, StatusTag, when } from './parts.tsx';

/**
 * The review of one bank card change (`?action=review&id=N`): the requested account, each
 * compared name beside its match result, the flags (no match, duplicate account), and approve or
 * reject with a reason (the spec's bank card message offered as the standard one).
 */
export function BankReviewDialog({ coolingDays }: { coolingDays: number }): ReactNode {
  const { t } = useTranslation(['bank', 'common']);
  const can = useCan();
  const dialog = useActionDialog();
  const open = dialog.is('review') && can(bankAuditApi.decide.permission);
  const id = open ? dialog.id : null;
  const { form, answers, body } = useDecisionForm('bank', dialog.close);
  const change = useQuery({
    queryKey: bankAudit.keys.info(id ?? 0),
    queryFn: () => callApi(bankAuditApi.info, { id: id! }),
    enabled: id !== null,
  });
  const decide = bankAudit.useChange('decide', answers);
  const row = change.data;
  const send = (decision: 'approve' | 'reject') => row && decide.mutate(body(row, decision));
  const pending = row?.status === 'pending';
  return (
    <Modal
      open={open}
      title={t('bank:review_title')}
      onCancel={dialog.close}
      width={640}
      destroyOnHidden
      footer={
        pending ? (
          <Space wrap>
            <Button onClick={dialog.close}>{t('common:action.cancel')}</Button>
            <Button danger loading={decide.isPending} onClick={() => send('reject')} data-testid="bank-reject">
              {t('bank:reject')}
            </Button>
            <Popconfirm
              title={t('bank:approve_confirm', { days: coolingDays })}
              okText={t('bank:approve')}
              cancelText={t('common:action.cancel')}
              onConfirm={() => send('approve')}
            >
              <Button type="primary" loading={decide.isPending} data-testid="bank-approve">
                {t('bank:approve')}
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          <Button onClick={dialog.close}>{t('common:action.cancel')}</Button>
        )
      }
    >
      {change.isPending && id !== null ? <Skeleton active /> : null}
      {change.isError ? <Alert type="error" showIcon title={t('bank:load_failed')} /> : null}
      {row ? (
        <div data-testid="bank-review">
          {row.flags.length > 0 ? (
            <Space wrap style={{ marginBottom: 12 }}>
              {row.flags.map((f) => (
                <Tag key={f} color="error" data-testid={`bank-flag-${f}`}>
                  {t(`bank:flag.${f}`, { defaultValue: f })}
                </Tag>
              ))}
            </Space>
          ) : null}
          {row.duplicates.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('bank:duplicate_of', { names: row.duplicates.map((d) => d.supplierName).join(', ') })}
            />
          ) : null}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('bank:field.supplier')}>{row.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('bank:field.bankName')}>
              {row.bankName}
              {row.bankBranch ? <span className="bank-muted"> · {row.bankBranch}</span> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('bank:field.accountNumber')}>
              <span className="bank-number">{row.accountNumber}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('bank:field.accountName')}>{row.accountName}</Descriptions.Item>
            <Descriptions.Item label={t('bank:field.legalPerson')}>
              {row.legalPersonName || '—'} <MatchTag match={row.legalPersonMatch} />
            </Descriptions.Item>
            <Descriptions.Item label={t('bank:field.enterprise')}>
              {row.enterpriseName || '—'} <MatchTag match={row.enterpriseMatch} />
            </Descriptions.Item>
            <Descriptions.Item label={t('bank:field.status')}>
              <StatusTag status={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('bank:field.createdAt')}>{when(row.createdAt)}</Descriptions.Item>
            {!pending ? (
              <>
                <Descriptions.Item label={t('bank:field.reviewer')}>{row.reviewerName ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('bank:field.decidedAt')}>{when(row.decidedAt)}</Descriptions.Item>
                <Descriptions.Item label={t('bank:field.reason')}>{row.reason || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('bank:field.holdUntil')}>{when(row.holdUntil)}</Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          {pending ? (
            <Form form={form} layout="vertical" style={{ marginTop: 16 }} preserve={false}>
              <Form.Item
                name="reason"
                label={t('bank:reason')}
                extra={
                  <Button
                    type="link"
                    size="small"
                    style={{ paddingInline: 0 }}
                    onClick={() => form.setFieldsValue({ reason: t('bank:spec_reason') })}
                  >
                    {t('bank:use_spec_reason')}
                  </Button>
                }
              >
                <Input.TextArea
                  rows={3}
                  maxLength={BANK_LIMITS.reasonMax}
                  placeholder={t('bank:reason_placeholder')}
                  data-testid="bank-reason"
                />
              </Form.Item>
            </Form>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
