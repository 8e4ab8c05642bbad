import { describe, expect, it } from 'vitest';
import { countByStatus, filterByStatus, proficiencyBand } from './skill-rules';

describe('proficiencyBand', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'blue'],
    [60, 'blue'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%i%% is %s', (value, band) => {
    expect(proficiencyBand(value)).toBe(band);
  });
});

describe('status tabs', () => {
  const skills = [
    { name: 'Go', status: 'active' },
    { name: 'Rust', status: 'learning' },
    { name: 'Elm', status: 'paused' },
    { name: 'TS', status: 'active' },
  ];

  it('filters by status, all showing everything', () => {
    expect(filterByStatus(skills, 'all')).toHaveLength(4);
    expect(filterByStatus(skills, 'active').map((skill) => skill.name)).toEqual(['Go', 'TS']);
    expect(filterByStatus(skills, 'learning').map((skill) => skill.name)).toEqual(['Rust']);
    expect(filterByStatus(skills, 'paused').map((skill) => skill.name)).toEqual(['Elm']);
  });

  it('counts each tab', () => {
    expect(countByStatus(skills)).toEqual({ all: 4, active: 2, learning: 1, paused: 1 });
  });
});
