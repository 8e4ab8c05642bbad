import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerEntry } from '../../modules/pages/index.ts';
import { type AdminApi, setUpAdminApi, startAdminApi } from './admin-api.ts';
import type { Overrides, WorldScope } from './harness.ts';

/** The web app's own index.html (its inline theme script, its default title and description). */
export const INDEX_HTML = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

/** A web build folder holding only index.html: what the server render fills in. */
export function webDist(indexHtml = INDEX_HTML): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeBootManifest(dist);
  return dist;
}

/** A public page's script as the build's manifest names it: `<script type="module" fetchpriority="low" src="/assets/boot.js">`. */
export function writeBootManifest(dist: string): void {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/boot.ts': { file: 'assets/boot.js', isEntry: true } }),
  );
}

// Named by URL: the server's tsconfig does not compile the web app's JSX, Vitest does.
const SOURCE_ENTRY = new URL('../../web/src/entry-server.tsx', import.meta.url).href;

/** The web app's server entry from its sources (through Vitest), as the build's would be. */
export const sourceServerEntry = async (): Promise<ServerEntry> =>
  (await import(/* @vite-ignore */ SOURCE_ENTRY)) as ServerEntry;

/** The API with a signed-in admin, rendering the public pages on the server from the sources. */
export async function startRenderingApi(overrides: Record<string, string> = {}): Promise<AdminApi> {
  return startAdminApi({ WEB_DIST: webDist(), ...overrides }, { serverEntry: await sourceServerEntry() });
}

/** `startRenderingApi` around the caller's tests (see `setUpAdminApi`). */
export const setUpRenderingApi = (overrides: Overrides = {}, scope: WorldScope = {}) =>
  setUpAdminApi(overrides, scope, startRenderingApi);

/** A page's HTML with React's self-closing head tags written as HTML, to compare tags as written. */
export const plainHead = (html: string) => html.replaceAll('"/>', '">');
