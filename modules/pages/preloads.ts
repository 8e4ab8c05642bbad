import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The manifest's name for a public page's script (web/src/boot.ts; index.html's is the back office's app). */
const ENTRY = 'src/boot.ts';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * A public page's script tags, from the client build's manifest: its script (web/src/boot.ts) and
 * `<link rel="modulepreload">` for what it imports; the code of the islands that wake at once (a
 * checkout page's, with React) named on the script as `data-island-code`, which the page's script
 * preloads once the page has painted (page-script.ts: requests begun before the first paint are
 * counted in it by Lighthouse: a checkout's LCP was 2.8 s against an observed 0.26 s); and
 * stylesheet links for every island's CSS. (The build
 * writes no preload links or helper itself: web/vite.config.ts, modulePreload.) Files index.html
 * already loads are left out. Scripts are asked for at low priority: nothing on a public page
 * waits on them to paint, and at the browser's default (High) Lighthouse counts them as blocking
 * the first paint (a checkout page's React and island code: FCP 2.9 s against 1.1-1.2 s elsewhere).
 */
export type PagePreloads = { styles: string; modules: string };

/** A page's islands by source: all of them (`styled`), and those that wake at load (`waking`). */
export type PageIslands = { styled: readonly string[]; waking: readonly string[] };

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

  /**
   * The tags for a page's islands (sources as `src/site/layout/site-header.tsx`): every island's
   * stylesheets, the code of those that wake at load. Worked out once per set.
   */
  tags(islands: PageIslands): PagePreloads {
    const key = `${islands.styled.join('\n')}\n\n${islands.waking.join('\n')}`;
    let tags = this.#made.get(key);
    if (tags === undefined) {
      tags = this.#tags(islands);
      this.#made.set(key, tags);
    }
    return tags;
  }

  #tags({ styled, waking }: PageIslands): PagePreloads {
    const styles = new Set<string>();
    const chunks = (sources: readonly string[]) => {
      const files = new Set<string>();
      const visit = (name: string) => {
        const chunk = this.#manifest[name];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const css of chunk.css ?? []) styles.add(css);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const source of sources) visit(source);
      return files;
    };
    chunks(styled);
    const scripts = chunks([ENTRY]);
    const entry = this.#manifest[ENTRY]?.file;
    if (entry) scripts.delete(entry);
    const fresh = (file: string) => !this.#indexHtml.includes(`/${file}"`);
    const islandCode = [...chunks(waking)].filter(
      (file) => fresh(file) && !scripts.has(file) && file !== entry,
    );
    const later =
      islandCode.length > 0 ? ` data-island-code="${islandCode.map((file) => `/${file}`).join(' ')}"` : '';
    return {
      styles: [...styles]
        .filter(fresh)
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join(''),
      modules: [...scripts]
        .filter(fresh)
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
        .concat(
          entry
            ? [`<script type="module" crossorigin fetchpriority="low" src="/${entry}"${later}></script>`]
            : [],
        )
        .join(''),
    };
  }
}
