import { describe, expect, it } from 'vitest';
import { applyCount, nextVote } from './votes.ts';

describe('nextVote', () => {
  it('counts a first vote', () => {
    expect(nextVote(null, 'up')).toEqual({ vote: 'up', up: 1, down: 0 });
    expect(nextVote(null, 'down')).toEqual({ vote: 'down', up: 0, down: 1 });
  });
  it('takes back the same vote', () => {
    expect(nextVote('up', 'up')).toEqual({ vote: null, up: -1, down: 0 });
    expect(nextVote('down', 'down')).toEqual({ vote: null, up: 0, down: -1 });
  });
  it('switches to the other vote', () => {
    expect(nextVote('up', 'down')).toEqual({ vote: 'down', up: -1, down: 1 });
    expect(nextVote('down', 'up')).toEqual({ vote: 'up', up: 1, down: -1 });
  });
  it('never lets a count go below 0', () => {
    expect(applyCount(0, -1)).toBe(0);
    expect(applyCount(2, -1)).toBe(1);
  });
});
