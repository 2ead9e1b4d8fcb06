/**
 * Toasts for code outside React (the request helper). The providers connect it to antd's
 * message API once the app is mounted; before that texts go nowhere but the console.
 */
export interface Notifier {
  error(text: string, seconds: number): void;
  warning(text: string, seconds: number): void;
  success(text: string, seconds?: number): void;
}

const fallback: Notifier = {
  error: (text) => console.error(text),
  warning: (text) => console.warn(text),
  success: () => undefined,
};

let current: Notifier = fallback;

export const notify: Notifier = {
  error: (text, seconds) => current.error(text, seconds),
  warning: (text, seconds) => current.warning(text, seconds),
  success: (text, seconds) => current.success(text, seconds),
};

export function setNotifier(next: Notifier | null): void {
  current = next ?? fallback;
}
