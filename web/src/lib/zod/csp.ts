import { config } from 'zod/v4/core';

/**
 * The browser build's `zod` and `zod/mini` (web/vite.config.ts aliases them to full.ts and
 * mini.ts, which import this first). zod probes `new Function` when it builds an object schema,
 * for its compiled fast path. Under the site's Content Security Policy (no 'unsafe-eval') the
 * probe fails quietly, but Chromium still reports a CSP violation in its Issues panel (Lighthouse:
 * best practices 96 on the search page, whose schemas are built as its chunk loads). jitless skips
 * the probe; the compiled path could never run under this CSP anyway. The server keeps zod as is.
 */
config({ jitless: true });
