/**
 * JSON for a `<script type="application/ld+json">`: nothing in it can close the element or start
 * a comment. The same escaping as the server's (modules/platform/http/share-head.ts), which
 * head.test.tsx compares while both exist.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
