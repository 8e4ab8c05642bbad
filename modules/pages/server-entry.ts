import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ImageFacts } from '../media/index.ts';
import type { RenderResult } from './pages.schemas.ts';
import type { SiteReads } from './site-reads.ts';

export type Theme = 'light' | 'dark';

export type { RenderResult } from './pages.schemas.ts';

/**
 * The web app's server entry as the API uses it: web/dist-server/entry-server.js in production,
 * web/src/entry-server.tsx imported through Vitest in tests.
 */
/** The facts of the stored pictures named in a page's data (`ImageFactsReader.factsIn`). */
export type PageImageFacts = (data: unknown) => Promise<Record<string, ImageFacts | null>>;

export type ServerEntry = {
  render(options: {
    url: string;
    origin: string;
    theme?: Theme;
    imageFacts?: PageImageFacts;
  }): Promise<RenderResult>;
  /** The theme a request's Cookie header asks for. */
  themeOf(cookieHeader: string | undefined): Theme | undefined;
  /** The URL a page is rendered and kept under (its path and the query its route reads), and whether it may be kept. */
  /** `shared` false: made from a cookie of its own (the checkout's cart), no shared cache keeps it. */
  pageUrl(url: string, cookieHeader?: string): { url: string; keep: boolean; shared?: boolean };
  /** What the render reads: the modules' answers, called directly (site-reads.ts). */
  setReads(reads: SiteReads): void;
};

/** `npm run build` puts the server entry beside the browser's build: `<webDist>-server`. */
export const serverEntryPath = (webDist: string) =>
  path.resolve(`${path.resolve(webDist)}-server`, 'entry-server.js');

/** The built server entry, or undefined when there is none (the pages are then served unrendered). */
export async function loadServerEntry(webDist: string): Promise<ServerEntry | undefined> {
  const file = serverEntryPath(webDist);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  if (
    typeof entry.render !== 'function' ||
    typeof entry.themeOf !== 'function' ||
    typeof entry.pageUrl !== 'function' ||
    typeof entry.setReads !== 'function'
  ) {
    throw new Error(
      `${file} is not a server entry (render, themeOf, pageUrl, setReads): rebuild with npm run build`,
    );
  }
  return entry as ServerEntry;
}
