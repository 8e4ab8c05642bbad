import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { compressAssets } from './build/compress-assets.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const root = fileURLToPath(new URL('.', import.meta.url));
const configFile = fileURLToPath(import.meta.url);

/** Where the server entry (the public pages' render, issue 19) is built; the API loads it from there. */
export const SERVER_OUT_DIR = 'dist-server';

/**
 * After the browser build, the server render's bundle: one `vite build` (npm run build, npm start's
 * stale-build check) makes both. It imports react & co. from node_modules at run time.
 */
function serverBundle(): Plugin {
  return {
    name: 'server-bundle',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile,
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: SERVER_OUT_DIR, emptyOutDir: true },
      });
    },
  };
}

// The web app lives in web/; `npm run build` runs from the repo root, so the root is pinned here.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The server bundle needs no static files, nor compressed copies.
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), compressAssets(), serverBundle()],
  // In the browser, zod is configured for the site's CSP before any schema is built
  // (src/lib/zod/csp.ts says why); the server render keeps zod as it is.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod/full.ts', import.meta.url)) },
          {
            find: /^zod\/mini$/,
            replacement: fileURLToPath(new URL('src/lib/zod/mini.ts', import.meta.url)),
          },
        ],
      },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload a page's own chunks (<link rel="modulepreload">).
    manifest: !isSsrBuild,
    // No preload links, helper or polyfill from the build: the server writes a page's
    // <link rel="modulepreload"> itself from the manifest (the entry's imports and the route's
    // chunks, modules/platform/ssr/preloads.ts). The helper and its dependency lists cost the home
    // page's first load 2.3 KB; without them a lazy page reached by client navigation fetches its
    // imports once its chunk has arrived.
    modulePreload: false,
    rolldownOptions: {
      // Two entries: index.html (the back office's app) and boot.ts, the script of a server-rendered
      // public page (modules/pages puts it in; src/islands/ says what it does).
      ...(!isSsrBuild && {
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
        },
      }),
      output: {
        codeSplitting: {
          // The modules' answer schemas (*-views.schemas.ts) and the zod/mini they share load together on the home page:
          // one request instead of five (each costs its headers on a phone's first load).
          groups: [
            {
              name: 'answers',
              test: /modules[\\/](content|blog|shop)[\\/][a-z]+-views\.schemas\.ts$|node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      // Served by the API, not the SPA: feeds, the queue dashboard.
      '/rss.xml': { target: apiTarget, changeOrigin: true },
      '/sitemap.xml': { target: apiTarget, changeOrigin: true },
      '/robots.txt': { target: apiTarget, changeOrigin: true },
      '/admin/queues': { target: apiTarget, changeOrigin: true },
    },
  },
}));
