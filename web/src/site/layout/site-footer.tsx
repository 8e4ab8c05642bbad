import { Link } from 'react-router-dom';
import { Container } from '../../components/container';
import { Island } from '../../islands/island';
import { siteYear } from '../../lib/dates';
import { enabledLinks, FEATURES, FOOTER_NAV, SITE_OWNER, SITE_TAGLINE } from '../../lib/site';
import { PRIVACY_PATH } from '../head/privacy-head';
import { SectionLink } from './section-link';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';

const BOTTOM_LINK =
  'rounded font-medium text-zinc-600 underline-offset-2 hover:text-indigo-600 hover:underline dark:text-zinc-300 dark:hover:text-indigo-400';

export function SiteFooter() {
  // The year in the site's zone, as the server (in UTC) and the reader's browser both see it.
  const year = siteYear();
  return (
    <footer className="render-near-screen border-zinc-200/70 border-t bg-white/60 dark:border-white/10 dark:bg-zinc-950/60">
      <Container className="flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <SiteLogo />
          <p className="mt-4 text-pretty text-sm text-zinc-600 leading-relaxed dark:text-zinc-400">
            {SITE_TAGLINE}
          </p>
          <div className="mt-6">
            <h2 className="mb-3 font-semibold text-sm text-zinc-900 dark:text-zinc-100">Find me online</h2>
            <SocialLinks />
          </div>
        </div>
        <div className="flex flex-col gap-8 md:items-end">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {enabledLinks(FOOTER_NAV).map((item) => (
                <li key={item.label}>
                  <SectionLink
                    section={item.section}
                    className="rounded font-medium text-zinc-600 transition-colors hover:text-indigo-600 dark:text-zinc-400 dark:hover:text-indigo-400"
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          {FEATURES.newsletter && <Island name="newsletter-form" wake="interaction" />}
        </div>
      </Container>
      <div className="border-zinc-200/70 border-t dark:border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-zinc-500 sm:flex-row sm:items-center sm:justify-between dark:text-zinc-400">
          <p>
            © {year} {SITE_OWNER.name}. All rights reserved.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={PRIVACY_PATH} className={BOTTOM_LINK}>
              Privacy
            </Link>
            {FEATURES.shop && (
              <Link to="/order-help" className={BOTTOM_LINK}>
                Paid but no downloads?
              </Link>
            )}
          </div>
          <p>
            Designed &amp; built by{' '}
            <span className="font-medium text-zinc-700 dark:text-zinc-200">{SITE_OWNER.name}</span>
          </p>
        </Container>
      </div>
    </footer>
  );
}
