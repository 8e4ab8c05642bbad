import type { VoteType } from '../blog.schemas.ts';

export type VoteChange = { vote: VoteType | null; up: number; down: number };

/**
 * What a vote does, given the visitor's current vote on the comment: the same vote again takes
 * it back, the other one switches it, a first one counts. `up`/`down` are the changes to the
 * comment's counts (the store keeps them at 0 or above).
 */
export function nextVote(current: VoteType | null, requested: VoteType): VoteChange {
  const delta = (type: VoteType, sign: number) => ({
    up: type === 'up' ? sign : 0,
    down: type === 'down' ? sign : 0,
  });
  if (current === requested) return { vote: null, ...delta(requested, -1) };
  if (current === null) return { vote: requested, ...delta(requested, 1) };
  const removed = delta(current, -1);
  const added = delta(requested, 1);
  return { vote: requested, up: removed.up + added.up, down: removed.down + added.down };
}

/** A count after a change, never below 0. */
export const applyCount = (count: number, change: number): number => Math.max(0, count + change);
