import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function StatusTag({ enabled }: { enabled: boolean }): ReactNode {
  const { t } = useTranslation(['customer']);
  return enabled ? (
    <Tag color="success" className="customer-status-tag">
      {t('customer:status.enabled')}
    </Tag>
  ) : (
    <Tag className="customer-status-tag">{t('customer:status.disabled')}</Tag>
  );
}
