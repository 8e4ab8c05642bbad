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
  type Theme,
} from './theme';

type ThemeContextValue = {
  theme: Theme;
  /** Switches light/dark; ignored while the 200 ms lock from the previous toggle holds. */
  toggleTheme: () => void;
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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(() => resolveInitialTheme(browserStorage(), browserMatchMedia()));
  const tryAcquireRef = useRef(createToggleLock());

  useEffect(() => {
    applyTheme(theme, document.documentElement);
  }, [theme]);

  // Within the lock a stale `theme` cannot be read twice, so depending on it is safe.
  const toggleTheme = useCallback(() => {
    if (!tryAcquireRef.current()) return;
    const next = oppositeTheme(theme);
    storeTheme(next, browserStorage());
    setTheme(next);
  }, [theme]);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme and its toggle; throws outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
