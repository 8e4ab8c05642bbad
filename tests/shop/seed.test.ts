import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../infra/seed/seed-shop.ts';
import { uploadsExist } from '../support/factories.ts';
import { setUpSeeding } from '../support/seeding.ts';

type Item = { id: string; currency: string; image: string; files: { name: string; type: string }[] };

describe('demo shop seed', () => {
  const { api, seed } = setUpSeeding((modules) => seedDemoShop(modules.shop, modules.storage));

  it('seeds four KES products with images and downloadable files, once', async () => {
    expect(await seed()).toBe(true);
    const items = (await api.request('/api/shop')).json.items as Item[];
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.currency === 'KES')).toBe(true);
    expect(
      await uploadsExist(
        api,
        items.map((item) => item.image),
      ),
    ).toBe(true);
    expect(items.flatMap((item) => item.files.map((file) => file.type)).sort()).toEqual([
      'application/pdf',
      'application/pdf',
      'application/zip',
      'text/csv',
      'text/markdown',
      'text/plain',
    ]);
    const first = items[0];
    const handle = first ? await api.modules.shop.openFile(first.id, { index: 0 }) : undefined;
    expect(handle?.size).toBeGreaterThan(0);
    expect(await seed()).toBe(false);
    expect((await api.request('/api/shop')).json.items).toHaveLength(4);
  });
});
