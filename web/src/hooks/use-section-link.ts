import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isPlainLeftClick, scrollToSection } from '../lib/scroll';

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
