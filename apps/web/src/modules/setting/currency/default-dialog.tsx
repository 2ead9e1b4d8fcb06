import { Alert, App, Modal, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyRow } from '@shop/shared/api/currency';
import { currencies, defaultSwitchRefresh } from './api.ts';
import { rateText, rebasedRate } from './rates.ts';

/**
 * Asks before `currency` becomes the default: shows every rate as it will be against it, and
 * says what changes (amounts kept in the default currency are converted at today's rate; orders'
 * own amounts stay as they are).
 */
export function DefaultSwitchDialog({ currency, onClose }: { currency: CurrencyRow | null; onClose: () => void }) {
  const { t } = useTranslation(['currency', 'common']);
  const { message } = App.useApp();
  const all = currencies.useList({ pageSize: 100 }, { enabled: currency !== null });
  const current = all.data?.list.find((c) => c.isBase);
  const change = currencies.useChange('makeDefault', {
    refresh: { success: [currencies.keys.all, ...defaultSwitchRefresh] },
    onSuccess: (done) => {
      void message.success(t('currency:default_done', { code: done.code, previous: done.previous, rates: done.rates }));
      onClose();
    },
  });
  if (!currency) return null;
  const rows = (all.data?.list ?? []).map((c) => ({
    code: c.code,
    before: c.rate,
    after: c.code === currency.code ? 1 : rebasedRate(c.rate, currency.rate),
  }));
  const body: ReactNode = (
    <>
      <p>{t('currency:default_confirm_text', { code: currency.code, previous: current?.code ?? '' })}</p>
      <Alert type="warning" showIcon title={t('currency:default_confirm_amounts')} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        rowKey="code"
        pagination={false}
        loading={all.isLoading}
        dataSource={rows}
        data-testid="currency-default-preview"
        columns={[
          { title: t('currency:field.code'), dataIndex: 'code' },
          { title: t('currency:rate_now'), dataIndex: 'before', align: 'right', render: (r: number) => rateText(r) },
          { title: t('currency:rate_after'), dataIndex: 'after', align: 'right', render: (r: number) => rateText(r) },
        ]}
      />
    </>
  );
  return (
    <Modal
      open
      title={t('currency:default_confirm_title', { code: currency.code })}
      onCancel={onClose}
      onOk={() => change.mutate({ code: currency.code, version: currency.version })}
      okText={t('currency:make_default')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: change.isPending, danger: true, 'data-testid': 'currency-default-confirm' }}
      width={560}
    >
      {body}
    </Modal>
  );
}
