import type { DehydratedState } from '@tanstack/react-query';
import type { Theme } from '../components/theme/theme';

/** Id of the `<script type="application/json">` the server writes the page's data into. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server hands the browser beside the HTML: the queries it rendered with, its origin. */
export type SsrState = {
  queries: DehydratedState;
  origin: string;
  /** The theme the server rendered (from the cookie); the hydrating render starts from it. */
  theme?: Theme;
};

/**
 * JSON that cannot end its `<script>` element or be read as markup: `<`, `>` and `&` become
 * escapes, and so do U+2028/2029 (line ends to some parsers). JSON.parse reads them back as is.
 */
export function stateJson(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server wrote into the page, or undefined (a client-rendered page: the back office). */
export function readSsrState(doc: Document): SsrState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return undefined;
  }
}
