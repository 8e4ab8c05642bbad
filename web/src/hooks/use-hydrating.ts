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
