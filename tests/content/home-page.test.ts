import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi } from '../support/admin-api.ts';
import { form } from '../support/factories.ts';
import { plainHead, startRenderingApi, writeBootManifest } from '../support/server-render.ts';

const ORIGIN = 'https://site.example';
// The real index.html, with its generic description.
const INDEX = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );

describe('the home page shares well', () => {
  let ctx: AdminApi;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeBootManifest(dist);
    ctx = await startRenderingApi({ WEB_DIST: dist, PUBLIC_URL: `${ORIGIN}/` });
  });
  afterAll(async () => {
    await ctx.stop();
  });

  const home = async (p = '/') => {
    const response = await fetch(`${ctx.api.baseUrl}${p}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    return plainHead(await response.text());
  };

  it('carries one description, canonical link, Open Graph, Twitter card and JSON-LD WebSite and Person', async () => {
    await ctx.asAdmin('/api/settings', {
      method: 'PUT',
      json: {
        owner_name: 'Amina Otieno',
        hero_title: 'Homes & code',
        hero_subtitle: 'Apps, words "and" homes.',
      },
    });
    const html = await home();
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Apps, words &quot;and&quot; homes.">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="Amina Otieno">');
    expect(html).toContain('<meta property="og:title" content="Amina Otieno">');
    expect(html).toContain('<meta property="og:url" content="https://site.example/">');
    expect(html).toContain('<meta property="og:image" content="https://site.example/share-default.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://site.example/share-default.png">');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'WebSite',
            '@id': 'https://site.example/#website',
            url: 'https://site.example/',
            name: 'Amina Otieno',
            description: 'Apps, words "and" homes.',
            inLanguage: 'en',
            publisher: { '@id': 'https://site.example/#owner' },
          },
          {
            '@type': 'Person',
            '@id': 'https://site.example/#owner',
            name: 'Amina Otieno',
            url: 'https://site.example/',
            description: 'Homes & code',
          },
        ],
      },
    ]);
    // The app still loads: the document is index.html with the head and the rendered home page.
    expect(html).toContain('<script type="module"');
    expect(html).toMatch(/<div id="root"><[\s\S]*<h1/);
    // /index.html is the home page too (its decorations are placed at random, so not byte for byte).
    const head = (page: string) => page.slice(0, page.indexOf('</head>'));
    expect(head(await home('/index.html'))).toBe(head(html));
  });

  it("lists the owner's active web profiles as sameAs, following changes", async () => {
    const create = (fields: Record<string, string>) =>
      ctx.asAdmin('/api/social-links', { method: 'POST', body: form(fields) });
    expect(
      (await create({ name: 'GitHub', url: 'https://github.com/amina', platform: 'github' })).status,
    ).toBe(201);
    expect((await create({ name: 'Mail', url: 'mailto:a@example.com', platform: 'email' })).status).toBe(201);
    expect(
      (await create({ name: 'Old', url: 'https://x.com/old', platform: 'x', is_active: 'false' })).status,
    ).toBe(201);
    const person = jsonLd(await home())[0]['@graph'][1];
    expect(person.sameAs).toEqual(['https://github.com/amina']);
  });
});
