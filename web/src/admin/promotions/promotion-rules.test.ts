import { describe, expect, it } from 'vitest';
import {
  buildPromotionForm,
  INITIAL_IMAGE,
  imageFormFields,
  imageReducer,
  type PromotionFormValues,
} from './promotion-rules';

const file = new File(['x'], 'banner.png', { type: 'image/png' });

describe('promotion image', () => {
  it('sends nothing about the image when untouched', () => {
    expect(imageFormFields(INITIAL_IMAGE)).toEqual([]);
  });

  it("'Remove image' marks removal and sends remove_image=true", () => {
    const removed = imageReducer(INITIAL_IMAGE, { type: 'remove' });
    expect(removed).toEqual({ file: null, remove: true });
    expect(imageFormFields(removed)).toEqual([['remove_image', 'true']]);
  });

  it('choosing a new file clears the removal mark and sends the file', () => {
    const removed = imageReducer(INITIAL_IMAGE, { type: 'remove' });
    const replaced = imageReducer(removed, { type: 'choose', file });
    expect(replaced).toEqual({ file, remove: false });
    expect(imageFormFields(replaced)).toEqual([['image', file]]);
  });

  it('removing after choosing drops the chosen file too', () => {
    const chosen = imageReducer(INITIAL_IMAGE, { type: 'choose', file });
    expect(imageReducer(chosen, { type: 'remove' })).toEqual({ file: null, remove: true });
  });
});

describe('buildPromotionForm', () => {
  const values: PromotionFormValues = {
    type: 'course',
    title: ' Learn Go ',
    description: '',
    badge: '20% OFF',
    cta_text: '',
    href: 'https://example.com',
    price: '',
    old_price: '',
    bg_color: '',
    order_index: '2',
    is_active: true,
    is_ad: false,
  };

  it('leaves empty fields out and sends the flags', () => {
    const form = buildPromotionForm(values, INITIAL_IMAGE);
    expect([...form.keys()]).toEqual(['type', 'title', 'badge', 'href', 'order_index', 'is_active', 'is_ad']);
    expect(form.get('title')).toBe('Learn Go');
    expect(form.get('is_ad')).toBe('false');
  });

  it('sends a field emptied on an edit blank, so the saved text is cleared', () => {
    const form = buildPromotionForm(
      values,
      { file: null, remove: true },
      { description: 'Old text', price: null },
    );
    expect(form.get('description')).toBe('');
    expect(form.has('price')).toBe(false);
    expect(form.get('remove_image')).toBe('true');
  });
});
