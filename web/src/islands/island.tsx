import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { IslandName, IslandPropsOf } from './registry';

/**
 * When an island is hydrated (boot.ts):
 * - `load`: at once (a page that is all interaction: checkout, payment);
 * - `visible`: as it nears the screen (a carousel that moves by itself);
 * - `interaction`: at the visitor's first press, tap, key or focus inside it (a form, a thread); the
 *   press is then replayed on the hydrated part, and what was typed is handed to it.
 */
export type Wake = 'load' | 'visible' | 'interaction';

/** An island the page render met: its place in the page (`id`), what to render and with what. */
export type PlacedIsland = {
  id: number;
  name: IslandName;
  wake: Wake;
  props: Record<string, unknown>;
  /** Rendered by the browser alone (it depends on what only the browser has: a move's state). */
  browserOnly: boolean;
};

/** The server render's list of islands, filled in page order as the render meets them. */
export const PlacedIslands = createContext<PlacedIsland[] | null>(null);

/**
 * Islands rendered in place, as part of one tree: the web unit tests render pages this way
 * (web/src/test-utils.tsx), to test what a page shows without a server.
 */
export const IslandsInPlace = createContext<Partial<Record<IslandName, ComponentType<never>>> | null>(null);

/** The attribute an island's element carries; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

type IslandProps<N extends IslandName> = {
  name: N;
  wake: Wake;
  props?: IslandPropsOf<N>;
  /**
   * A localStorage key that, when it holds something, means this visitor has something of their own
   * to see here that the server could not show (a cart's count, their votes in a thread): the island
   * then wakes as it nears the screen, whatever `wake` says, and when the key is written.
   */
  wakeWhenStored?: string;
  /**
   * A localStorage key whose writing (here or in another tab) wakes the island: what it shows came
   * from the server, and is only stale once the key changes (the checkout's cart, rendered from its
   * cookie).
   */
  wakeWhenWritten?: string;
  /**
   * Shown by the server in the island's place when the island is the browser's alone (what it
   * shows depends on what only the browser has: the state a move carried, storage): a skeleton.
   * The browser renders the island over it instead of hydrating.
   */
  browserOnly?: ReactNode;
  /** The element's classes; by default it has no box of its own. */
  className?: string;
};

/**
 * A part of the page that hydrates on its own. The page's render leaves an empty element here;
 * entry-server.tsx renders the island by itself (its own `useId` prefix, so the browser's root
 * renders the same ids) and puts that HTML in. The element has no box of its own (`contents`) so
 * the island's layout is the page's.
 */
export function Island<N extends IslandName>({
  name,
  wake,
  props,
  wakeWhenStored,
  wakeWhenWritten,
  browserOnly,
  className = 'contents',
}: IslandProps<N>) {
  const placed = useContext(PlacedIslands);
  const inPlace = useContext(IslandsInPlace)?.[name] as ComponentType<IslandPropsOf<N>> | undefined;
  if (!placed && inPlace) {
    const InPlace = inPlace as ComponentType<Record<string, unknown>>;
    return <InPlace {...(props as Record<string, unknown>)} />;
  }
  if (!placed) throw new Error(`the island ${name} was rendered outside a page render`);
  const id = placed.length;
  const json = (props ?? {}) as Record<string, unknown>;
  placed.push({ id, name, wake, props: json, browserOnly: browserOnly !== undefined });
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-island-id={id}
      data-wake={wake}
      data-wake-stored={wakeWhenStored}
      data-wake-written={wakeWhenWritten}
      data-props={JSON.stringify(json)}
      data-render={browserOnly === undefined ? undefined : 'browser'}
      className={className}
    >
      {browserOnly}
    </div>
  );
}

/** The empty element of island `id` as React wrote it, to put the island's own HTML into. */
export const islandSlot = (id: number) =>
  new RegExp(`(<div ${ISLAND_ATTRIBUTE}="[a-z-]+" data-island-id="${id}"[^>]*>)(</div>)`);

/** The `useId` prefix of island `id`: the server's render and the browser's root use the same. */
export const islandIdPrefix = (id: number) => `i${id}-`;
