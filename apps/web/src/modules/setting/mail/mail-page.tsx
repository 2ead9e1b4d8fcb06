import './mail.css';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Popconfirm, Radio, Space, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_SECURITY, mailSettings, mailTestBody } from '@shop/shared/api/settings';
import { SettingsGroup, SettingsSectionPage } from '../../../components/crud/settings-form.tsx';
import { fieldRange, useSettingsSection } from '../../../components/crud/settings-section.ts';
import { mailSection, sendTestMail } from './api.ts';

/** What a save does with the stored password: keeps it, replaces it with what was typed, or clears it. */
type Secret = { action: 'keep' } | { action: 'replace'; value: string } | { action: 'clear' };

/** /setting/mail: the SMTP server every e-mail leaves by, and a test e-mail that reports the server's reply. */
export function MailSettingsPage(): ReactNode {
  const { t } = useTranslation(['mail-settings', 'section', 'common']);
  const [secret, setSecret] = useState<Secret>({ action: 'keep' });
  const state = useSettingsSection(mailSection, {
    namespace: 'mail-settings',
    extraBody: () =>
      secret.action === 'replace' && secret.value !== ''
        ? { password: secret.value }
        : secret.action === 'clear'
          ? { password: '' }
          : {},
  });
  // A save (a new version read) stored what was asked: the password field goes back to its state.
  const version = state.base?.version;
  // eslint-disable-next-line react-hooks/set-state-in-effect -- each newly read version resets the secret's state
  useEffect(() => setSecret({ action: 'keep' }), [version]);
  const passwordSet = Boolean((state.base as { passwordSet?: boolean } | null)?.passwordSet);
  const port = fieldRange(mailSettings, 'port');
  const rate = fieldRange(mailSettings, 'pushRatePerMinute');

  const password = (
    <Form.Item label={t('mail-settings:field.password')} extra={t('mail-settings:hint.password')}>
      {secret.action === 'replace' ? (
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Input.Password
            autoFocus
            autoComplete="new-password"
            value={secret.value}
            onChange={(e) => {
              setSecret({ action: 'replace', value: e.target.value });
              state.touched();
            }}
            data-testid="mail-password"
          />
          <Button onClick={() => setSecret({ action: 'keep' })}>{t('common:action.cancel')}</Button>
        </Space.Compact>
      ) : (
        <Space wrap>
          {secret.action === 'clear' ? (
            <Tag color="warning">{t('mail-settings:password.will_clear')}</Tag>
          ) : (
            <Tag color={passwordSet ? 'success' : 'default'} data-testid="mail-password-state">
              {passwordSet ? t('mail-settings:password.set') : t('mail-settings:password.not_set')}
            </Tag>
          )}
          <Button
            size="small"
            onClick={() => setSecret({ action: 'replace', value: '' })}
            data-testid="mail-password-replace"
          >
            {passwordSet ? t('mail-settings:password.replace') : t('mail-settings:password.enter')}
          </Button>
          {passwordSet && secret.action !== 'clear' ? (
            <Popconfirm
              title={t('mail-settings:password.clear_confirm')}
              okText={t('mail-settings:password.clear')}
              cancelText={t('common:action.cancel')}
              onConfirm={() => {
                setSecret({ action: 'clear' });
                state.touched();
              }}
            >
              <Button size="small" danger data-testid="mail-password-clear">
                {t('mail-settings:password.clear')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      )}
    </Form.Item>
  );

  return (
    <SettingsSectionPage
      state={state}
      testId="mail-settings"
      title={t('mail-settings:title')}
      intro={t('mail-settings:intro')}
      aside={<TestMailCard disabled={state.changed} />}
    >
      <SettingsGroup title={t('mail-settings:group.server')}>
        <div className="settings-grid">
          <Form.Item {...state.field('host')} extra={t('mail-settings:hint.host')}>
            <Input placeholder="smtp.example.com" maxLength={255} data-testid="mail-host" />
          </Form.Item>
          <Form.Item {...state.field('port')} required>
            <InputNumber<number> min={port.min} max={port.max} precision={0} data-testid="mail-port" />
          </Form.Item>
        </div>
        <Form.Item {...state.field('security')} required>
          <Radio.Group data-testid="mail-security">
            {MAIL_SECURITY.map((s) => (
              <Radio key={s} value={s}>
                {t(`mail-settings:security.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </SettingsGroup>
      <SettingsGroup title={t('mail-settings:group.account')}>
        <Form.Item {...state.field('user')}>
          <Input autoComplete="off" maxLength={255} style={{ maxWidth: 420 }} data-testid="mail-user" />
        </Form.Item>
        {password}
        <Form.Item {...state.field('sender')} extra={t('mail-settings:hint.sender')}>
          <Input
            placeholder="Shop <no-reply@example.com>"
            maxLength={255}
            style={{ maxWidth: 420 }}
            data-testid="mail-sender"
          />
        </Form.Item>
      </SettingsGroup>
      <SettingsGroup title={t('mail-settings:group.push')}>
        <Form.Item {...state.field('pushRatePerMinute')} required extra={t('mail-settings:hint.pushRatePerMinute')}>
          <InputNumber<number>
            min={rate.min}
            max={rate.max}
            precision={0}
            style={{ width: 200 }}
            data-testid="mail-push-rate"
          />
        </Form.Item>
      </SettingsGroup>
    </SettingsSectionPage>
  );
}

/** Sends a test e-mail with the saved settings and shows what the SMTP server answered. */
function TestMailCard({ disabled }: { disabled: boolean }): ReactNode {
  const { t } = useTranslation(['mail-settings', 'common']);
  const [to, setTo] = useState('');
  const valid = mailTestBody.safeParse({ to }).success;
  const send = useMutation({ mutationFn: () => sendTestMail({ to }) });
  const answer = send.data;
  return (
    <section className="mail-test" aria-labelledby="mail-test-title" data-testid="mail-test">
      <h3 id="mail-test-title">{t('mail-settings:test.title')}</h3>
      <p className="mail-test-intro">{t(disabled ? 'mail-settings:test.save_first' : 'mail-settings:test.intro')}</p>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          type="email"
          value={to}
          onChange={(e) => setTo(e.target.value.trim())}
          onPressEnter={() => valid && !disabled && send.mutate()}
          placeholder="owner@example.com"
          aria-label={t('mail-settings:test.to')}
          data-testid="mail-test-to"
        />
        <Button
          type="primary"
          icon={<MailOutlined />}
          loading={send.isPending}
          disabled={!valid || disabled}
          onClick={() => send.mutate()}
          data-testid="mail-test-send"
        >
          {t('mail-settings:test.send')}
        </Button>
      </Space.Compact>
      {answer ? (
        <Alert
          className="mail-test-answer"
          type={answer.sent ? 'success' : 'error'}
          showIcon
          title={answer.sent ? t('mail-settings:test.sent', { to }) : t('mail-settings:test.failed')}
          description={<code>{answer.response}</code>}
          data-testid="mail-test-answer"
        />
      ) : send.error ? (
        <Alert className="mail-test-answer" type="error" showIcon title={send.error.message} />
      ) : null}
    </section>
  );
}
