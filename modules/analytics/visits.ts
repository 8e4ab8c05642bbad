import { type Channel, FILTER_DIMENSIONS, type FilterDimension } from './analytics.schemas.ts';

/** A visit ends after 30 minutes without a view (Plausible's and Google Analytics' rule). */
export const VISIT_IDLE_MS = 30 * 60_000;

/** What a view brings from its request: where it came from and on what, never the IP itself. */
export type ViewAttributes = {
  source: string;
  channel: Channel;
  campaign: string | null;
  /** ISO 3166-1 alpha-2, or null where the address maps to no country. */
  country: string | null;
  browser: string;
  os: string;
  device: string;
};

export type GroupedView = {
  /** When it arrived, ms since the epoch. */
  at: number;
  /** The site's day it arrived on (YYYY-MM-DD). */
  day: string;
  /** The visitor's hash under today's salt, and under yesterday's (a visit may cross midnight). */
  visitor: string;
  previousVisitor: string | null;
  path: string;
  attributes: ViewAttributes;
};

/** A visitor hash's latest visit, as `analytics_visitor_state` keeps it. */
export type VisitState = {
  visitorHash: string;
  visitDay: string;
  startedAt: number;
  lastAt: number;
  entryPath: string;
  exitPath: string;
  views: number;
  attributes: ViewAttributes;
};

export type RollupFigures = {
  visits: number;
  visitors: number;
  views: number;
  bounces: number;
  durationMs: number;
};
export type RollupDelta = RollupFigures & {
  day: string;
  filterDim: FilterDimension | '';
  filterValue: string;
  dim: string;
  value: string;
};

/** The panels a visit counts in (beside `total`), each with the visit's value there. */
const VISIT_PANELS = ['source', 'campaign', 'entry', 'country', 'device', 'browser', 'os'] as const;

/** A source row's value: its channel, a colon, its name (a channel never holds a colon). */
export function sourceValue(channel: Channel, source: string): string {
  return `${channel}:${source}`;
}

export function splitSourceValue(value: string): { channel: string; source: string } {
  const colon = value.indexOf(':');
  return { channel: value.slice(0, colon), source: value.slice(colon + 1) };
}

/** The visit's value in one of its panels or filters; null where it has none (no campaign). */
function valueIn(state: VisitState, dimension: FilterDimension): string | null {
  const { attributes } = state;
  switch (dimension) {
    case 'entry':
      return state.entryPath;
    case 'source':
      return attributes.source;
    case 'campaign':
      return attributes.campaign;
    case 'country':
      return attributes.country;
    case 'device':
      return attributes.device;
    case 'browser':
      return attributes.browser;
    case 'os':
      return attributes.os;
  }
}

/**
 * Groups views into visits and turns each view into additions to the rollup: a new visit adds a
 * visit (a bounce until a second view) and, if the hash had none before, a visitor; a later view
 * adds a view, its time since the last one, takes back the bounce, and moves the exit page. Every
 * figure is a delta, so the rollup is the sum of its batches whatever their split.
 *
 * Views must be added in the order they arrived (the stream's order). `states` holds the latest
 * visit of every hash the views name (today's and yesterday's), as stored; it is updated in place.
 */
export class VisitGrouper {
  readonly #states: Map<string, VisitState>;
  readonly #changed = new Set<string>();
  readonly #deltas = new Map<string, RollupDelta>();

  constructor(states: Map<string, VisitState>) {
    this.#states = states;
  }

  add(view: GroupedView): void {
    const current =
      this.#activeVisit(view.visitor, view.at) ?? this.#activeVisit(view.previousVisitor, view.at);
    if (current) this.#extend(current, view);
    else this.#begin(view);
  }

  /** The rows to add to the rollup. */
  deltas(): RollupDelta[] {
    return [...this.#deltas.values()].filter(
      (delta) => delta.visits || delta.visitors || delta.views || delta.bounces || delta.durationMs,
    );
  }

