import { cookieValue } from '../../lib/cookies';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
/** The back office remembers its own choice (admin spec section 9). */
export const ADMIN_THEME_STORAGE_KEY = 'admin-theme';
/** The cookie carrying the site's choice to the server, kept for a year. */
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_MAX_AGE_S = 31_536_000;
/** A second toggle inside this window is ignored (spec section 9). */
export const THEME_TOGGLE_LOCK_MS = 200;

type ReadableStorage = Pick<Storage, 'getItem'>;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/**
 * The site's choice as the cookie the server reads to render the visitor's theme on the next
 * page load (localStorage never reaches the server). Not secret, so not Secure: it works on a
 * plain-http development server too.
 */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The theme a request's Cookie header carries, or undefined (for the server's first render). */
export function themeFromCookie(header: string | null | undefined): Theme | undefined {
  const value = cookieValue(header, THEME_COOKIE);
  return isTheme(value) ? value : undefined;
}

/**
 * Remembers the choice under `key`; the site's own choice (THEME_STORAGE_KEY) also goes into the
 * `theme` cookie on `cookies` (the document), the back office's choice stays in the browser.
 */
export function storeTheme(
  theme: Theme,
  storage?: Pick<Storage, 'setItem'> | null,
  key: string = THEME_STORAGE_KEY,
  cookies?: { cookie: string } | null,
): void {
  try {
    storage?.setItem(key, theme);
  } catch {
    // Not being able to remember the choice must not break the toggle.
  }
  if (cookies && key === THEME_STORAGE_KEY) cookies.cookie = themeCookie(theme);
}

/**
 * The theme the browser shows before React runs: the stored choice under `key`, else the page
 * root's class, which index.html's inline script set from the stored or system choice before paint.
 */
export function resolveClientTheme(
  storage: ReadableStorage | null,
  root: Pick<HTMLElement, 'classList'>,
  key: string = THEME_STORAGE_KEY,
): Theme {
  try {
    const stored = storage?.getItem(key);
    if (isTheme(stored)) return stored;
  } catch {
    // Storage can be blocked (privacy modes); the page root still says what was painted.
  }
  return root.classList.contains('dark') ? 'dark' : 'light';
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
