import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// The web app lives in web/; `npm run build` runs from the repo root, so the root is pinned here.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
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
});
