/** The capitals of a name's first two words ('ada lovelace king' → 'AL'); '' for a blank name. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
