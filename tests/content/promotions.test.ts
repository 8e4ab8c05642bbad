import { describe, expect, it } from 'vitest';
import { setUpContentAdmin } from '../support/content.ts';
import { form, list, outboxActions, pngBytes, record, uploadExists } from '../support/factories.ts';

describe('promotions', () => {
  const { api, asAdmin, post } = setUpContentAdmin('/api/promotions');

  it('creates with the defaults and accepts colours, gradients and palette classes', async () => {
    const answer = await post({ title: 'Free CV template', href: 'https://example.com/cv' });
    expect(answer.status).toBe(201);
    expect(answer.json.message).toBe('Promotion created successfully!');
    expect(record(answer.json, 'promotion')).toMatchObject({
      type: 'free-resource',
      is_active: true,
      is_ad: false,
      order_index: 0,
    });
    for (const bg of [
      '#4f46e5',
      'linear-gradient(135deg, #4f46e5, #7c3aed)',
      'bg-gradient-to-r from-rose-500 to-pink-600',
    ]) {
      expect((await post({ title: `bg ${bg}`, bg_color: bg })).status).toBe(201);
    }
  });

  it('refuses unsafe links and unknown backgrounds with a message', async () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      const answer = await post({ title: 'Bad', href });
      expect(answer).toMatchObject({ status: 400, json: { error: 'Link must be a valid http(s) URL' } });
    }
    const bg = await post({ title: 'Bad', bg_color: 'bg-unknown-500 text-white' });
    expect(bg.json.error).toBe(
      'Background must be a CSS colour, a CSS gradient or one of the palette classes',
    );
    expect((await post({ title: '' })).json.error).toBe('Title is required');
  });

  it('lists active ones publicly, toggles, and removes images', async () => {
    const promo = record(
      (await post({ title: 'Course', type: 'course' }, { image: await pngBytes() })).json,
      'promotion',
    );
    expect(
      list((await api.request('/api/promotions/active')).json, 'promotions').map((p) => p.title),
    ).toContain('Course');
    const toggle = () =>
      asAdmin(`/api/promotions/${promo.id}/toggle-active`, {
        method: 'PATCH',
      });
    expect((await toggle()).json.message).toBe('Promotion deactivated successfully!');
    expect(
      list((await api.request('/api/promotions/active')).json, 'promotions').map((p) => p.title),
    ).not.toContain('Course');
    expect(list((await asAdmin('/api/promotions')).json, 'promotions').length).toBeGreaterThan(3);
    expect((await api.request('/api/promotions')).status).toBe(401);
    expect((await toggle()).json.message).toBe('Promotion activated successfully!');
    const put = await asAdmin(`/api/promotions/${promo.id}`, {
      method: 'PUT',
      body: form({ remove_image: 'true', badge: 'FREE' }),
    });
    expect(record(put.json, 'promotion')).toMatchObject({ image: null, badge: 'FREE', title: 'Course' });
    expect(await uploadExists(api, promo.image)).toBe(false);
    const del = await asAdmin(`/api/promotions/${promo.id}`, {
      method: 'DELETE',
    });
    expect(del.json.message).toBe('Promotion deleted successfully!');
    expect(await outboxActions(api, 'content.promotion_changed', String(promo.id))).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'deleted',
    ]);
    const gone = await asAdmin(`/api/promotions/${promo.id}/toggle-active`, {
      method: 'PATCH',
    });
    expect(gone).toMatchObject({ status: 404, json: { error: 'Promotion not found' } });
  });

  it('refuses an image over 5MB with the spec message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    const answer = await post({ title: 'Huge' }, { image: big });
    expect(answer).toMatchObject({ status: 413, json: { error: 'Image file must be less than 5MB' } });
  });
});
