import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi } from '../support/admin-api.ts';
import { startAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { INDEX_HTML, sourceServerEntry, webDist } from '../support/server-render.ts';

// A stylesheet cut from the real Tailwind build (a post page's rules, a dialog's and an admin table's),
// linked as Vite links the build's: what the render inlines from.
const FIXTURE_CSS = fileURLToPath(
  new URL('../../modules/platform/ssr/critical-css.fixtures/assets/site.css', import.meta.url),
);
const LINK = '<link rel="stylesheet" crossorigin href="/assets/site.css">';

/** A web build holding index.html linking the stylesheet, and the stylesheet. */
function builtDist(): string {
  const dist = webDist(INDEX_HTML.replace('</head>', `  ${LINK}\n  </head>`));
  mkdirSync(path.join(dist, 'assets'));
  copyFileSync(FIXTURE_CSS, path.join(dist, 'assets', 'site.css'));
  return dist;
}

/** The CSP hash of each inline script the browser runs (data scripts, the state and JSON-LD, are not run). */
const runScriptHashes = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/[^"]*json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const styles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);

describe('a rendered page paints from its own inline CSS; the stylesheet blocks nothing', () => {
  let ctx: AdminApi;

  beforeAll(async () => {
    ctx = await startAdminApi({ WEB_DIST: builtDist() }, { serverEntry: await sourceServerEntry() });
    await createPost(ctx, { title: 'Boundary beacons', slug: 'boundary-beacons' });
  });
  afterAll(() => ctx.stop());

  it('a post: the rules its elements use inline in the head, the stylesheet preloaded and linked at the end of the body', async () => {
    const response = await fetch(`${ctx.api.baseUrl}/blog/boundary-beacons`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const inline = styles(headOf(html));
    expect(inline).toHaveLength(1);
    const css = inline[0] ?? '';
    // The sticky header's rules, at every width and in the dark theme...
    expect(css).toContain('.sticky{position:sticky}');
    expect(css).toContain('@media (width >= 48rem) {.md\\:block{display:block}.md\\:hidden{display:none}}');
    expect(css).toContain(
      'body:where(.dark, .dark *){background-color:var(--color-zinc-950);color:var(--color-zinc-100)}',
    );
    // ...and not the dialog's or the admin table's, which the page does not hold.
    expect(css).not.toContain('.inset-0');
    expect(css).not.toContain('.text-rose-600');
    expect(headOf(html)).toContain(
      '<link rel="preload" crossorigin href="/assets/site.css" as="style" fetchpriority="low">',
    );
    expect(headOf(html)).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<noscript>${LINK}</noscript></body>`);
    expect(html).not.toContain('data-beasties');
    // Still the rendered page, with its data for hydration.
    expect(html).toContain('Boundary beacons');
    expect(html).toContain('<script type="application/json" id="ssr-state">');
  });

  it('passes the CSP: no event handler attribute, every inline script hashed in script-src, inline styles allowed', async () => {
    const response = await fetch(`${ctx.api.baseUrl}/blog/boundary-beacons`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    const hashes = runScriptHashes(html);
    // index.html's theme script and the one that starts the app, as written: nothing added to run.
    expect(hashes).toEqual(runScriptHashes(INDEX_HTML));
    expect(hashes).toHaveLength(2);
    // The app's entry is held back, inert, for that second script to start after the first paint.
    expect(html).toContain(
      '<template id="app-modules"><script type="module" src="/src/main.tsx"></script></template>',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('the home page, dark: inlined too, from the page kept for that theme', async () => {
    const html = await (await fetch(`${ctx.api.baseUrl}/`, { headers: { Cookie: 'theme=dark' } })).text();
    expect(html).toContain('<html lang="en" class="dark" style="color-scheme:dark">');
    expect(styles(headOf(html))).toHaveLength(1);
    expect(html).toContain(`<noscript>${LINK}</noscript></body>`);
  });
});
