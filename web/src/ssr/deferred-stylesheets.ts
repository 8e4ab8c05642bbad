/**
 * A server-rendered page paints from its inline critical CSS; its full stylesheet is preloaded in the
 * head (`<link rel="preload" as="style">`) and linked only inside `<noscript>`, so that it blocks
 * neither the parser nor the first paint (modules/platform/ssr/CRITICAL-CSS.md). This applies it:
 * one `<link rel="stylesheet">` per preloaded stylesheet, answered from the preload.
 */
export function applyDeferredStylesheets(doc: Document): void {
  for (const preload of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) {
    const href = preload.getAttribute('href');
    if (!href || doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // The same mode as the preload, or the browser fetches the file a second time.
    const crossOrigin = preload.getAttribute('crossorigin');
    if (crossOrigin !== null) link.setAttribute('crossorigin', crossOrigin);
    doc.head.append(link);
  }
}
