import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi } from '../support/admin-api.ts';
import { startAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { INDEX_HTML, sourceServerEntry, webDist } from '../support/server-render.ts';

// Linked as Vite links the build's stylesheet.
const LINK = '<link rel="stylesheet" crossorigin href="/assets/site.css">';

/** A public page's script, as the build's manifest names it. */
const BOOT = '<script type="module" crossorigin fetchpriority="low" src="/assets/boot.js"></script>';

/** A web build holding index.html linking a stylesheet, the stylesheet, and a public page's script. */
function builtDist(): string {
  const dist = webDist(INDEX_HTML.replace('</head>', `  ${LINK}\n  </head>`));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'site.css'), '.sticky{position:sticky}');
  // The manifest (webDist's) names it.
  writeFileSync(path.join(dist, 'assets', 'boot.js'), 'export {};');
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

// Issue 19, CSS: the site's one stylesheet (13.4 KB brotli, cached for a year) is linked in the head
// as built (modules/pages/STYLESHEET.md says why this, not inline critical CSS); issue 30: the page
// runs its own small script, not the back office's app.
describe("a rendered page links the site's stylesheet in its head and runs its own script", () => {
  let ctx: AdminApi;

  beforeAll(async () => {
    ctx = await startAdminApi({ WEB_DIST: builtDist() }, { serverEntry: await sourceServerEntry() });
    await createPost(ctx, { title: 'Boundary beacons', slug: 'boundary-beacons' });
  });
  afterAll(() => ctx.stop());

  it('a post: the stylesheet linked once, in the head, nothing inlined, preloaded or repeated for no-JavaScript', async () => {
    const response = await fetch(`${ctx.api.baseUrl}/blog/boundary-beacons`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(headOf(html)).toContain(LINK);
    expect(html.split(LINK)).toHaveLength(2);
    expect(html).not.toContain('<style');
    expect(html).not.toContain('as="style"');
    expect(html).not.toContain(`<noscript>${LINK}`);
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
    // index.html's theme script, as written: nothing added to run.
    expect(hashes).toEqual(runScriptHashes(INDEX_HTML));
    expect(hashes).toHaveLength(1);
    // The page runs its own script (boot.js), not the back office's app (index.html's entry).
    expect(headOf(html)).toContain(BOOT);
    expect(html).not.toContain('/src/main.tsx');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('the home page, dark: the same head, from the page kept for that theme', async () => {
    const html = await (await fetch(`${ctx.api.baseUrl}/`, { headers: { Cookie: 'theme=dark' } })).text();
    expect(html).toContain('<html lang="en" data-app="starting" class="dark" style="color-scheme:dark">');
    expect(headOf(html)).toContain(LINK);
    expect(html).not.toContain('<style');
  });
});
