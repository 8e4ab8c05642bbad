import { Menu, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Container } from '../../components/container';
import { IconButton } from '../../components/icon-button';
import { ThemeToggle } from '../../components/theme/theme-toggle';
import { enabledLinks, FEATURES, MAIN_NAV } from '../../lib/site';
import { HeaderCart } from './header-cart';
import { HeaderSearch } from './header-search';
import { SectionLink } from './section-link';
import { SiteLogo } from './site-logo';

type Panel = 'none' | 'search' | 'menu';

const NAV = enabledLinks(MAIN_NAV);

const DESKTOP_LINK =
  'rounded-full px-2.5 py-2 font-medium text-sm text-zinc-600 transition-colors hover:bg-zinc-900/5 hover:text-zinc-950 lg:px-3.5 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white';

const MOBILE_LINK =
  'flex items-center rounded-2xl px-4 py-3 font-medium text-base text-zinc-800 transition-colors hover:bg-zinc-900/5 dark:text-zinc-100 dark:hover:bg-white/10';

/** Sticky site header: logo, section links, search, cart, theme toggle and the mobile menu. */
export function SiteHeader() {
  const [panel, setPanel] = useState<Panel>('none');
  const searchId = useId();
  const menuId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes whatever panel was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname changes by design
  useEffect(() => setPanel('none'), [pathname]);

  useEffect(() => {
    if (panel !== 'menu') return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setPanel('none');
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panel]);

  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));
  const close = () => setPanel('none');
  const closeSearch = () => {
    setPanel('none');
    searchButton.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: <header> is not interactive; the explicit banner role is wanted
    <header
      role="banner"
      className="sticky top-0 z-40 border-zinc-200/70 border-b bg-white/75 backdrop-blur-xl backdrop-saturate-150 dark:border-white/10 dark:bg-zinc-950/70"
    >
      <a
        href="#main"
        className="sr-only rounded-full bg-indigo-600 font-medium text-sm text-white shadow-lg focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center gap-3">
        <SiteLogo nameClassName="md:hidden lg:inline" onClick={close} />

        <nav aria-label="Main" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-0.5">
            {NAV.map((item) => (
              <li key={item.label}>
                <SectionLink section={item.section} className={DESKTOP_LINK}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-0.5 md:ml-0">
          <IconButton
            ref={searchButton}
            label={panel === 'search' ? 'Close search' : 'Search'}
            aria-expanded={panel === 'search'}
            aria-controls={panel === 'search' ? searchId : undefined}
            onClick={() => toggle('search')}
          >
            {panel === 'search' ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </IconButton>
          {FEATURES.cart && <HeaderCart />}
          <ThemeToggle />
          <IconButton
            ref={menuButton}
            label={panel === 'menu' ? 'Close menu' : 'Open menu'}
            aria-expanded={panel === 'menu'}
            aria-controls={panel === 'menu' ? menuId : undefined}
            onClick={() => toggle('menu')}
            className="md:hidden"
          >
            {panel === 'menu' ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </IconButton>
        </div>
      </Container>

      {panel === 'search' && <HeaderSearch id={searchId} onClose={closeSearch} />}

      {panel === 'menu' && (
        <div
          id={menuId}
          className="max-h-[600px] overflow-y-auto overscroll-contain border-zinc-200/70 border-t md:hidden dark:border-white/10"
        >
          <Container className="py-3">
            <nav aria-label="Main">
              <ul className="flex flex-col gap-1">
                {NAV.map((item) => (
                  <li key={item.label}>
                    <SectionLink section={item.section} className={MOBILE_LINK} onClick={close}>
                      {item.label}
                    </SectionLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Container>
        </div>
      )}
    </header>
  );
}
