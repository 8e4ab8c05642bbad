/** The value of cookie `name` in a Cookie header (or `document.cookie`), or null when it is not there. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
