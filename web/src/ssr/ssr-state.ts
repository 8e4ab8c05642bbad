import type { DehydratedState } from '@tanstack/react-query';
import type { Theme } from '../components/theme/theme';
import { jsonForScript } from '../lib/json-for-script';

/** Id of the `<script type="application/json">` the server writes the page's data into. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server hands the browser beside the HTML: the queries it rendered with, its origin. */
export type SsrState = {
  queries: DehydratedState;
  origin: string;
  /** The theme the server rendered (from the cookie); the hydrating render starts from it. */
  theme?: Theme;
};

/** The state as the `ssr-state` script's text: escaped like JSON-LD, JSON.parse reads it back as is. */
export const stateJson = (state: SsrState): string => jsonForScript(state);

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
