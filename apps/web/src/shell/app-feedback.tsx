import { App as AntdApp } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { setNotifier } from '../lib/notify.ts';

/** Connects the request helper's toasts to antd's message API of this app instance. */
function NotifierBridge(): null {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setNotifier({
      error: (text, seconds) => void message.error(text, seconds),
      warning: (text, seconds) => void message.warning(text, seconds),
      success: (text, seconds) => void message.success(text, seconds),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

/**
 * antd's App (message, notification, modal hooks) for the console screens. It lives here, not in
 * the entry, so the login route does not carry the toast and dialog code.
 */
export function AppFeedback({ children }: { children: ReactNode }): ReactNode {
  return (
    <AntdApp>
      <NotifierBridge />
      {children}
    </AntdApp>
  );
}
