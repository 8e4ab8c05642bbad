import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/**
 * Below this a compressed copy of a page or style saves next to nothing. Scripts are compressed
 * whatever their size: the home page loads chunks of a few hundred bytes (icons, answer parsers)
 * and every script it loads must arrive compressed (e2e/first-load.spec.ts).
 */
const MIN_BYTES = 512;
const SCRIPT = /\.m?js$/;

/**
 * A public page's own script (web/src/boot.ts with what it imports) must stay under this,
 * compressed: issue 30 asks a post page's first load to stay under 60 KB, and every public page
 * loads this and no other script until an island wakes.
 */
export const FIRST_LOAD_BUDGET_BYTES = 60 * 1024;

export function gzipSize(data: Buffer): number {
  return gzipSync(data, { level: 9 }).length;
}

export function brotliSize(data: Buffer): number {
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every script and every other compressible file of 512 bytes or more in `dir`. */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of walk(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES && !SCRIPT.test(path)) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

export type FirstLoad = { files: string[]; raw: number; gzip: number; brotli: number };

/**
 * The JS a browser fetches before a page can run: its entry scripts and every module they import
 * statically (transitively); for index.html (the back office), its entry script and its
 * modulepreload links too.
 */
export function firstLoadJs(
  distDir: string,
  staticImports: (file: string) => readonly string[] = () => [],
  entries?: readonly string[],
): FirstLoad {
  const found = new Set<string>();
  const add = (file: string) => {
    if (found.has(file) || !file.endsWith('.js')) return;
    found.add(file);
    for (const next of staticImports(file)) add(next);
  };
  if (entries) for (const entry of entries) add(entry);
  else {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)) add(match[1] ?? '');
    for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g))
      add(match[1] ?? '');
  }
  const files = [...found].sort();
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const data = readFileSync(join(distDir, file));
    raw += data.length;
    gzip += gzipSize(data);
    brotli += brotliSize(data);
  }
  return { files, raw, gzip, brotli };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * After the build: precompresses the output (the server sends `.br`/`.gz` to browsers that accept
 * them) and prints the first-load JS of a public page (its script, boot) and of the back office,
 * raw, gzip and brotli, failing the build when a public page's is over its budget compressed.
 */
export function compressAssets(options: { budgetBytes?: number } = {}): Plugin {
  const budget = options.budgetBytes ?? FIRST_LOAD_BUDGET_BYTES;
  let outDir = '';
  const imports = new Map<string, readonly string[]>();
  let pageScript: string | undefined;
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        imports.set(chunk.fileName, chunk.imports);
        if (chunk.isEntry && chunk.name === 'boot') pageScript = chunk.fileName;
      }
    },
    closeBundle() {
      if (!pageScript) throw new Error('the build made no public page script (the boot entry)');
      const load = firstLoadJs(outDir, (file) => imports.get(file) ?? [], [pageScript]);
      const office = firstLoadJs(outDir, (file) => imports.get(file) ?? []);
      const count = precompress(outDir);
      const line = `public page first-load JS: ${load.files.length} files, ${kb(load.raw)} raw, ${kb(load.gzip)} gzip, ${kb(load.brotli)} brotli (budget ${kb(budget)})`;
      const officeLine = `back office first-load JS: ${office.files.length} files, ${kb(office.gzip)} gzip, ${kb(office.brotli)} brotli`;
      this.info?.(line);
      console.log(
        `\n${line}\n${officeLine}\nprecompressed ${count} files (.br, .gz) in ${relative(process.cwd(), outDir)}`,
      );
      const worst = Math.max(load.gzip, load.brotli);
      if (worst > budget) {
        throw new Error(
          `A public page's first-load JS is ${kb(worst)} compressed, over the ${kb(budget)} budget: ${load.files.join(', ')}`,
        );
      }
    },
  };
}
