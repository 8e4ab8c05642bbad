/**
 * JSON for a data `<script>` (JSON-LD, the server render's state): nothing in it can close the
 * element or start a comment (`<`, `>`, `&` escaped), nor end a line for older parsers (U+2028/2029).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
