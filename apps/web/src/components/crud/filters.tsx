import { Form, Input, Select, type SelectProps } from 'antd';
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

export interface SelectFilterProps {
  /** the form field and URL key (`?<name>=`) */
  name: string;
  placeholder: string;
  /** the accessible name (none when not given) */
  label?: string;
  width: number;
  options: SelectProps['options'];
  /** typing narrows the options by their label */
  search?: boolean;
  loading?: boolean;
  testId?: string;
}

/** One choice of the list's own filters (`?<name>=`), cleared to show every record. */
export function SelectFilter({
  name,
  placeholder,
  label,
  width,
  options,
  search,
  loading,
  testId,
}: SelectFilterProps): ReactNode {
  return (
    <Form.Item name={name}>
      <Select
        allowClear
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        placeholder={placeholder}
        aria-label={label}
        style={{ width }}
        loading={loading}
        options={options}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** Enabled or disabled records only (`?status=enabled|disabled`). */
export function EnabledFilter({ label, width = 130 }: { label: string; width?: number }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <SelectFilter
      name="status"
      placeholder={label}
      label={label}
      width={width}
      options={[
        { value: 'enabled', label: t('common:status.enabled') },
        { value: 'disabled', label: t('common:status.disabled') },
      ]}
    />
  );
}
