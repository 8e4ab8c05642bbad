import { describe, expect, it } from 'vitest';
import {
  SALT_KEPT_AFTER_ITS_DAY_MS,
  VISIT_IDLE_MS,
  VISITOR_STATE_KEPT_MS,
} from '../../modules/analytics/index.ts';
import { privacyResponseSchema } from '../../modules/pages/index.ts';
import { setUpRenderingApi } from '../support/server-render.ts';

const ORIGIN = 'https://site.example';
/** Not the default (Africa/Nairobi): the page must say the configured one. */
const TIME_ZONE = 'America/New_York';

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
/** The page's text as a reader without scripts sees it: tags dropped, entities and spaces plain. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('the privacy page (issue 31), rendered from the running configuration', () => {
  const { api, asAdmin } = setUpRenderingApi({ PUBLIC_URL: ORIGIN, SITE_TIMEZONE: TIME_ZONE });

  const page = async (path: string) => {
    const response = await fetch(`${api.baseUrl}${path}`, { redirect: 'manual' });
    return { response, html: await response.text() };
  };

  it('GET /api/privacy answers the facts: the configured time zone and the modules’ own figures', async () => {
    const answer = await api.request('/api/privacy');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('public');
    const { privacy } = privacyResponseSchema.parse(answer.json);
    expect(privacy.timeZone).toBe(TIME_ZONE);
    expect(privacy.analytics).toMatchObject({
      saltKeptAfterDayMs: SALT_KEPT_AFTER_ITS_DAY_MS,
      visitIdleMs: VISIT_IDLE_MS,
      visitorStateKeptMs: VISITOR_STATE_KEPT_MS,
    });
    // The server render reads the same answer as the route.
    expect(await api.reads.privacy()).toEqual({ status: 200, body: answer.json });
  });

  it('GET /privacy is HTML whose content states what is stored, with no script needed', async () => {
    const { response, html } = await page('/privacy');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const main = mainOf(rootOf(html));
    // Pure content: no island in the page itself (the frame's header and footer have theirs).
    expect(main).not.toContain('data-island');
    const text = textOf(main);
    for (const statement of [
      'We never store your IP address',
      'That code is a SHA-256 hash of a random daily salt, your IP address and your browser’s User-Agent.',
      `A new salt is drawn at random every day (a day runs from midnight to midnight, ${TIME_ZONE} time) and deleted one hour after its day ends`,
      'Views less than 30 minutes apart make one visit.',
      'for 49 hours, then delete it',
      'The link works once and expires after 48 hours.',
      'Payments are processed by Pesapal.',
      '“user_” followed by the time and a random string',
      'hello@wanjirukamau.co.ke',
    ])
      expect(text, statement).toContain(statement);
    for (const cookie of ['theme', 'cart', 'dl_resume']) expect(main).toContain(`>${cookie}</code>`);
    expect(html).toContain('<title>Privacy – Wanjiru Kamau</title>');
    expect(count(html, /<title[ >]/)).toBe(1);
    expect(count(html, /<meta\s[^>]*name="description"/)).toBe(1);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/site\.example\/privacy"/);
    // Indexed, unlike checkout or search.
    expect(html).not.toContain('name="robots"');
  });

  it('states the contact email the settings hold now', async () => {
    const changed = await asAdmin('/api/settings', {
      method: 'PUT',
      json: { contact_email: 'privacy@site.example' },
    });
    expect(changed.status).toBe(200);
    const { html } = await page('/privacy');
    expect(mainOf(html)).toContain('href="mailto:privacy@site.example"');
  });

  it('the footer of every page links to it, and the sitemap lists it', async () => {
    const { html } = await page('/');
    const footer = /<footer[\s\S]*?<\/footer>/.exec(rootOf(html))?.[0] ?? '';
    expect(footer).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy<\/a>/);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain(`<loc>${ORIGIN}/privacy</loc>`);
  });
});
