import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while rendering on the server and while the browser hydrates the server's HTML, false in
 * every other browser render. A component reads browser-only state (storage, media queries, the
 * page root) only when this is false, or in an effect: hydration must render exactly what the
 * server did, otherwise React throws the server's HTML away (error #418).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/**
 * A value only the browser knows (storage, a media query), read during render: `serverValue` on
 * the server and while hydrating, then `read()` at once. `read` must return the same value while
 * nothing changes (a string, a boolean), as useSyncExternalStore compares snapshots.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue);
}
