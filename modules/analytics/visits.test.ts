import { describe, expect, it } from 'vitest';
import {
  type GroupedView,
  type RollupDelta,
  sourceValue,
  splitSourceValue,
  VISIT_IDLE_MS,
  type ViewAttributes,
  VisitGrouper,
  type VisitState,
} from './visits.ts';

const PHONE_FROM_GOOGLE: ViewAttributes = {
  source: 'Google',
  channel: 'search',
  campaign: null,
  country: 'KE',
  browser: 'Chrome',
  os: 'Android',
  device: 'mobile',
};
const NEWSLETTER: ViewAttributes = {
  ...PHONE_FROM_GOOGLE,
  source: 'newsletter',
  channel: 'email',
  campaign: 'november-post',
};

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-28T10:00:00Z');

function view(minutes: number, path: string, extra: Partial<GroupedView> = {}): GroupedView {
  return {
    at: T0 + minutes * MINUTE,
    day: '2026-11-28',
    visitor: 'today',
    previousVisitor: null,
    path,
    attributes: PHONE_FROM_GOOGLE,
    ...extra,
  };
}

/** The summed figures of the rows named, under no filter unless one is given. */
function row(deltas: RollupDelta[], dim: string, value: string, filter: [string, string] = ['', '']) {
  const found = deltas.filter(
    (delta) =>
      delta.dim === dim &&
      delta.value === value &&
      delta.filterDim === filter[0] &&
      delta.filterValue === filter[1],
  );
  if (found.length === 0) return undefined;
  const [only] = found;
  expect(found).toHaveLength(1);
  const { visits, visitors, views, bounces, durationMs, day } = only as RollupDelta;
  return { day, visits, visitors, views, bounces, durationMs };
}

function group(views: GroupedView[], states = new Map<string, VisitState>()) {
  const grouper = new VisitGrouper(states);
  for (const each of views) grouper.add(each);
  return { deltas: grouper.deltas(), states: grouper.changedStates(), all: states };
}

