import { describe, expect, it } from 'vitest';
import { productFormData, shopListPath } from './shop-admin';

const form = {
  name: ' Planner ',
  description: 'Monthly',
  price: '1500',
  category: 'Templates',
  quantity: '',
  is_active: false,
  featured: true,
  pay_what_you_want: false,
  min_price: '',
  product_links: [
    { title: 'Gumroad', link: 'https://gumroad.com/x' },
    { title: ' ', link: '' },
  ],
};

describe('shopListPath', () => {
  it('leaves out empty filters and category All', () => {
    expect(shopListPath({ search: ' ', category: 'All', active: '', has_files: '' })).toBe('/api/shop');
    expect(shopListPath({ search: 'a b', category: 'E&B', active: 'true', has_files: 'false' })).toBe(
      '/api/shop?search=a+b&category=E%26B&active=true&has_files=false',
    );
  });
});

describe('productFormData', () => {
  it('sends the spec fields: flags as text, links as JSON without blank rows, quantity 0 by default', () => {
    const image = new File(['i'], 'i.png', { type: 'image/png' });
    const body = productFormData(form, { image, removeImage: true, files: [], removeFiles: ['f1'] }, false);
    expect(body.get('name')).toBe('Planner');
    expect(body.get('quantity')).toBe('0');
    expect(body.get('is_active')).toBe('false');
    expect(body.get('featured')).toBe('true');
    expect(body.get('product_links')).toBe('[{"title":"Gumroad","link":"https://gumroad.com/x"}]');
    expect((body.get('image') as File).name).toBe('i.png');
    // A create has nothing to remove.
    expect(body.get('remove_files')).toBeNull();
    expect(body.get('remove_image')).toBeNull();
  });

  it('on update, repeats new files and sends the removals', () => {
    const a = new File(['a'], 'a.pdf');
    const b = new File(['b'], 'b.zip');
    const body = productFormData(
      form,
      { image: null, removeImage: true, files: [a, b], removeFiles: ['f1', 'f2'] },
      true,
    );
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.zip']);
    expect(body.get('remove_files')).toBe('["f1","f2"]');
    expect(body.get('remove_image')).toBe('true');
  });

  it('sends pay what you want with its minimum (0 when left blank), and no minimum without it', () => {
    expect(
      productFormData(form, { image: null, removeImage: false, files: [], removeFiles: [] }, false).get(
        'min_price',
      ),
    ).toBeNull();
    const pwyw = productFormData(
      { ...form, pay_what_you_want: true, min_price: ' ' },
      { image: null, removeImage: false, files: [], removeFiles: [] },
      false,
    );
    expect([pwyw.get('pay_what_you_want'), pwyw.get('min_price')]).toEqual(['true', '0']);
  });
});
