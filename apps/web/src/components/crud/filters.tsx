import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's keyword search (`?keyword=`). */
export function KeywordFilter({ placeholder, width = 200 }: { placeholder: string; width?: number }): ReactNode {
  return (
    <Form.Item name="keyword">
      <Input allowClear placeholder={placeholder} aria-label={placeholder} style={{ width }} />
    </Form.Item>
  );
}

/** Enabled or disabled records only (`?status=enabled|disabled`). */
export function EnabledFilter({ label, width = 130 }: { label: string; width?: number }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Form.Item name="status">
      <Select
        allowClear
        placeholder={label}
        aria-label={label}
        style={{ width }}
        options={[
          { value: 'enabled', label: t('common:status.enabled') },
          { value: 'disabled', label: t('common:status.disabled') },
        ]}
      />
    </Form.Item>
  );
}
