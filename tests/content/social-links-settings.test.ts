import { describe, expect, it } from 'vitest';
import { setUpContentAdmin } from '../support/content.ts';
import { form, list, outboxActions, pngBytes, record, uploadExists } from '../support/factories.ts';

describe('social links and settings', () => {
  const { api, asAdmin, post } = setUpContentAdmin('/api/social-links');

  it('creates links with the defaults and refuses other URL schemes', async () => {
    const answer = await post({ name: 'GitHub', url: 'https://github.com/wanjiru', platform: 'github' });
    expect(answer.status).toBe(201);
    expect(record(answer.json, 'socialLink')).toMatchObject({
      color: '#6B7280',
      hover_color: '#374151',
      is_active: true,
      order_index: 0,
      icon: null,
    });
    expect((await post({ name: 'Mail', url: 'mailto:hello@example.com', platform: 'email' })).status).toBe(
      201,
    );
    const bad = await post({ name: 'X', url: 'javascript:alert(1)', platform: '' });
    expect(bad.json.error).toBe('URL must start with http://, https:// or mailto:, Platform is required');
  });

  it('toggles with only is_active, keeps inactive links from visitors, manages the icon', async () => {
    const link = record(
      (
        await post(
          { name: 'LinkedIn', url: 'https://linkedin.com/in/w', platform: 'linkedin' },
          { icon: await pngBytes() },
        )
      ).json,
      'socialLink',
    );
    const put = (init: RequestInit & { json?: unknown }) =>
      asAdmin(`/api/social-links/${link.id}`, { method: 'PUT', ...init });
    const off = await put({ json: { is_active: false } });
    expect(off.json.message).toBe('Social link deactivated successfully!');
    expect(record(off.json, 'socialLink')).toMatchObject({ name: 'LinkedIn', is_active: false });
    const visible = list((await api.request('/api/social-links/active')).json, 'socialLinks').map(
      (l) => l.name,
    );
    expect(visible).toEqual(['GitHub', 'Mail']);
    const admins = await asAdmin('/api/social-links');
    expect(list(admins.json, 'socialLinks')).toHaveLength(3);
    const edited = await put({ body: form({ name: 'LinkedIn', remove_icon: 'true', is_active: 'true' }) });
    expect(edited.json.message).toBe('Social link updated successfully!');
    expect(await uploadExists(api, link.icon)).toBe(false);
    const del = await asAdmin(`/api/social-links/${link.id}`, {
      method: 'DELETE',
    });
    expect(del.json.message).toBe('Social link deleted successfully!');
    // Nothing listens to a social link's changes (no search entry, no page head), so they leave
    // no outbox row; the public cache is moved on directly.
    expect(await outboxActions(api, 'content.social_link_changed', String(link.id))).toEqual([]);
    const missing = await asAdmin(`/api/social-links/${link.id}`, {
      method: 'DELETE',
    });
    expect(missing).toMatchObject({ status: 404, json: { error: 'Social link not found' } });
  });

  it('serves default settings and lets an admin change them', async () => {
    const initial = await api.request('/api/settings');
    expect(record(initial.json, 'settings')).toMatchObject({
      owner_name: 'Wanjiru Kamau',
      contact_email: 'hello@wanjirukamau.co.ke',
      updated_at: null,
    });
    expect((await api.request('/api/settings', { method: 'PUT', json: {} })).status).toBe(401);
    const bad = await asAdmin('/api/settings', {
      method: 'PUT',
      json: { contact_email: 'nope', whatsapp_url: 'javascript:1' },
    });
    expect(bad.status).toBe(400);
    const eventsBefore = (await outboxActions(api, 'content.settings_changed', 'site')).length;
    const changed = await asAdmin('/api/settings', {
      method: 'PUT',
      json: { whatsapp_url: 'https://wa.me/254700000001' },
    });
    expect(changed.json.message).toBe('Settings updated successfully!');
    const after = record((await api.request('/api/settings')).json, 'settings');
    expect(after).toMatchObject({ whatsapp_url: 'https://wa.me/254700000001', owner_name: 'Wanjiru Kamau' });
    // Other files change settings too; this change adds exactly one event.
    expect(await outboxActions(api, 'content.settings_changed', 'site')).toHaveLength(eventsBefore + 1);
  });
});
