import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `ms` (compared as JSON, so a new but equal object does not restart the
 * wait).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const text = JSON.stringify(value);
  const [settled, setSettled] = useState<{ text: string; value: T }>({ text, value });
  useEffect(() => {
    if (text === settled.text) return undefined;
    const timer = setTimeout(() => setSettled({ text, value }), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the JSON text stands for the value
  }, [text, ms]);
  return settled.value;
}