  /** The visits this batch began or extended, to store. */
  changedStates(): VisitState[] {
    return [...this.#changed].flatMap((hash) => this.#states.get(hash) ?? []);
  }

  #activeVisit(hash: string | null, at: number): VisitState | undefined {
    if (!hash) return undefined;
    const state = this.#states.get(hash);
    // A view stamped before the visit's last one (clocks of two Redis servers) still joins it.
    return state && at - state.lastAt <= VISIT_IDLE_MS ? state : undefined;
  }

  #begin(view: GroupedView): void {
    const firstOfHash = !this.#states.has(view.visitor);
    const state: VisitState = {
      visitorHash: view.visitor,
      visitDay: view.day,
      startedAt: view.at,
      lastAt: view.at,
      entryPath: view.path,
      exitPath: view.path,
      views: 1,
      attributes: view.attributes,
    };
    this.#states.set(view.visitor, state);
    this.#changed.add(view.visitor);
    this.#addToVisit(state, {
      visits: 1,
      visitors: firstOfHash ? 1 : 0,
      views: 1,
      bounces: 1,
      durationMs: 0,
    });
    this.#addEverywhere(state, 'page', view.path, { views: 1 });
    this.#addEverywhere(state, 'exit', view.path, { visits: 1 });
  }

  #extend(state: VisitState, view: GroupedView): void {
    const figures = {
      views: 1,
      bounces: state.views === 1 ? -1 : 0,
      durationMs: Math.max(0, view.at - state.lastAt),
    };
    this.#addToVisit(state, figures);
    this.#addEverywhere(state, 'page', view.path, { views: 1 });
    if (state.exitPath !== view.path) {
      this.#addEverywhere(state, 'exit', state.exitPath, { visits: -1 });
      this.#addEverywhere(state, 'exit', view.path, { visits: 1 });
    }
    state.views += 1;
    state.lastAt = Math.max(state.lastAt, view.at);
    state.exitPath = view.path;
    this.#changed.add(state.visitorHash);
  }

  /** Adds to the visit's total and its row in each of its panels, under no filter and each of its own. */
  #addToVisit(state: VisitState, figures: Partial<RollupFigures>): void {
    this.#addEverywhere(state, 'total', '', figures);
    for (const panel of VISIT_PANELS) {
      const value = valueIn(state, panel);
      if (value === null) continue;
      const shown = panel === 'source' ? sourceValue(state.attributes.channel, value) : value;
      this.#addEverywhere(state, panel, shown, figures);
    }
  }

  /** One panel row, unfiltered and under every filter the visit matches. */
  #addEverywhere(state: VisitState, dim: string, value: string, figures: Partial<RollupFigures>): void {
    this.#add(state.visitDay, '', '', dim, value, figures);
    for (const filter of FILTER_DIMENSIONS) {
      const filterValue = valueIn(state, filter);
      if (filterValue !== null) this.#add(state.visitDay, filter, filterValue, dim, value, figures);
    }
  }

  #add(
    day: string,
    filterDim: FilterDimension | '',
    filterValue: string,
    dim: string,
    value: string,
    figures: Partial<RollupFigures>,
  ): void {
    const key = `${day}\u0000${filterDim}\u0000${filterValue}\u0000${dim}\u0000${value}`;
    let delta = this.#deltas.get(key);
    if (!delta) {
      delta = {
        day,
        filterDim,
        filterValue,
        dim,
        value,
        visits: 0,
        visitors: 0,
        views: 0,
        bounces: 0,
        durationMs: 0,
      };
      this.#deltas.set(key, delta);
    }
    delta.visits += figures.visits ?? 0;
    delta.visitors += figures.visitors ?? 0;
    delta.views += figures.views ?? 0;
    delta.bounces += figures.bounces ?? 0;
    delta.durationMs += figures.durationMs ?? 0;
  }
}
