import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '../../modules/shop/index.ts';
import { bearer, createAccount } from '../support/accounts.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { outboxActions, pngBytes, uploadExists } from '../support/factories.ts';
import {
  createProduct,
  exeBytes,
  pdfBytes,
  productForm,
  randomBytes,
  type ShopItem,
} from '../support/shop.ts';

describe('shop admin: /api/shop', () => {
  // The admin list shows every product: each test starts from an empty shop in a world of its own.
  const ctx = setUpAdminApi({}, { world: 'test' });

  const storedKeys = async (productId: string) =>
    (
      await ctx.api.orm.em
        .fork()
        .execute<{ stored_key: string }[]>(
          'select stored_key from shop_product_file where product_id = ? order by position',
          [productId],
        )
    ).map((row) => row.stored_key);
  const inStore = async (key: string) =>
    (await ctx.api.modules.storage.store.head(`private/${key}`)) !== undefined;
  const update = (
    id: string,
    fields: Record<string, string>,
    files: Parameters<typeof productForm>[1] = [],
  ) => ctx.asAdmin(`/api/shop/${id}`, { method: 'PUT', body: productForm(fields, files) });

  it('creates a product from the multipart form with an image and private files', async () => {
    const answer = await ctx.asAdmin('/api/shop', {
      method: 'POST',
      body: productForm(
        {
          name: 'Land Buying Checklist',
          description: 'Every document to check.',
          price: '1499.50',
          category: 'Guides',
          quantity: '7',
          product_links: '[{"title":"Gumroad","link":"https://gumroad.com/l/land"},{"title":"","link":""}]',
          is_active: 'true',
          featured: 'true',
        },
        [
          { name: 'checklist.pdf', bytes: pdfBytes() },
          {
            name: 'notes.md',
            bytes: new TextEncoder().encode('# Notes\n\nBring your ID.\n'),
            type: 'text/markdown',
          },
        ],
        await pngBytes(),
      ),
    });
    expect(answer.status).toBe(201);
    expect(answer.json.message).toBe(SHOP_MESSAGES.created);
    const item = answer.json.item as ShopItem;
    expect(item).toMatchObject({
      name: 'Land Buying Checklist',
      price: 1499.5,
      currency: 'KES',
      category: 'Guides',
      quantity: 7,
      is_active: 1,
      featured: 1,
      purchasable: true,
      file_count: 2,
      product_links: [{ title: 'Gumroad', link: 'https://gumroad.com/l/land' }],
    });
    expect(item.files.map((file) => [file.name, file.type, file.position])).toEqual([
      ['checklist.pdf', 'application/pdf', 0],
      ['notes.md', 'text/markdown', 1],
    ]);
    expect(await uploadExists(ctx.api, item.image)).toBe(true);
    const keys = await storedKeys(item.id);
    expect(await Promise.all(keys.map(inStore))).toEqual(keys.map(() => true));
    // Neither the admin nor anyone else ever sees where a file is stored.
    for (const key of keys) expect(answer.text).not.toContain(key);
    expect(answer.text).not.toContain('private');
    const stored = await ctx.api.orm.em
      .fork()
      .execute<{ price_minor: string }[]>('select price_minor from shop_product where id = ?', [item.id]);
    expect(Number(stored[0]?.price_minor)).toBe(149950);
    expect(await outboxActions(ctx.api, 'shop.product_changed', item.id)).toEqual(['created']);
  });

  it('adds new files to the existing ones, removes the files asked for, and deletes them from disk', async () => {
    const item = await createProduct(ctx, {}, [
      { name: 'one.pdf', bytes: pdfBytes('one') },
      { name: 'two.pdf', bytes: pdfBytes('two') },
    ]);
    const [firstKey, secondKey] = await storedKeys(item.id);
    const added = await update(item.id, { name: 'Renamed' }, [
      { name: 'three.pdf', bytes: pdfBytes('three') },
    ]);
    expect(added.status).toBe(200);
    expect(added.json.message).toBe(SHOP_MESSAGES.updated);
    const afterAdd = added.json.item as ShopItem;
    expect(afterAdd.name).toBe('Renamed');
    expect(afterAdd.files.map((file) => file.name)).toEqual(['one.pdf', 'two.pdf', 'three.pdf']);

    const first = afterAdd.files[0]?.id ?? '';
    const removed = await update(item.id, { remove_files: JSON.stringify([first]) });
    expect((removed.json.item as ShopItem).files.map((file) => file.name)).toEqual(['two.pdf', 'three.pdf']);
    expect(await inStore(firstKey ?? '')).toBe(false);
    expect(await inStore(secondKey ?? '')).toBe(true);
    expect(await outboxActions(ctx.api, 'shop.product_changed', item.id)).toEqual([
      'created',
      'updated',
      'updated',
    ]);
  });

  it('keeps the files in the order they were sent, whichever finishes writing first', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(pdfBytes('big'));
    const sent = [
      { name: '1-big.pdf', bytes: big },
      ...Array.from({ length: 9 }, (_, index) => ({ name: `${index + 2}-small.pdf`, bytes: pdfBytes() })),
    ];
    const item = await createProduct(ctx, {}, sent);
    expect(item.files.map((file) => file.name)).toEqual(sent.map((file) => file.name));
    const pair = [
      { name: 'a.pdf', bytes: pdfBytes('a') },
      { name: 'b.txt', bytes: new TextEncoder().encode('hello buyer\n'), type: 'text/plain' },
    ];
    for (let round = 0; round < 10; round += 1) {
      const created = await createProduct(ctx, {}, pair);
      expect(created.files.map((file) => file.name)).toEqual(['a.pdf', 'b.txt']);
    }
  });

  it('replaces or removes the image', async () => {
    const item = await createProduct(ctx, {}, [], await pngBytes());
    const replaced = await ctx.asAdmin(`/api/shop/${item.id}`, {
      method: 'PUT',
      body: productForm({}, [], await pngBytes(20)),
    });
    const newImage = (replaced.json.item as ShopItem).image;
    expect(newImage).not.toBe(item.image);
    expect(await uploadExists(ctx.api, item.image)).toBe(false);
    const cleared = await update(item.id, { remove_image: 'true' });
    expect((cleared.json.item as ShopItem).image).toBeNull();
    expect(await uploadExists(ctx.api, newImage)).toBe(false);
  });

  it('refuses files by their content, whatever their name says, and stores nothing then', async () => {
    const before = await ctx.api.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from shop_product');
    for (const bytes of [exeBytes(), randomBytes()]) {
      const answer = await ctx.asAdmin('/api/shop', {
        method: 'POST',
        body: productForm({ name: 'Sneaky', price: '10' }, [
          { name: 'ok.pdf', bytes: pdfBytes() },
          { name: 'fake.pdf', bytes },
        ]),
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ success: false, error: SHOP_MESSAGES.fileType });
    }
    const after = await ctx.api.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from shop_product');
    expect(after[0]?.n).toBe(before[0]?.n);
    const orphans = await ctx.api.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from shop_product_file');
    expect(orphans[0]?.n).toBe('0');
  });

  it('refuses more than 10 files at once and a file over the size limit', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `f${index}.pdf`, bytes: pdfBytes() }));
    const tooMany = await ctx.asAdmin('/api/shop', {
      method: 'POST',
      body: productForm({ name: 'Many', price: '10' }, eleven),
    });
    expect(tooMany.status).toBe(413);
    expect(tooMany.json.success).toBe(false);

    const big = new Uint8Array(100 * 1024 * 1024 + 1);
    big.set(pdfBytes());
    const tooLarge = await ctx.asAdmin('/api/shop', {
      method: 'POST',
      body: productForm({ name: 'Big', price: '10' }, [{ name: 'big.pdf', bytes: big }]),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe(SHOP_MESSAGES.fileTooLarge);
  });

  it('answers bad input with a 400 and the message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ price: '10' }, SHOP_MESSAGES.nameRequired],
      [{ name: 'No price' }, SHOP_MESSAGES.priceRequired],
      [{ name: 'Bad price', price: 'ten' }, SHOP_MESSAGES.price],
      [{ name: 'Bad price', price: '-5' }, SHOP_MESSAGES.price],
      [{ name: 'Bad price', price: '1.005' }, SHOP_MESSAGES.price],
      [{ name: 'Bad links', price: '10', product_links: '[{"title":' }, SHOP_MESSAGES.links],
      [
        { name: 'Bad link', price: '10', product_links: '[{"title":"x","link":"javascript:alert(1)"}]' },
        SHOP_MESSAGES.linkUrl,
      ],
      [{ name: 'Bad flag', price: '10', is_active: 'maybe' }, SHOP_MESSAGES.flag],
      [{ name: 'Bad currency', price: '10', currency: 'shillings' }, SHOP_MESSAGES.currency],
    ];
    for (const [fields, error] of cases) {
      const answer = await ctx.asAdmin('/api/shop', { method: 'POST', body: productForm(fields) });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.json).toMatchObject({ success: false, error });
    }
    const nul = await ctx.asAdmin('/api/shop', {
      method: 'POST',
      body: productForm({ name: 'a\u0000b', price: '1' }),
    });
    expect(nul.status).toBe(400);
    const item = await createProduct(ctx);
    const badRemoval = await update(item.id, { remove_files: 'not json' });
    expect(badRemoval.status).toBe(400);
    expect(badRemoval.json.error).toBe(SHOP_MESSAGES.removeFiles);
    expect((await update('not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await update('00000000-0000-4000-8000-000000000000', { name: 'x' })).json.error).toBe(
      SHOP_MESSAGES.productNotFound,
    );
  });

  it('saves a product in another currency but marks it not purchasable', async () => {
    const item = await createProduct(ctx, { price: '19.99', currency: 'usd' });
    expect(item).toMatchObject({ price: 19.99, currency: 'USD', purchasable: false });
  });

  it('toggles active and featured, and deletes with the stored files', async () => {
    const item = await createProduct(ctx, {}, [{ name: 'a.pdf', bytes: pdfBytes() }], await pngBytes());
    const active = await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    expect(active.json).toMatchObject({
      success: true,
      message: SHOP_MESSAGES.toggledActive,
      item: { is_active: 0 },
    });
    const featured = await ctx.asAdmin(`/api/shop/${item.id}/toggle-featured`, { method: 'PATCH' });
    expect(featured.json).toMatchObject({ item: { featured: 1, is_active: 0 } });
    const [key] = await storedKeys(item.id);
    const deleted = await ctx.asAdmin(`/api/shop/${item.id}`, { method: 'DELETE' });
    expect(deleted.json).toEqual({ success: true, message: SHOP_MESSAGES.deleted });
    expect(await inStore(key ?? '')).toBe(false);
    expect(await uploadExists(ctx.api, item.image)).toBe(false);
    expect((await ctx.asAdmin(`/api/shop/${item.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await outboxActions(ctx.api, 'shop.product_changed', item.id)).toEqual([
      'created',
      'toggled',
      'toggled',
      'deleted',
    ]);
  });

  it('filters the admin list by search, category, active and has_files', async () => {
    const guide = await createProduct(ctx, { name: 'Title deed guide', category: 'Guides' }, [
      { name: 'g.pdf', bytes: pdfBytes() },
    ]);
    const course = await createProduct(ctx, {
      name: 'Writing course',
      category: 'Courses',
      is_active: 'false',
    });
    const names = async (query: string) =>
      ((await ctx.asAdmin(`/api/shop${query}`)).json.items as ShopItem[]).map((item) => item.name).sort();
    expect(await names('')).toEqual([guide.name, course.name].sort());
    expect(await names('?search=DEED')).toEqual([guide.name]);
    expect(await names('?category=Courses')).toEqual([course.name]);
    expect(await names('?category=All')).toHaveLength(2);
    expect(await names('?active=false')).toEqual([course.name]);
    expect(await names('?active=true')).toEqual([guide.name]);
    expect(await names('?has_files=true')).toEqual([guide.name]);
    expect(await names('?has_files=false')).toEqual([course.name]);
    expect(await names('?search=%25')).toEqual([]);
    const categories = await ctx.asAdmin('/api/shop/categories');
    expect(categories.json.categories).toEqual(['Courses', 'Guides']);
  });

  it('refuses list filters it cannot apply with a 400 that says why, for visitors and admins alike', async () => {
    await createProduct(ctx, { name: 'Title deed guide', category: 'Guides' });
    const cases: [string, string][] = [
      [`?category=${'c'.repeat(100)}`, 'Category must be less than 100 characters'],
      [`?search=${'s'.repeat(201)}`, 'The search text must be at most 200 characters'],
      ['?active=maybe', 'active must be true or false'],
      ['?has_files=1', 'has_files must be true or false'],
      ['?category=Guides&category=Courses', 'Each filter may be given once'],
    ];
    for (const [query, error] of cases) {
      for (const answer of [
        await ctx.api.request(`/api/shop${query}`),
        await ctx.asAdmin(`/api/shop${query}`),
      ]) {
        expect(answer.status, query).toBe(400);
        expect(answer.json.error, query).toBe(error);
      }
    }
    // Empty filters are no filters (the admin form may send them).
    expect((await ctx.asAdmin('/api/shop?active=&has_files=&category=&search=')).json.items).toHaveLength(1);
    expect((await ctx.api.request(`/api/shop?category=${'c'.repeat(99)}`)).json.items).toEqual([]);
  });

  it('refuses changes without an admin token (401) and for other roles (403)', async () => {
    const item = await createProduct(ctx);
    const user = await createAccount(ctx.api, { role: 'user' });
    const calls: [string, string][] = [
      ['POST', '/api/shop'],
      ['PUT', `/api/shop/${item.id}`],
      ['DELETE', `/api/shop/${item.id}`],
      ['PATCH', `/api/shop/${item.id}/toggle-active`],
      ['PATCH', `/api/shop/${item.id}/toggle-featured`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' || method === 'PUT' ? productForm({ name: 'x', price: '1' }) : undefined;
      expect((await ctx.api.request(path, { method, body })).status, `${method} ${path}`).toBe(401);
      const asUser = await ctx.api.request(path, { method, body, headers: bearer(user.token) });
      expect(asUser.status, `${method} ${path}`).toBe(403);
    }
  });
});
