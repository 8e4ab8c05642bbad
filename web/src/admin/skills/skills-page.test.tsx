import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

function skill(id: string, name: string, status: string, proficiency: number) {
  return {
    id,
    name,
    category: 'Languages',
    proficiency,
    started_year: 2020,
    description: null,
    status,
    order_index: 0,
    icon: null,
    experience: 5,
    updated_at: '2025-01-01T00:00:00Z',
  };
}

beforeEach(() => {
  signIn();
});

describe('SkillsPage', () => {
  it('filters by status tab, colours the bars by band and shows the empty state', async () => {
    mockAdminApi({
      'GET /api/skills': () =>
        json({
          success: true,
          skills: [
            skill('1', 'Go', 'active', 85),
            skill('2', 'Rust', 'learning', 45),
            skill('3', 'Elm', 'active', 20),
          ],
        }),
      'GET /api/skills/categories': () => json({ success: true, categories: ['Languages'] }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/skills');
    expect(await screen.findByRole('heading', { level: 3, name: 'Go' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Go proficiency: 85%' }).dataset.band).toBe('green');
    expect(screen.getByRole('img', { name: 'Rust proficiency: 45%' }).dataset.band).toBe('yellow');
    expect(screen.getByRole('img', { name: 'Elm proficiency: 20%' }).dataset.band).toBe('red');

    const tabs = screen.getByRole('tablist', { name: 'Filter skills by status' });
    await user.click(within(tabs).getByRole('tab', { name: /Learning/ }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Go' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Rust' })).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: /Paused/ }));
    expect(screen.getByText('No skills found')).toBeTruthy();
  });

  it('validates, then creates a skill as multipart and announces it', async () => {
    const fetch = mockAdminApi({
      'GET /api/skills': () => json({ success: true, skills: [] }),
      'GET /api/skills/categories': () => json({ success: true, categories: [] }),
      'POST /api/skills': () => json({ success: true, message: 'Skill created successfully!' }, 201),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/skills');
    await screen.findByText('No skills found');
    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    await user.click(screen.getByRole('button', { name: 'Create skill' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/skills')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Go');
    await user.type(screen.getByLabelText('Category'), 'Languages');
    await user.click(screen.getByRole('button', { name: 'Create skill' }));
    expect(await screen.findByText('Skill created successfully!')).toBeTruthy();
    const body = callsTo(fetch, 'POST /api/skills')[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Go');
    expect(form.get('proficiency')).toBe('50');
    expect(form.get('status')).toBe('active');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
