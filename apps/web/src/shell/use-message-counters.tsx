import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dashboardApi, type MessageData } from '@shop/shared/api/messages';
import { useAuth } from '../lib/auth-store.ts';
import { callApi } from '../lib/api-client.ts';
import { findRoute } from '../app/registry.ts';
import { dashboardKeys } from '../modules/dashboard/home/api.ts';
import { LiveChannel, liveUrl } from './live-channel.ts';

export const messageKeys = { all: ['messages'] as const };

/** Counters whose list has a screen in this console; the total counts only those. */
export function withScreens(data: MessageData): MessageData {
  const list = data.list.filter((entry) => findRoute(entry.url.split('?')[0] ?? entry.url));
  return { list, count: list.reduce((sum, entry) => sum + entry.value, 0) };
}

/**
 * The top bar's counters: loaded once, then kept current by the live channel. When a counter rises
 * versus the remembered value, old notifications close and one persistent notification links to it.
 */
export function useMessageCounters(): MessageData | undefined {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const remembered = useRef<Map<string, number> | null>(null);

  const query = useQuery({
    queryKey: messageKeys.all,
    queryFn: () => callApi(dashboardApi.messages).then(withScreens),
  });

  useEffect(() => {
    if (query.data && !remembered.current) remembered.current = new Map(query.data.list.map((e) => [e.name, e.value]));
  }, [query.data]);

  // The handler reads the latest translations and router without reconnecting the socket.
  const onCounts = useRef<(data: MessageData) => void>(() => undefined);
  // eslint-disable-next-line react-hooks/refs -- latest-handler ref; useEffectEvent would replace it
  onCounts.current = (raw) => {
    const data = withScreens(raw);
    queryClient.setQueryData(messageKeys.all, data);
    // The dashboard's figures come from the same modules: refresh them too.
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    const before = remembered.current;
    remembered.current = new Map(data.list.map((e) => [e.name, e.value]));
    const risen = before ? data.list.find((e) => e.value > (before.get(e.name) ?? 0)) : undefined;
    if (!risen) return;
    notification.destroy();
    notification.info({
      key: 'new-count',
      title: t('messages.new_title'),
      description: (
        <a
          href={risen.url}
          onClick={(event) => {
            event.preventDefault();
            notification.destroy();
            void navigate(risen.url);
          }}
        >
          {t('messages.new_body', {
            name: t(`messages.${risen.name}`, { defaultValue: risen.name }),
            count: risen.value,
          })}
        </a>
      ),
      duration: 0,
    });
  };

  const ak = user?.ak;
  const socketPath = user?.socket || '/ws';
  useEffect(() => {
    if (!ak) return undefined;
    const channel = new LiveChannel({
      url: liveUrl(socketPath),
      ak,
      bind: (clientId) => callApi(dashboardApi.bindLive, { client_id: clientId }),
      onCounts: (data) => onCounts.current(data),
    });
    channel.start();
    return () => channel.close();
  }, [ak, socketPath]);

  return query.data;
}