describe('VisitGrouper', () => {
  it('makes one visit of views less than 30 minutes apart, with its entry, exit, bounce and duration', () => {
    const { deltas, states } = group([view(0, '/'), view(10, '/blog/a'), view(39, '/shop')]);
    expect(row(deltas, 'total', '')).toEqual({
      day: '2026-11-28',
      visits: 1,
      visitors: 1,
      views: 3,
      bounces: 0,
      durationMs: 39 * MINUTE,
    });
    expect(row(deltas, 'entry', '/')).toMatchObject({ visits: 1, views: 3 });
    // The exit moved from / to /blog/a to /shop: only /shop keeps it.
    expect(row(deltas, 'exit', '/shop')).toMatchObject({ visits: 1 });
    expect(row(deltas, 'exit', '/')).toBeUndefined();
    expect(row(deltas, 'exit', '/blog/a')).toBeUndefined();
    expect(row(deltas, 'page', '/blog/a')).toMatchObject({ views: 1 });
    expect(row(deltas, 'source', 'search:Google')).toMatchObject({ visits: 1, visitors: 1, views: 3 });
    expect(row(deltas, 'country', 'KE')).toMatchObject({ visits: 1 });
    expect(row(deltas, 'device', 'mobile')).toMatchObject({ visits: 1 });
    expect(row(deltas, 'campaign', 'anything')).toBeUndefined();
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({
      entryPath: '/',
      exitPath: '/shop',
      views: 3,
      lastAt: T0 + 39 * MINUTE,
    });
  });

  it('begins a new visit after more than 30 minutes idle; the same visitor is counted once', () => {
    const { deltas } = group([view(0, '/'), view(30, '/a'), view(61, '/b')]);
    // 0 → 30 is exactly 30 minutes: the same visit; 30 → 61 is 31: a new one, a bounce.
    expect(VISIT_IDLE_MS).toBe(30 * MINUTE);
    expect(row(deltas, 'total', '')).toEqual({
      day: '2026-11-28',
      visits: 2,
      visitors: 1,
      views: 3,
      bounces: 1,
      durationMs: 30 * MINUTE,
    });
    expect(row(deltas, 'entry', '/')).toMatchObject({ visits: 1, bounces: 0 });
    expect(row(deltas, 'entry', '/b')).toMatchObject({ visits: 1, bounces: 1 });
    expect(row(deltas, 'exit', '/a')).toMatchObject({ visits: 1 });
    expect(row(deltas, 'exit', '/b')).toMatchObject({ visits: 1 });
  });

  it('keeps a visit going across midnight through yesterday’s hash, counted on the day it began', () => {
    const beforeMidnight = view(0, '/', { at: Date.parse('2026-11-28T23:50:00+03:00'), visitor: 'hash-28' });
    const afterMidnight = view(0, '/blog/a', {
      at: Date.parse('2026-11-29T00:10:00+03:00'),
      day: '2026-11-29',
      visitor: 'hash-29',
      previousVisitor: 'hash-28',
    });
    const { deltas, states } = group([beforeMidnight, afterMidnight]);
    expect(row(deltas, 'total', '')).toEqual({
      day: '2026-11-28',
      visits: 1,
      visitors: 1,
      views: 2,
      bounces: 0,
      durationMs: 20 * MINUTE,
    });
    expect(deltas.some((delta) => delta.day === '2026-11-29')).toBe(false);
    expect(states.map((state) => state.visitorHash)).toEqual(['hash-28']);
  });

  it('begins a new visit after midnight when yesterday’s visit has idled out, and a new visitor', () => {
    const late = view(0, '/', { at: Date.parse('2026-11-28T23:20:00+03:00'), visitor: 'hash-28' });
    const early = view(0, '/', {
      at: Date.parse('2026-11-29T00:05:00+03:00'),
      day: '2026-11-29',
      visitor: 'hash-29',
      previousVisitor: 'hash-28',
    });
    const { deltas } = group([late, early]);
    const totals = deltas.filter((delta) => delta.dim === 'total' && delta.filterDim === '');
    expect(totals.map(({ day, visits, visitors, bounces }) => ({ day, visits, visitors, bounces }))).toEqual([
      { day: '2026-11-28', visits: 1, visitors: 1, bounces: 1 },
      { day: '2026-11-29', visits: 1, visitors: 1, bounces: 1 },
    ]);
  });

  it('joins a view to a visit stored by an earlier batch and takes back its bounce', () => {
    const first = group([view(0, '/')]);
    const stored = new Map(first.states.map((state) => [state.visitorHash, { ...state }]));
    const { deltas } = group([view(5, '/blog/a')], stored);
    expect(row(deltas, 'total', '')).toEqual({
      day: '2026-11-28',
      visits: 0,
      visitors: 0,
      views: 1,
      bounces: -1,
      durationMs: 5 * MINUTE,
    });
    expect(row(deltas, 'exit', '/')).toMatchObject({ visits: -1 });
    expect(row(deltas, 'exit', '/blog/a')).toMatchObject({ visits: 1 });
  });

  it('adds every row under each filter the visit matches, and none under others', () => {
    const { deltas } = group([
      view(0, '/blog/a', { attributes: NEWSLETTER }),
      view(2, '/shop', { attributes: NEWSLETTER }),
    ]);
    expect(row(deltas, 'page', '/shop', ['campaign', 'november-post'])).toMatchObject({ views: 1 });
    expect(row(deltas, 'total', '', ['source', 'newsletter'])).toMatchObject({ visits: 1, views: 2 });
    expect(row(deltas, 'total', '', ['entry', '/blog/a'])).toMatchObject({ visits: 1, views: 2 });
    expect(row(deltas, 'source', 'email:newsletter', ['country', 'KE'])).toMatchObject({ visits: 1 });
    expect(row(deltas, 'total', '', ['source', 'Google'])).toBeUndefined();
    const filters = new Set(deltas.map((delta) => delta.filterDim));
    expect([...filters].sort()).toEqual([
      '',
      'browser',
      'campaign',
      'country',
      'device',
      'entry',
      'os',
      'source',
    ]);
  });

  it('adds nothing under a country filter when the address has no country', () => {
    const { deltas } = group([view(0, '/', { attributes: { ...PHONE_FROM_GOOGLE, country: null } })]);
    expect(deltas.some((delta) => delta.filterDim === 'country' || delta.dim === 'country')).toBe(false);
  });

  it('keeps two visitors apart', () => {
    const { deltas } = group([view(0, '/'), view(1, '/', { visitor: 'other' })]);
    expect(row(deltas, 'total', '')).toMatchObject({ visits: 2, visitors: 2, bounces: 2 });
  });
});

describe('source values', () => {
  it('carry the channel before the first colon', () => {
    expect(sourceValue('referral', 'example.com:8080')).toBe('referral:example.com:8080');
    expect(splitSourceValue('referral:example.com:8080')).toEqual({
      channel: 'referral',
      source: 'example.com:8080',
    });
  });
});
