// `zod` in the browser build: configured for the site's CSP first (./csp.ts).
import './csp';

export * from 'zod/v4';
export { default } from 'zod/v4';
