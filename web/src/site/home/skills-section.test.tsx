import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderSite, skillView } from '../site-test-utils';
import { SkillsSection } from './skills-section';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SkillsSection', () => {
  it("shows 'Loading skills...' while the list is on its way, then the skills", async () => {
    mockApi({
      '/api/skills?status=active': {
        success: true,
        skills: [skillView(), skillView({ id: 's2', name: 'Go' })],
      },
    });
    renderSite(<SkillsSection />);
    expect(screen.getByText('Loading skills...')).toBeTruthy();
    expect((await screen.findAllByText('TypeScript')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Go').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading skills...')).toBeNull();
    expect(document.getElementById('skills')).toBeTruthy();
  });

  it('shows the spec message when the server does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/skills?status=active': () => new Response('gone', { status: 404 }) });
    renderSite(<SkillsSection />);
    expect(
      await screen.findByText('Failed to fetch skills - Please check if the server is running.'),
    ).toBeTruthy();
    expect(screen.getByText('Failed to load skills')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('treats a malformed answer as a failure', async () => {
    mockApi({ '/api/skills?status=active': { success: true, skills: [{ id: 1 }] } });
    renderSite(<SkillsSection />);
    expect(
      await screen.findByText('Failed to fetch skills - Please check if the server is running.'),
    ).toBeTruthy();
  });

  it("says 'No skills available' for an empty list", async () => {
    mockApi({ '/api/skills?status=active': { success: true, skills: [] } });
    renderSite(<SkillsSection />);
    expect(await screen.findByText('No skills available')).toBeTruthy();
  });

  it('shows proficiency, years and a status badge only for inactive skills', async () => {
    mockApi({
      '/api/skills?status=active': {
        success: true,
        skills: [skillView({ status: 'learning', proficiency: 45, experience: 0, name: 'Rust' })],
      },
    });
    renderSite(<SkillsSection />);
    const [bar] = await screen.findAllByRole('progressbar', { name: 'Rust proficiency' });
    expect(bar?.getAttribute('aria-valuenow')).toBe('45');
    expect(bar?.firstElementChild?.className).toContain('bg-amber-400');
    expect(screen.getAllByText('learning').length).toBeGreaterThan(0);
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
  });
});
