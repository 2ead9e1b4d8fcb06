import { useMatches } from 'react-router';
import type { RouteHandle } from '../app/router.tsx';
import type { RouteEntry } from '../app/route-types.ts';

/** The registry entry of the screen on display. */
export function useCurrentEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return undefined;
}
