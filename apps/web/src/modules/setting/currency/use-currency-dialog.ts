import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The dialog of /currency in the URL (`?action=add`, `?action=edit&code=EUR`, `?action=history&code=EUR`). */
export interface CurrencyDialog {
  action: string | null;
  code: string | null;
  open: (action: string, code?: string) => void;
  close: () => void;
}

export function useCurrencyDialog(): CurrencyDialog {
  const [search, setSearch] = useSearchParams();
  const action = search.get('action');
  const raw = search.get('code');
  const code = raw && /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : null;
  const write = useCallback(
    (next: string | null, nextCode?: string) =>
      setSearch((current) => {
        const out = new URLSearchParams(current);
        out.delete('action');
        out.delete('code');
        if (next) out.set('action', next);
        if (next && nextCode) out.set('code', nextCode);
        return out;
      }),
    [setSearch],
  );
  return useMemo(
    () => ({ action, code, open: (a: string, c?: string) => write(a, c), close: () => write(null) }),
    [action, code, write],
  );
}
