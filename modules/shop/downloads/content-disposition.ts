/**
 * `attachment` with an ASCII fallback `filename` and the exact name as RFC 5987/6266
 * `filename*=UTF-8''…`. Quotes, backslashes, CR, LF and other control characters are dropped
 * first, so a stored name can never break out of the header or inject another one.
 */
export function contentDisposition(name: string): string {
  const clean =
    [...name]
      .filter((char) => {
        const code = char.charCodeAt(0);
        return code >= 0x20 && code !== 0x7f && char !== '"' && char !== '\\';
      })
      .join('')
      .trim() || 'download';
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
