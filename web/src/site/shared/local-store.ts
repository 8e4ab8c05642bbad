/**
 * The browser's localStorage, or null where it is disabled (privacy mode, a sandboxed frame):
 * callers then simply keep nothing. For the lazily loaded pages; the first load's modules
 * (api-client, query-client, the theme) keep their own copies, since a module shared with
 * them becomes one more chunk in the home page's first load.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
