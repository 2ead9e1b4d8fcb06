import { App, Form, Input, InputNumber, Modal, Radio, Select, Skeleton, Switch } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { currencyAddBody, currencyApi, type CurrencyRow } from '@shop/shared/api/currency';
import { isoCurrencies, isoCurrency } from '@shop/shared/iso-currencies';
import { schemaFields } from '../../../components/crud/form-fields.tsx';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { currencies } from './api.ts';
import { previewAmount, symbolOf } from './preview.ts';
import type { CurrencyDialog } from './use-currency-dialog.ts';

interface Values {
  code: string;
  name: string;
  symbol: string;
  symbolRight: boolean;
  decimals: number;
  rate: number | null;
  enabled: boolean;
}

const INITIAL: Values = { code: '', name: '', symbol: '', symbolRight: false, decimals: 2, rate: null, enabled: true };

/** How the form's set-up writes an amount, while it is typed. */
function Preview(): ReactNode {
  const { t, i18n } = useTranslation('currency');
  const symbol = (Form.useWatch('symbol') as string | undefined) ?? '';
  const right = Boolean(Form.useWatch('symbolRight'));
  const decimals = Number(Form.useWatch('decimals') ?? 2);
  if (!symbol.trim()) return null;
  return (
    <p className="form-hint" data-testid="currency-preview">
      {t('currency:preview')} {previewAmount(symbol.trim(), right, decimals, i18n.language)}
    </p>
  );
}

/**
 * Add or edit a currency. Adding picks an ISO 4217 code, which fills the name, the symbol and the
 * minor digits; the digits are kept afterwards (amounts are stored in minor units). The default's
 * rate is 1.
 */
export function CurrencyFormModal({ dialog }: { dialog: CurrencyDialog }): ReactNode {
  const { t, i18n } = useTranslation(['currency', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const editing = dialog.action === 'edit' && dialog.code !== null;
  const open = dialog.action === 'add' || editing;
  const record = useQuery({
    queryKey: [...currencies.keys.all, 'info', dialog.code ?? ''],
    queryFn: () => callApi(currencyApi.info, { code: dialog.code! }),
    enabled: editing,
  });
  const existing = currencies.useList({ pageSize: 100 }, { enabled: dialog.action === 'add' });
  const field = schemaFields(currencyAddBody.shape, t, 'currency');
  const onDone = (c: CurrencyRow) => {
    void message.success(t(editing ? 'currency:saved' : 'currency:added', { code: c.code }));
    dialog.close();
  };
  const onError = (error: Error) => {
    if (!applyServerErrors(form, error, t)) void message.error(error.message);
  };
  const add = currencies.useChange('add', { onSuccess: onDone, onError });
  const edit = currencies.useChange('edit', { onSuccess: onDone, onError });
  const row = record.data;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing && row) form.setFieldsValue({ ...row });
    else if (!editing) form.setFieldsValue(INITIAL);
  }, [open, editing, row, form]);

  const taken = useMemo(() => new Set((existing.data?.list ?? []).map((c) => c.code)), [existing.data]);
  const options = useMemo(
    () =>
      isoCurrencies()
        .filter((c) => !taken.has(c.code))
        .map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
    [taken],
  );

  const pick = (code: string) => {
    const iso = isoCurrency(code);
    if (!iso) return;
    form.setFieldsValue({ name: iso.name, decimals: iso.digits, symbol: symbolOf(code, i18n.language) });
  };

  const submit = (v: Values) => {
    const common = {
      name: v.name ?? '',
      symbol: v.symbol ?? '',
      symbolRight: Boolean(v.symbolRight),
      rate: v.rate ?? 0,
    };
    if (editing && row)
      edit.mutate({ ...common, code: row.code, version: row.version, rate: row.isBase ? 1 : common.rate });
    else add.mutate({ ...common, code: v.code, decimals: v.decimals, enabled: v.enabled ?? true });
  };

  return (
    <Modal
      open={open}
      title={editing ? t('currency:edit', { code: dialog.code }) : t('currency:add')}
      onCancel={dialog.close}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: add.isPending || edit.isPending, 'data-testid': 'currency-form-submit' }}
      destroyOnHidden
      width={580}
    >
      {editing && !row ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="currency-form" preserve={false}>
          {editing ? (
            <Form.Item label={t('currency:field.code')}>
              <code>{row?.code}</code>
            </Form.Item>
          ) : (
            <Form.Item {...field('code')} required extra={t('currency:code_hint')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={options}
                onChange={pick}
                placeholder={t('currency:code_placeholder')}
                data-testid="currency-code-input"
              />
            </Form.Item>
          )}
          <Form.Item {...field('name')} required>
            <Input maxLength={64} data-testid="currency-name-input" />
          </Form.Item>
          <Form.Item {...field('symbol')} required>
            <Input maxLength={8} style={{ width: 160 }} data-testid="currency-symbol-input" />
          </Form.Item>
          <Form.Item name="symbolRight" label={t('currency:field.symbolRight')}>
            <Radio.Group data-testid="currency-side-input">
              <Radio value={false}>{t('currency:side.left')}</Radio>
              <Radio value={true}>{t('currency:side.right')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            {...(editing ? { name: 'decimals', label: t('currency:field.decimals') } : field('decimals'))}
            extra={t(editing ? 'currency:decimals_kept' : 'currency:decimals_hint')}
          >
            <InputNumber<number>
              min={0}
              max={4}
              precision={0}
              disabled={editing}
              data-testid="currency-decimals-input"
            />
          </Form.Item>
          <Form.Item
            {...field('rate')}
            required
            extra={row?.isBase ? t('currency:rate_default') : t('currency:rate_hint')}
          >
            <InputNumber<number>
              min={0}
              step={0.0001}
              precision={undefined}
              disabled={row?.isBase}
              style={{ width: 220 }}
              data-testid="currency-rate-input"
            />
          </Form.Item>
          <Preview />
          {editing ? null : (
            <Form.Item name="enabled" label={t('currency:field.enabled')} valuePropName="checked">
              <Switch
                checkedChildren={t('common:status.enabled')}
                unCheckedChildren={t('common:status.disabled')}
                data-testid="currency-enabled-input"
              />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
