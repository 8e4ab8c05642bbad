import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrating } from '../../hooks/use-hydrating';
import {
  applyTheme,
  createToggleLock,
  oppositeTheme,
  resolveClientTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type Theme,
  themeFromCookie,
} from './theme';

type ThemeContextValue = {
  theme: Theme;
  /** Switches light/dark; ignored while the 200 ms lock from the previous toggle holds. */
  toggleTheme: () => void;
  /** A nested provider (the back office) claims the page root while mounted; null gives it back. */
  setScopeTheme: (theme: Theme | null) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const readClientTheme = (key: string) => resolveClientTheme(browserStorage(), document.documentElement, key);

/**
 * While hydrating without `initialTheme`, the browser's copy of the cookie the server rendered
 * from (it is readable by scripts), so both renders agree whatever the client entry passes.
 */
const cookieTheme = () => (typeof document === 'undefined' ? undefined : themeFromCookie(document.cookie));

type ThemeProviderProps = {
  children: ReactNode;
  /** Where the choice is remembered; the back office keeps its own ('admin-theme'). */
  storageKey?: string;
  /**
   * The theme of the server's render and of the browser's hydrating render: the server passes the
   * `theme` cookie's (themeFromCookie of the request's Cookie header); the browser may omit it and
   * reads the same cookie. Light when unknown. The browser's own choice replaces it before paint.
   */
  initialTheme?: Theme;
};

/**
 * Holds the light/dark choice. The outermost provider owns the `dark` class on the page root; a
 * nested provider (with its own storage key) hands its theme up while mounted, and the outer
 * choice comes back when it unmounts, so the site and the back office remember separate choices.
 */
export function ThemeProvider({
  children,
  storageKey = THEME_STORAGE_KEY,
  initialTheme,
}: ThemeProviderProps) {
  const parent = useContext(ThemeContext);
  const hydrating = useHydrating();
  // The server has no storage and no page root, and hydration must render what the server did:
  // both start from `initialTheme`; a browser rendering from scratch reads its choice at once.
  const [chosen, setChosen] = useState<Theme | null>(() => (hydrating ? null : readClientTheme(storageKey)));
  const [scopeTheme, setScopeTheme] = useState<Theme | null>(null);
  const tryAcquireRef = useRef(createToggleLock());
  // The site's cookie speaks for the site's choice only, not for the back office's.
  const hydrationTheme = initialTheme ?? (storageKey === THEME_STORAGE_KEY ? cookieTheme() : undefined);
  const theme = chosen ?? hydrationTheme ?? 'light';
  const effective = scopeTheme ?? theme;
  const parentSetScope = parent?.setScopeTheme;

  // After hydration, adopt what the browser painted; a layout effect, so before the first paint.
  useLayoutEffect(() => {
    setChosen((current) => current ?? readClientTheme(storageKey));
  }, [storageKey]);

  useEffect(() => {
    // Until the browser's choice is read, the page root keeps what the inline script painted.
    if (chosen === null) return;
    if (parentSetScope) {
      parentSetScope(effective);
      return;
    }
    applyTheme(effective, document.documentElement);
  }, [chosen, effective, parentSetScope]);

  useEffect(() => {
    if (!parentSetScope) return;
    return () => parentSetScope(null);
  }, [parentSetScope]);

  // Within the lock a stale `theme` cannot be read twice, so depending on it is safe.
  const toggleTheme = useCallback(() => {
    if (!tryAcquireRef.current()) return;
    const next = oppositeTheme(theme);
    storeTheme(next, browserStorage(), storageKey, document);
    setChosen(next);
  }, [theme, storageKey]);

  const value = useMemo(() => ({ theme, toggleTheme, setScopeTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme and its toggle; throws outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
