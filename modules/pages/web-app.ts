import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { RequestState } from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import { DistFiles } from './dist-files.ts';
import { Preloads } from './preloads.ts';
import type { PageImageFacts, ServerEntry } from './server-entry.ts';
import { serverPages, type Versioned } from './ssr-pages.ts';
import { PageTemplate } from './template.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build writes `.br` and `.gz` beside each file (web/build/compress-assets.ts); koa-send serves
 * one of them with its Content-Encoding when the browser accepts it. Caches must key on that.
 */
const PRECOMPRESSED = { brotli: true, gzip: true } as const;

function headers(cacheControl: string) {
  return (res: { setHeader(name: string, value: string): void }) => {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
  };
}

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export type WebApp = {
  middleware: Middleware<RequestState>;
  scriptHashes: string[];
  built: boolean;
};

/** What the public pages' server render needs (README.md). */
export type PageRender = {
  entry: ServerEntry;
  versions: readonly Versioned[];
  origin: string;
  imageFacts?: PageImageFacts | undefined;
  renderLimit?: Parameters<typeof serverPages>[0]['renderLimit'];
  reads: Parameters<typeof serverPages>[0]['reads'];
  log: Logger;
};

/**
 * Serves the built React app: hashed files under /assets cached for a year, the public pages
 * rendered on the server (with `render`), and index.html, never cached, for the back office (and
 * every page without `render`) so deep links load the app.
 */
export function webApp(distDir: string, render?: PageRender): WebApp {
  const root = resolve(distDir);
  const indexPath = resolve(root, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built ? readFileSync(indexPath, 'utf8') : '';
  const scriptHashes = built ? inlineScriptHashes(indexHtml) : [];
  const files = built ? new DistFiles(root) : undefined;
  const rendered =
    built && render
      ? serverPages({
          ...render,
          template: new PageTemplate(indexHtml),
          preloads: Preloads.load(root, indexHtml),
        })
      : undefined;

  const middleware: Middleware<RequestState> = async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!built) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build`.';
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    // A page path no built file answers skips koa-send's disk checks and thrown 404 (DistFiles).
    if (ctx.path !== '/' && ctx.path !== '/index.html' && (isAsset || files?.mayServe(ctx.path) !== false)) {
      try {
        const served = await send(ctx, ctx.path, {
          root,
          index: false,
          ...PRECOMPRESSED,
          setHeaders: headers(isAsset ? IMMUTABLE : 'public, max-age=3600'),
        });
        if (served) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (isAsset) {
          ctx.status = status === 400 || status === 403 ? status : 404;
          ctx.body = 'Not found';
          return;
        }
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }
    if (rendered && (await rendered(ctx))) return;
    await send(ctx, 'index.html', {
      root,
      ...PRECOMPRESSED,
      setHeaders: headers('no-cache, no-store, must-revalidate'),
    });
  };
  return { middleware, scriptHashes, built };
}
