import { describe, expect, it } from 'vitest';
import { filterProjects, parseTechnologies, projectTabCounts } from './project-rules';

const projects = [
  { title: 'A', status: 'published', featured: true },
  { title: 'B', status: 'published', featured: false },
  { title: 'C', status: 'draft', featured: true },
  { title: 'D', status: 'archived', featured: false },
];

describe('project tabs', () => {
  it('counts all, each status and featured', () => {
    expect(projectTabCounts(projects)).toEqual({ all: 4, published: 2, draft: 1, archived: 1, featured: 2 });
    expect(projectTabCounts([])).toEqual({ all: 0, published: 0, draft: 0, archived: 0, featured: 0 });
  });

  it('filters by status or by the featured flag', () => {
    expect(filterProjects(projects, 'featured').map((project) => project.title)).toEqual(['A', 'C']);
    expect(filterProjects(projects, 'draft').map((project) => project.title)).toEqual(['C']);
    expect(filterProjects(projects, 'all')).toHaveLength(4);
  });
});

describe('parseTechnologies', () => {
  it('splits on commas, trims and drops blanks and repeats', () => {
    expect(parseTechnologies(' React, Node.js ,, Postgres,React ')).toEqual(['React', 'Node.js', 'Postgres']);
    expect(parseTechnologies('')).toEqual([]);
  });
});
