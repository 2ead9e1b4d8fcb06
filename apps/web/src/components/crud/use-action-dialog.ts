import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameters a dialog lives in: `?action=add`, `?action=edit&id=12`, `?action=password&id=3`. */
export const ACTION_PARAM = 'action';
export const ID_PARAM = 'id';

export interface ActionDialog {
  /** the open dialog's action, or null */
  action: string | null;
  /** the record the dialog is about; null when adding or when the id is not a record id */
  id: number | null;
  /** true when `name` is open (with a valid id when the action needs one) */
  is: (name: string) => boolean;
  open: (name: string, id?: number) => void;
  close: () => void;
}

function recordId(text: string | null): number | null {
  const id = Number(text);
  return text !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Dialogs opened from the URL (as saleor-dashboard does): opening one adds `action` (and `id`) to
 * the query string, closing removes them and keeps the list's own parameters, so reload, back and
 * a shared link show the same dialog. Each change is a history entry: back closes what was opened.
 */
export function useActionDialog(): ActionDialog {
  const [search, setSearch] = useSearchParams();
  const inUrl = search.get(ACTION_PARAM) || null;
  const id = recordId(search.get(ID_PARAM));
  // The router applies a URL change as a transition: a dialog that closes itself closes at once,
  // and stays closed until the URL shows another (or the same, reopened by back) dialog.
  const key = `${inUrl}:${id}`;
  const [closed, setClosed] = useState<string | null>(null);
  if (closed !== null && closed !== key) setClosed(null);
  const action = closed === key ? null : inUrl;

  const write = useCallback(
    (next: string | null, nextId?: number) =>
      setSearch((current) => {
        const out = new URLSearchParams(current);
        out.delete(ACTION_PARAM);
        out.delete(ID_PARAM);
        if (next) out.set(ACTION_PARAM, next);
        if (next && nextId !== undefined) out.set(ID_PARAM, String(nextId));
        return out;
      }),
    [setSearch],
  );

  return useMemo(
    () => ({
      action,
      id,
      is: (name: string) => action === name && (name === 'add' || id !== null),
      open: (name: string, nextId?: number) => write(name, nextId),
      close: () => {
        setClosed(key);
        write(null);
      },
    }),
    [action, id, key, write],
  );
}
