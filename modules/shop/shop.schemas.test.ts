import { describe, expect, it } from 'vitest';
import { MESSAGES, productCreateSchema, productUpdateSchema } from './shop.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('product form schemas (shared by the admin form and the server)', () => {
  it('reads the multipart text fields the spec sends', () => {
    expect(
      productCreateSchema.parse({
        name: '  Guide ',
        price: '1499.5',
        quantity: '3',
        is_active: 'true',
        featured: 'false',
        currency: 'kes',
        product_links: '[{"title":"Gumroad","link":"https://gumroad.com/x"},{"title":"","link":""}]',
      }),
    ).toEqual({
      name: 'Guide',
      price: 1499.5,
      quantity: 3,
      is_active: true,
      featured: false,
      currency: 'KES',
      product_links: [{ title: 'Gumroad', link: 'https://gumroad.com/x' }],
    });
  });

  it('turns an invalid quantity into 0 (the spec) but refuses a negative one', () => {
    expect(productCreateSchema.parse({ name: 'A', price: '1', quantity: 'abc' }).quantity).toBe(0);
    expect(messages(productCreateSchema.safeParse({ name: 'A', price: '1', quantity: '-2' }))).toEqual([
      MESSAGES.quantity,
    ]);
  });

  it('requires a name and a price with at most two decimals', () => {
    expect(messages(productCreateSchema.safeParse({ price: '1' }))).toEqual([MESSAGES.nameRequired]);
    expect(messages(productCreateSchema.safeParse({ name: 'A', price: '' }))).toEqual([
      MESSAGES.priceRequired,
    ]);
    for (const price of ['abc', '-1', '1.001', '10000001', 'Infinity']) {
      expect(messages(productCreateSchema.safeParse({ name: 'A', price }))).toEqual([MESSAGES.price]);
    }
  });

  it('refuses product links that are not JSON or not http(s) URLs', () => {
    expect(messages(productCreateSchema.safeParse({ name: 'A', price: '1', product_links: '[{' }))).toEqual([
      MESSAGES.links,
    ]);
    const script = '[{"title":"x","link":"javascript:alert(1)"}]';
    expect(messages(productCreateSchema.safeParse({ name: 'A', price: '1', product_links: script }))).toEqual(
      [MESSAGES.linkUrl],
    );
  });

  it('takes remove_files as a JSON list of ids and remove_image as text', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(productUpdateSchema.parse({ remove_files: `["${id}"]`, remove_image: 'true' })).toEqual({
      remove_files: [id],
      remove_image: true,
    });
    expect(messages(productUpdateSchema.safeParse({ remove_files: '[1]' }))).toEqual([MESSAGES.removeFiles]);
  });
});
