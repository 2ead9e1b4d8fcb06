import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Popconfirm, Tag, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { credentialInput, PAYMENT_LIMITS } from '@shop/shared/api/payment';
import { fieldErrorText, zodRule } from '../../../components/form-rules.ts';

/** A credential row of the form: `stored` is how the server holds it (null: new on this form). */
export interface CredentialValues {
  key: string;
  value: string;
  stored: 'set' | 'unreadable' | null;
}

/**
 * The credentials of a payment method: each stored one shows as set (its value never comes to the
 * console) and may be replaced (type a new value) or cleared (removed after confirming, on save);
 * new ones need a name and a value.
 */
export function CredentialsField({ form }: { form: FormInstance }): ReactNode {
  const { t } = useTranslation(['payment', 'common']);
  const rows = () => (form.getFieldValue('credentials') ?? []) as CredentialValues[];
  const unique = (index: number): Rule => ({
    validator: async (_rule, value: string | undefined) => {
      const key = (value ?? '').trim().toLowerCase();
      if (key && rows().some((c, i) => i < index && (c?.key ?? '').trim().toLowerCase() === key))
        throw new Error(t('payment:credential_duplicate'));
    },
  });
  const needed = (index: number): Rule => ({
    validator: async (_rule, value: string | undefined) => {
      if (!rows()[index]?.stored && !(value ?? '').trim()) throw new Error(fieldErrorText(t, 'required'));
    },
  });
  return (
    <Form.List name="credentials">
      {(items, { add, remove }) => (
        <>
          {items.length === 0 ? <p className="payment-muted">{t('payment:credentials_empty')}</p> : null}
          {items.map((item, index) => {
            const stored = rows()[item.name]?.stored ?? null;
            const key = rows()[item.name]?.key ?? '';
            const hint =
              stored === 'set' ? (
                <span>
                  <Tag color="success" className="payment-tag">
                    {t('payment:credential_state.set')}
                  </Tag>
                  {t('payment:credential_keep_hint')}
                </span>
              ) : stored === 'unreadable' ? (
                <span>
                  <Tag color="orange" className="payment-tag">
                    {t('payment:credential_state.unreadable')}
                  </Tag>
                  {t('payment:credential_unreadable_hint')}
                </span>
              ) : undefined;
            return (
              <div className="payment-credential" key={item.key} data-testid={`payment-credential-${index}`}>
                <Form.Item
                  name={[item.name, 'key']}
                  rules={[zodRule(credentialInput.shape.key, t), unique(index)]}
                  dependencies={items
                    .filter((other) => other.name !== item.name)
                    .map((o) => ['credentials', o.name, 'key'])}
                >
                  <Input
                    disabled={stored !== null}
                    maxLength={PAYMENT_LIMITS.credentialKeyMax}
                    placeholder={t('payment:credential_key')}
                    aria-label={t('payment:credential_key')}
                    data-testid={`payment-credential-key-${index}`}
                  />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'value']}
                  rules={[zodRule(credentialInput.shape.value, t), needed(index)]}
                  extra={hint}
                >
                  <Input.Password
                    autoComplete="new-password"
                    maxLength={PAYMENT_LIMITS.credentialValueMax}
                    placeholder={stored ? t('payment:credential_replace') : t('payment:credential_value')}
                    aria-label={t('payment:credential_value_of', { key: key || '—' })}
                    data-testid={`payment-credential-value-${index}`}
                  />
                </Form.Item>
                {stored ? (
                  <Popconfirm
                    title={t('payment:credential_clear_confirm', { key })}
                    description={t('payment:credential_clear_hint')}
                    okText={t('payment:credential_clear')}
                    cancelText={t('common:action.cancel')}
                    okButtonProps={{ danger: true, 'data-testid': `payment-credential-clear-confirm-${index}` }}
                    onConfirm={() => remove(item.name)}
                  >
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('payment:credential_clear_of', { key })}
                      data-testid={`payment-credential-clear-${index}`}
                    />
                  </Popconfirm>
                ) : (
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(item.name)}
                    aria-label={t('payment:credential_remove')}
                    data-testid={`payment-credential-remove-${index}`}
                  />
                )}
              </div>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={items.length >= PAYMENT_LIMITS.credentialsMax}
            onClick={() => add({ key: '', value: '', stored: null } satisfies CredentialValues)}
            data-testid="payment-credential-add"
          >
            {t('payment:credential_add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
