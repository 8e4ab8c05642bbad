/**
 * Referrer spam: sites that send fake visits with their own address as the referrer, hoping the
 * owner reads the sources panel and goes to look. Views they refer are not counted.
 *
 * To add one, put its registrable domain here, lower-case and without `www.`: its subdomains
 * (`forum.semalt.com`) are covered too. Add a domain only once it has shown up in the sources
 * panel with views no person made; a wrong entry silently hides a real site's visitors.
 */
const REFERRER_SPAM_DOMAINS = new Set([
  '100dollars-seo.com',
  '4webmasters.org',
  'best-seo-offer.com',
  'best-seo-solution.com',
  'blackhatworth.com',
  'buttons-for-website.com',
  'buttons-for-your-website.com',
  'darodar.com',
  'econom.co',
  'floating-share-buttons.com',
  'free-share-buttons.com',
  'free-social-buttons.com',
  'get-free-traffic-now.com',
  'hulfingtonpost.com',
  'ilovevitaly.com',
  'ilovevitaly.ru',
  'kambasoft.com',
  'o-o-6-o-o.com',
  'o-o-8-o-o.com',
  'priceg.com',
  'savetubevideo.com',
  'semalt.com',
  'simple-share-buttons.com',
  'social-buttons.com',
  'success-seo.com',
  'trafficmonetize.com',
  'videos-for-your-business.com',
]);

/** Whether a referrer host (lower-case, as `referrerHostOf` gives it) is a known spam domain or under one. */
export function isReferrerSpam(host: string): boolean {
  // Walk from the host up to its parent domains: a.b.semalt.com, b.semalt.com, semalt.com.
  for (
    let domain = host.toLowerCase();
    domain.includes('.');
    domain = domain.slice(domain.indexOf('.') + 1)
  ) {
    if (REFERRER_SPAM_DOMAINS.has(domain)) return true;
  }
  return false;
}
