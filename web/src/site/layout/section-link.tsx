import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSectionLink } from '../../hooks/use-section-link';
import type { SectionId } from '../../lib/site';

type SectionLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { section: SectionId };

/** A link to a home-page section that scrolls on `/` and navigates to `/#section` elsewhere. */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  const handleSectionClick = useSectionLink();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) handleSectionClick(event, section);
  }
  return <Link to={{ pathname: '/', hash: section }} onClick={handleClick} {...props} />;
}
