import { useActiveSocialLinks, useSiteSettings } from '../../api/content';
import { pageTitle } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { JsonLd } from './json-ld';
import { ShareHead } from './share-head';

const isHttpUrl = (value: string): boolean =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/**
 * The home page's head, as the server's homeHead made it: the site's title, the owner's
 * description and card (the default share picture) and JSON-LD naming the `WebSite` and its
 * owner, a `Person` whose active social links are `sameAs`.
 */
export function HomeHead() {
  const origin = useSiteOrigin();
  const settings = useSiteSettings();
  const { data: links = [] } = useActiveSocialLinks();
  const url = `${origin}/`;
  const owner = `${origin}/#owner`;
  const sameAs = links.map((link) => link.url).filter(isHttpUrl);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url,
        name: settings.owner_name,
        description: settings.hero_subtitle,
        inLanguage: 'en',
        publisher: { '@id': owner },
      },
      {
        '@type': 'Person',
        '@id': owner,
        name: settings.owner_name,
        url,
        description: settings.hero_title,
        ...(sameAs.length ? { sameAs } : {}),
      },
    ],
  };
  return (
    <ShareHead
      documentTitle={pageTitle(undefined, settings.owner_name)}
      card={{ title: settings.owner_name, description: settings.hero_subtitle, url, type: 'website' }}
    >
      <JsonLd data={jsonLd} />
    </ShareHead>
  );
}
