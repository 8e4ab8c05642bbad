import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { eventually, startTestWorker } from '../support/harness.ts';
import { createProduct } from '../support/shop.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;
type Hit = Record<string, unknown> & { id: string; type: string };

describe('shop products reach the search index through shop.product_changed', () => {
  let ctx: AdminApi;
  let worker: Worker;

  beforeAll(async () => {
    ctx = await startAdminApi();
    worker = await startTestWorker();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.stop();
  });

  const hits = async (q: string) =>
    ((await ctx.api.request(`/api/search?q=${encodeURIComponent(q)}`)).json.results as { shop: Hit[] }).shop;
  const found = (q: string, id: string, present: boolean) =>
    eventually(
      async () => ((await hits(q)).some((hit) => hit.id === id) === present ? true : undefined),
      30_000,
      q,
    );

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
