/**
 * `text` as a literal inside a LIKE/ILIKE pattern: `%`, `_` and the escape character `\`
 * (Postgres' default) are escaped, so a search for "50%" or "a_b" finds exactly that.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
