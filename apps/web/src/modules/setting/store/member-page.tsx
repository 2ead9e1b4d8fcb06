import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerGroupApi } from '@shop/shared/api/customer-group';
import { memberSettings } from '@shop/shared/api/settings';
import { entityKeys } from '../../../components/crud/entity-api.ts';
import { SettingsGroup, SettingsSectionPage } from '../../../components/crud/settings-form.tsx';
import { fieldRange, useSettingsSection } from '../../../components/crud/settings-section.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { memberSection } from './api.ts';

// "more than 6 characters": the schema's floor and ceiling of the minimum
const PASSWORD = fieldRange(memberSettings, 'passwordMin');

// The customer groups' own list key: their changes refresh this list too.
const GROUP_QUERY = { page: 1, pageSize: 100 };
const groupListKey = entityKeys('customer-groups').list(GROUP_QUERY);

/** The customer groups to choose the default from (when the user may read them). */
function DefaultGroupSelect(props: { value?: number | null; onChange?: (id: number | null) => void; id?: string }) {
  const { t, i18n } = useTranslation('member-settings');
  const allowed = useCan()(customerGroupApi.list.permission);
  const groups = useQuery({
    queryKey: groupListKey,
    queryFn: () => callApi(customerGroupApi.list, GROUP_QUERY),
    enabled: allowed,
  });
  const options = (groups.data?.list ?? []).map((g) => ({
    value: g.id,
    label: pickLocalized(g.name, i18n.language) || `#${g.id}`,
  }));
  if (props.value != null && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: t('member-settings:group_number', { id: props.value }) });
  // "No group" is 0 here (ids start at 1), null in the settings.
  return (
    <Select<number>
      id={props.id}
      value={props.value ?? 0}
      onChange={(v) => props.onChange?.(v ? v : null)}
      options={[{ value: 0, label: t('member-settings:no_group') }, ...options]}
      loading={groups.isLoading}
      disabled={!allowed}
      style={{ maxWidth: 360 }}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid="member-default-group"
    />
  );
}

/** /setting/member: whether customers may register, their password minimum, the group a new customer joins. */
export function MemberSettingsPage(): ReactNode {
  const { t } = useTranslation(['member-settings', 'section', 'common']);
  const state = useSettingsSection(memberSection, { namespace: 'member-settings' });
  const { field } = state;
  const allowedGroups = useCan()(customerGroupApi.list.permission);

  return (
    <SettingsSectionPage
      state={state}
      testId="member-settings"
      title={t('member-settings:title')}
      intro={t('member-settings:intro')}
    >
      <SettingsGroup title={t('member-settings:group.registration')}>
        <Form.Item
          name="registrationOpen"
          label={t('member-settings:field.registrationOpen')}
          valuePropName="checked"
          extra={t('member-settings:hint.registrationOpen')}
        >
          <Switch data-testid="member-registration" />
        </Form.Item>
        <Form.Item
          {...field('passwordMin')}
          required
          extra={t('member-settings:hint.passwordMin', { floor: PASSWORD.min - 1, max: PASSWORD.max })}
        >
          <InputNumber<number>
            min={PASSWORD.min}
            max={PASSWORD.max}
            precision={0}
            style={{ width: 160 }}
            suffix={t('member-settings:characters')}
            data-testid="member-password-min"
          />
        </Form.Item>
      </SettingsGroup>
      <SettingsGroup title={t('member-settings:group.groups')}>
        <Form.Item
          {...field('defaultGroupId')}
          extra={allowedGroups ? t('member-settings:hint.defaultGroupId') : t('member-settings:hint.groups_hidden')}
        >
          <DefaultGroupSelect />
        </Form.Item>
      </SettingsGroup>
    </SettingsSectionPage>
  );
}
