import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { ApiError } from '../../lib/request.ts';

/**
 * What the review dialogs of supplier submissions (bank changes, invoices) share: the reason field,
 * the answers of a decision (the namespace's `approved_done` / `rejected_done` told, the dialog
 * closed; a reason refused shown on its field, anything else as a message) and the decision's body.
 */
export function useDecisionForm(ns: 'bank' | 'invoice', close: () => void) {
  const { t } = useTranslation([ns]);
  const [form] = Form.useForm<{ reason: string }>();
  return {
    form,
    answers: {
      onSuccess: (row: { status: string }) => {
        notify.success(t(row.status === 'approved' ? `${ns}:approved_done` : `${ns}:rejected_done`));
        close();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'reason'))
          form.setFields([{ name: 'reason', errors: [error.message] }]);
        else notify.error(error.message, 5);
      },
    },
    body: (row: { id: number; version: number }, decision: 'approve' | 'reject') => ({
      id: row.id,
      decision,
      reason: (form.getFieldValue('reason') as string | undefined) ?? '',
      version: row.version,
    }),
  };
}
