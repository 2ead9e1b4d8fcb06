import { Form, Image, Input, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS } from '@shop/shared/constants';
import { SETTLEMENT_LIMITS, settlementApi, type SettlementRow } from '@shop/shared/api/supply-settlement';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { ApiError } from '../../../lib/request.ts';

/** Voucher pictures go to the settlement's own upload (JPG or PNG, checked by content). */
const VOUCHER_UPLOAD = settlementApi.upload.path;
const VOUCHER_BYTES = IMAGE_KINDS.feedback.maxBytes;

export interface VoucherValues {
  voucherRef?: string;
  voucherFile?: string[];
  voucherAmount: string;
}

const VOUCHER_FIELDS = ['voucherRef', 'voucherFile', 'voucherAmount'] as const;

/** The server's refusal of a voucher, on the fields it names (the message says what to change). */
export function showVoucherErrors(form: FormInstance<VoucherValues>, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const named = error.fieldErrors.filter((e) => (VOUCHER_FIELDS as readonly string[]).includes(e.field));
  form.setFields(named.map((e) => ({ name: e.field as keyof VoucherValues, errors: [error.message] })));
}

/** A settled batch's voucher: the bank reference, the picture (click to see it whole), the amount and who settled. */
export function VoucherFacts({ row }: { row: SettlementRow }): ReactNode {
  const { t, i18n } = useTranslation('settlement');
  const amount = row.voucherAmount === null ? '—' : formatMoney(row.voucherAmount, row.currency, i18n.language);
  return (
    <Space align="center" wrap size="middle" data-testid="settlement-voucher">
      {row.voucherFile ? (
        <Image
          src={row.voucherThumb || row.voucherFile}
          preview={{ src: row.voucherFile }}
          height={64}
          style={{ width: 'auto', maxWidth: 128, objectFit: 'contain', borderRadius: 4 }}
          alt={t('field.voucherFile')}
          data-testid="settlement-voucher-picture"
        />
      ) : null}
      <span>
        {row.voucherRef || t('voucher_picture_only')} · {amount} · {row.settledByName}
      </span>
    </Space>
  );
}

/**
 * The voucher of the settle form: the bank reference and the voucher picture side by side (one of
 * the two at least), then the amount, which must equal the batch total.
 */
export function VoucherFields({ form }: { form: FormInstance<VoucherValues> }): ReactNode {
  const { t } = useTranslation(['settlement', 'common']);
  const oneOfTwo = {
    validator: async () => {
      const ref = (form.getFieldValue('voucherRef') as string | undefined)?.trim();
      const files = form.getFieldValue('voucherFile') as string[] | undefined;
      if (!ref && !files?.length) throw new Error(t('settlement:voucher_missing'));
    },
  };
  return (
    <div className="settlement-voucher-fields">
      <Space align="start" wrap size="large">
        <Form.Item
          name="voucherRef"
          label={t('settlement:field.voucherRef')}
          dependencies={['voucherFile']}
          rules={[oneOfTwo]}
          extra={t('settlement:voucher_rule')}
        >
          <Input
            maxLength={SETTLEMENT_LIMITS.referenceMax}
            style={{ width: 240 }}
            data-testid="settlement-voucher-ref"
          />
        </Form.Item>
        <Form.Item name="voucherFile" label={t('settlement:field.voucherFile')}>
          <ImageUpload action={VOUCHER_UPLOAD} max={1} maxBytes={VOUCHER_BYTES} testId="settlement-voucher-upload" />
        </Form.Item>
      </Space>
      <Form.Item
        name="voucherAmount"
        label={t('settlement:field.voucherAmount')}
        rules={[{ required: true, message: t('settlement:voucher_required') }]}
      >
        <Input style={{ width: 240 }} data-testid="settlement-voucher-amount" />
      </Form.Item>
    </div>
  );
}
