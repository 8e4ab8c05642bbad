import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../lib/scroll';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Click handler for links to a home-page section (`/#id`). On `/` it scrolls in place after 100 ms;
 * elsewhere the link navigates to `/#id` and the home page scrolls on arrival.
 */
export function useSectionLink() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';

  return function handleSectionClick(event: MouseEvent<HTMLAnchorElement>, sectionId: string): void {
    if (!onHome || !isPlainLeftClick(event)) return;
    event.preventDefault();
    scrollToSection(sectionId);
  };
}
