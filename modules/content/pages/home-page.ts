import type { PublicCache } from '../../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import { jsonForScript, type SpaPage, type SpaPageAnswer, shareTags } from '../../platform/http/index.ts';
import { isHttpUrl } from '../content.fields.ts';
import type { SettingsView, SocialLinkView } from '../content.schemas.ts';

/**
 * The home page's head, so a shared home link previews: the owner's description, canonical link,
 * Open Graph and Twitter cards (the default share picture) and JSON-LD naming the `WebSite` and
 * its owner, a `Person` whose active social links are `sameAs`.
 */
export function homeHead(settings: SettingsView, links: SocialLinkView[], origin: string): { head: string } {
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
  const card = {
    title: settings.owner_name,
    description: settings.hero_subtitle,
    url,
    type: 'website' as const,
    extra: [`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`],
  };
  return { head: shareTags(card, settings.owner_name, origin) };
}

export type HomePageDeps = {
  orm: MikroORM;
  /** The content module's cache: any settings or social link change drops the head. */
  cache: PublicCache;
  origin: string;
  settings: () => Promise<SettingsView>;
  socialLinks: () => Promise<SocialLinkView[]>;
};

const HOME = new Set(['/', '/index.html']);

/** `/` as the server answers it: index.html with the home head, made once per content change. */
export function homePage(deps: HomePageDeps): SpaPage {
  return {
    paths: ['/', '/index.html'],
    match: async (path) => {
      if (!HOME.has(path)) return undefined;
      const answer = await withEntityManagerScope(deps.orm, () =>
        deps.cache.read('page-head:home', async () =>
          homeHead(await deps.settings(), await deps.socialLinks(), deps.origin),
        ),
      );
      // The same answer object until the head changes, so its HTML is rendered and compressed once.
      return answer.derived('page', ({ head }): SpaPageAnswer => ({ status: 200, head }));
    },
  };
}
