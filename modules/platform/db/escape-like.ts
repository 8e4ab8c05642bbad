/** Escapes LIKE/ILIKE wildcards (backslash, percent, underscore) so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
