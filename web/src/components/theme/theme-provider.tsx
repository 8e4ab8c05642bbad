import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  applyTheme,
  createToggleLock,
  oppositeTheme,
  resolveInitialTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type Theme,
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

function browserMatchMedia() {
  return typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : null;
}

type ThemeProviderProps = {
  children: ReactNode;
  /** Where the choice is remembered; the back office keeps its own ('admin-theme'). */
  storageKey?: string;
};

/**
 * Holds the light/dark choice. The outermost provider owns the `dark` class on the page root; a
 * nested provider (with its own storage key) hands its theme up while mounted, and the outer
 * choice comes back when it unmounts, so the site and the back office remember separate choices.
 */
export function ThemeProvider({ children, storageKey = THEME_STORAGE_KEY }: ThemeProviderProps) {
  const parent = useContext(ThemeContext);
  const [theme, setTheme] = useState<Theme>(() =>
    resolveInitialTheme(browserStorage(), browserMatchMedia(), storageKey),
  );
  const [scopeTheme, setScopeTheme] = useState<Theme | null>(null);
  const tryAcquireRef = useRef(createToggleLock());
  const effective = scopeTheme ?? theme;
  const parentSetScope = parent?.setScopeTheme;

  useEffect(() => {
    if (parentSetScope) {
      parentSetScope(effective);
      return;
    }
    applyTheme(effective, document.documentElement);
  }, [effective, parentSetScope]);

  useEffect(() => {
    if (!parentSetScope) return;
    return () => parentSetScope(null);
  }, [parentSetScope]);

  // Within the lock a stale `theme` cannot be read twice, so depending on it is safe.
  const toggleTheme = useCallback(() => {
    if (!tryAcquireRef.current()) return;
    const next = oppositeTheme(theme);
    storeTheme(next, browserStorage(), storageKey);
    setTheme(next);
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
