import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, projectView, renderSite } from '../site-test-utils';
import { splitTechnologies } from './project-card';
import { ProjectsSection, projectTabs } from './projects-section';

afterEach(() => {
  vi.restoreAllMocks();
});

const PROJECTS = [
  projectView({
    id: 'p1',
    title: 'Shamba Ledger',
    category: 'Web',
    technologies: ['React', 'Node.js', 'Postgres', 'Redis', 'Docker'],
  }),
  projectView({
    id: 'p2',
    title: 'Matatu Tracker',
    category: 'Mobile',
    technologies: ['Kotlin'],
    link: null,
  }),
];

/** Slides that are not loop repeats (those are aria-hidden). */
function visibleArticles() {
  return screen.getAllByRole('article');
}

describe('splitTechnologies', () => {
  it('keeps the first three and counts the rest', () => {
    expect(splitTechnologies(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(splitTechnologies(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('projectTabs', () => {
  it("starts with 'All' and falls back to the projects' own categories", () => {
    expect(projectTabs(['Web', 'Mobile'], [])).toEqual(['All', 'Web', 'Mobile']);
    expect(projectTabs(undefined, PROJECTS as never)).toEqual(['All', 'Web', 'Mobile']);
  });
});

describe('ProjectsSection', () => {
  it("shows cards with three technologies then '+N more', and demo and source links", async () => {
    mockApi({
      '/api/projects': { success: true, projects: PROJECTS },
      '/api/projects/categories': { success: true, categories: ['Web', 'Mobile'] },
    });
    renderSite(<ProjectsSection />);
    const card = (await screen.findAllByRole('article')).find((article) =>
      within(article).queryByText('Shamba Ledger'),
    ) as HTMLElement;
    const techs = within(card).getByRole('list', { name: 'Technologies' });
    expect(
      within(techs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Node.js', 'Postgres', '+2 more']);
    const demo = within(card).getByRole('link', { name: /Live demo of Shamba Ledger/ });
    expect(demo.getAttribute('href')).toBe('https://example.com/demo');
    expect(demo.getAttribute('target')).toBe('_blank');
    expect(
      within(card)
        .getByRole('link', { name: /Source code of Shamba Ledger/ })
        .getAttribute('href'),
    ).toBe('https://github.com/example/shamba');
  });

  it('filters by category tab and starts a fresh carousel', async () => {
    mockApi({
      '/api/projects': { success: true, projects: PROJECTS },
      '/api/projects/categories': { success: true, categories: ['Web', 'Mobile', 'Writing'] },
    });
    renderSite(<ProjectsSection />);
    const group = await screen.findByRole('group', { name: 'Filter projects by category' });
    const carouselBefore = screen.getByRole('group', { name: 'Projects' });
    expect(within(group).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(group).getByRole('button', { name: 'Mobile' }));
    expect(within(group).getByRole('button', { name: 'Mobile' }).getAttribute('aria-pressed')).toBe('true');
    expect(visibleArticles().every((article) => within(article).queryByText('Matatu Tracker'))).toBe(true);
    expect(screen.getByRole('group', { name: 'Projects' })).not.toBe(carouselBefore);

    await userEvent.click(within(group).getByRole('button', { name: 'Writing' }));
    expect(screen.getByText('No Projects Found')).toBeTruthy();
    expect(screen.getByText('No projects available for the selected category.')).toBeTruthy();
  });

  it('shows the network hint when projects fail to load', async () => {
    mockApi({ '/api/projects': () => new Response('', { status: 404 }) });
    renderSite(<ProjectsSection />);
    expect(
      await screen.findByText(
        'Failed to fetch projects - Please check if the server is running on the network.',
      ),
    ).toBeTruthy();
  });
});
