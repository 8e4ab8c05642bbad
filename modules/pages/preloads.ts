import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The manifest's name for the browser entry. */
const ENTRY = 'index.html';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` and stylesheet links for what a page runs, from the client build's
 * manifest: the entry's imports and the page's lazy route chunks with theirs, so the browser
 * fetches them beside the entry instead of discovering them once it has run. (The build writes no
 * preload links or helper itself: web/vite.config.ts, modulePreload.) Files index.html already
 * loads are left out. The page holds the module preloads back with its entry (template.ts).
 */
export type PagePreloads = { styles: string; modules: string };

export class Preloads {
  readonly #manifest: Manifest;
  readonly #indexHtml: string;
  readonly #made = new Map<string, PagePreloads>();

  constructor(manifest: Manifest, indexHtml: string) {
    this.#manifest = manifest;
    this.#indexHtml = indexHtml;
  }

  /** From `<webDist>/.vite/manifest.json`; none when the build wrote no manifest. */
  static load(webDist: string, indexHtml: string): Preloads {
    const file = path.join(webDist, '.vite', 'manifest.json');
    const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
    return new Preloads(manifest, indexHtml);
  }

  /** The tags for these sources (`src/site/blog/blog-post-page.tsx`), worked out once per set. */
  tags(sources: readonly string[]): PagePreloads {
    const key = sources.join('\n');
    let tags = this.#made.get(key);
    if (tags === undefined) {
      tags = this.#tags(sources);
      this.#made.set(key, tags);
    }
    return tags;
  }

  #tags(sources: readonly string[]): PagePreloads {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (name: string) => {
      const chunk = this.#manifest[name];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of [ENTRY, ...sources]) visit(source);
    const fresh = (file: string) => !this.#indexHtml.includes(`/${file}"`);
    return {
      styles: [...styles]
        .filter(fresh)
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join(''),
      modules: [...scripts]
        .filter(fresh)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    };
  }
}
