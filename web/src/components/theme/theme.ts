export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
/** The back office remembers its own choice (admin spec section 9). */
export const ADMIN_THEME_STORAGE_KEY = 'admin-theme';
/** A second toggle inside this window is ignored (spec section 9). */
export const THEME_TOGGLE_LOCK_MS = 200;

type ReadableStorage = Pick<Storage, 'getItem'>;
type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches'>;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Stored choice, else the system preference, else light. Storage or matchMedia may be missing or throw. */
export function resolveInitialTheme(
  storage?: ReadableStorage | null,
  matchMedia?: MatchMedia | null,
  key: string = THEME_STORAGE_KEY,
): Theme {
  try {
    const stored = storage?.getItem(key);
    if (isTheme(stored)) return stored;
  } catch {
    // Storage can be blocked (privacy modes); fall through to the system preference.
  }
  try {
    if (matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  } catch {
    // Very old engines: default below.
  }
  return 'light';
}

export function storeTheme(
  theme: Theme,
  storage?: Pick<Storage, 'setItem'> | null,
  key: string = THEME_STORAGE_KEY,
): void {
  try {
    storage?.setItem(key, theme);
  } catch {
    // Not being able to remember the choice must not break the toggle.
  }
}

/** The page root carries the `dark` class; Tailwind's dark variant keys off it. */
export function applyTheme(theme: Theme, root: HTMLElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** Returns a gate that opens at most once per `lockMs`; `now` is injectable for tests. */
export function createToggleLock(lockMs: number = THEME_TOGGLE_LOCK_MS, now: () => number = Date.now) {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return function tryAcquire(): boolean {
    const time = now();
    if (time < lockedUntil) return false;
    lockedUntil = time + lockMs;
    return true;
  };
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
