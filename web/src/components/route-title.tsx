import { useMatches } from 'react-router-dom';
import { pageTitle } from '../lib/site';
import type { RouteHandle } from '../routes';

/** The deepest matched route's title in the route table ('Search'), if any. */
export function useRouteHandleTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1);
}

/**
 * The back office's document title, from the route table ('Users · Admin Portal – Wanjiru Kamau').
 * Rendered, not set in an effect, so React keeps exactly one <title> in the head as pages change.
 */
export function RouteTitle() {
  return <title>{pageTitle(useRouteHandleTitle())}</title>;
}
