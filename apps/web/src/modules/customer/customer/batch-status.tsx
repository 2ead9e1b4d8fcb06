import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@shop/shared/api/customer';
import { customers } from './api.ts';

/** Enable or disable the selected customers, after confirming; the answer says how many changed. */
export function BatchStatus({ selected, onDone }: { selected: CustomerRow[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation(['customer', 'common']);
  const { message, modal } = App.useApp();
  const status = customers.useChange('status', {
    onSuccess: (result) => {
      void message.success(t('customer:batch.done', { count: result.ids.length }));
      onDone();
    },
  });
  if (selected.length === 0) return null;

  const confirm = (enabled: boolean) =>
    modal.confirm({
      title: enabled
        ? t('customer:batch.confirm_enable', { count: selected.length })
        : t('customer:batch.confirm_disable', { count: selected.length }),
      content: enabled ? undefined : t('customer:batch.disable_hint'),
      okText: enabled ? t('customer:action.enable') : t('customer:action.disable'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { danger: !enabled, 'data-testid': 'customer-batch-confirm' },
      maskClosable: false,
      onOk: () => status.mutateAsync({ ids: selected.map((c) => c.id), enabled }).catch(() => undefined),
    });

  return (
    <div className="customer-batch" data-testid="customer-batch">
      <Space wrap size={[8, 8]}>
        <span>{t('customer:batch.selected', { count: selected.length })}</span>
        <Button
          size="small"
          icon={<CheckCircleOutlined />}
          onClick={() => confirm(true)}
          data-testid="customer-batch-enable"
        >
          {t('customer:action.enable')}
        </Button>
        <Button
          size="small"
          danger
          icon={<StopOutlined />}
          onClick={() => confirm(false)}
          data-testid="customer-batch-disable"
        >
          {t('customer:action.disable')}
        </Button>
        <Button size="small" type="link" onClick={onDone}>
          {t('customer:batch.clear')}
        </Button>
      </Space>
    </div>
  );
}
