import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareClassMerge } from '../lib/cn';
import { createPersistOptions, createQueryClient, hydrateServerState } from '../lib/query-client';
import { readSsrState, type SsrState } from '../ssr/ssr-state';
import { islandIdPrefix } from './island';
import { IslandFrame } from './island-frame';
import { ISLANDS, isIslandName } from './registry';

/**
 * The browser's half of an island (boot.ts loads this module when the first island wakes, and
 * with it React): hydrates one island's element as a React root of its own.
 */

type Page = { state: SsrState | undefined; queryClient: QueryClient };
let page: Page | undefined;

/**
 * The page's one query cache, shared by its islands, holding the answers the server rendered
 * with: an island reads them instead of asking the API. Its public answers are saved in
 * localStorage as they change (spec section 4).
 */
function thisPage(): Page {
  if (!page) {
    const state = readSsrState(document);
    const queryClient = createQueryClient();
    if (state) hydrateServerState(queryClient, state.queries);
    persistQueryClientSubscribe({ ...createPersistOptions(), queryClient });
    prepareClassMerge();
    page = { state, queryClient };
  }
  return page;
}

/**
 * Hydrates `element` (an Island's, with its name, id and props), or renders it over the server's
 * skeleton when it is the browser's alone, and resolves once it is committed. `urgent`: the visitor is waiting on it (a press); otherwise it is a transition,
 * which yields to the browser every few milliseconds.
 */
export async function hydrateIsland(element: HTMLElement, urgent: boolean): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`no island is called "${name}"`);
  const id = Number(element.dataset.islandId);
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const Component = (await ISLANDS[name].load()) as React.ComponentType<Record<string, unknown>>;
  const { state, queryClient } = thisPage();
  let typed: TypedText[] = [];
  await new Promise<void>((resolve) => {
    // Read at the commit itself (a layout effect): the island's first re-render (a value only the
    // browser has, read in an effect) sets its controlled fields back to their state before a
    // promise's callback could read what the visitor typed.
    const committed = () => {
      typed = typedText(element);
      resolve();
    };
    const tree = (
      <StrictMode>
        <IslandFrame
          origin={state?.origin ?? window.location.origin}
          theme={state?.theme}
          queryClient={queryClient}
          onCommit={committed}
        >
          <Component {...props} />
        </IslandFrame>
      </StrictMode>
    );
    const options = { identifierPrefix: islandIdPrefix(id) };
    const hydrate = () => {
      // An island the browser renders alone replaces the server's skeleton.
      if (element.dataset.render === 'browser') createRoot(element, options).render(tree);
      else hydrateRoot(element, tree, options);
    };
    if (urgent) hydrate();
    else startTransition(hydrate);
  });
  await handOver(typed);
}

type TypedText = { field: HTMLInputElement | HTMLTextAreaElement; text: string; server: string };

/**
 * What the visitor typed before the island was hydrated: React keeps it on screen, but its state
 * still holds the server's value. All fields are read first: the render that takes one field's
 * text sets every other controlled field back to its state's value.
 */
function typedText(element: HTMLElement): TypedText[] {
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && UNTYPED.has(field.type)))
    .map((field) => ({ field, text: field.value, server: field.defaultValue }))
    .filter(({ text, server }) => text !== server);
}

/** Gives each field its typed text again as an input event, which React reads as a change. */
async function handOver(typed: TypedText[]): Promise<void> {
  for (const { field, text, server } of typed) {
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue || !field.isConnected) continue;
    // Through React's own watcher (the element's `value`), then past it: React sees a change.
    field.value = server;
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // React renders the change in a later task: the next field's, or the press given again after
    // this, must find this one's state.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Fields whose value is not typed text. */
const UNTYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
