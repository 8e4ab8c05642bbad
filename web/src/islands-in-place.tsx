import type { ComponentType } from 'react';
import { ISLANDS, type IslandName } from './islands/registry';

/**
 * Every island's component, rendered in place (the unit tests render a page as one tree): the
 * registry's own modules, loaded once here, so a new island needs no second list.
 */
export const ISLANDS_IN_PLACE: Partial<Record<IslandName, ComponentType<never>>> = Object.fromEntries(
  await Promise.all(
    Object.entries(ISLANDS).map(async ([name, island]) => [
      name,
      (await island.load()) as ComponentType<never>,
    ]),
  ),
);
