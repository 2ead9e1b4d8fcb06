import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageCounters } from './use-message-counters.tsx';

/** Unread counters (awaiting payment, stock warning, inbox, ...) with a total badge. */
export function MessageDropdown(): ReactNode {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const data = useMessageCounters();
  const list = data?.list ?? [];
  const items: MenuProps['items'] = list.length
    ? list.map((entry) => ({
        key: entry.name,
        label: (
          <span className="message-item" data-testid={`message-${entry.name}`}>
            <span>{t(`messages.${entry.name}`, { defaultValue: entry.name })}</span>
            <Badge count={entry.value} showZero color={entry.value ? undefined : '#d9d9d9'} overflowCount={999} />
          </span>
        ),
        onClick: () => navigate(entry.url),
      }))
    : [{ key: 'empty', disabled: true, label: t('messages.empty') }];
  const count = data?.count ?? 0;
  // The accessible name carries the badge's visible text (99+ above 99).
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        data-testid="messages"
        aria-label={count ? `${t('messages.title')} ${shown}` : t('messages.title')}
        className="top-bar-button"
      >
        <span data-testid="messages-badge" data-count={data?.count ?? 0}>
          <Badge count={data?.count ?? 0} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </span>
      </Button>
    </Dropdown>
  );
}
