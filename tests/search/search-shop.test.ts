import { describe, expect, it } from 'vitest';
import { setUpAdminApi } from '../support/admin-api.ts';
import { setUpTestWorker } from '../support/harness.ts';
import { searchGroup } from '../support/search.ts';
import { createProduct } from '../support/shop.ts';

type Hit = Record<string, unknown> & { id: string; type: string };

describe('shop products reach the search index through shop.product_changed', () => {
  const ctx = setUpAdminApi();
  setUpTestWorker();
  const { hits, found } = searchGroup<Hit>(ctx.api, 'shop');

  it('indexes active products with the search card fields, follows edits, deactivation and delete', async () => {
    const item = await createProduct(ctx, {
      name: 'Kilimani rental yield calculator',
      description: 'A spreadsheet for landlords.',
      price: '750.25',
      category: 'Tools',
    });
    await found('kilimani', item.id, true);
    const [hit] = (await hits('kilimani')).filter((h) => h.id === item.id);
    expect(hit).toEqual({
      type: 'shop',
      id: item.id,
      name: 'Kilimani rental yield calculator',
      description: 'A spreadsheet for landlords.',
      price: 750.25,
      currency: 'KES',
      image: null,
      category: 'Tools',
    });
    await found('landlords', item.id, true);

    const body = new FormData();
    body.set('name', 'Westlands rental yield calculator');
    await ctx.asAdmin(`/api/shop/${item.id}`, { method: 'PUT', body });
    await found('westlands', item.id, true);
    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    await found('westlands', item.id, false);
    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    await found('westlands', item.id, true);
    await ctx.asAdmin(`/api/shop/${item.id}`, { method: 'DELETE' });
    await found('westlands', item.id, false);
  });
});
