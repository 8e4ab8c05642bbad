import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, callsTo, json, mockApi, renderAdmin, signIn } from '../admin-test-utils';

function product(overrides: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    name: 'Budget planner',
    description: 'Monthly budget',
    price: 1500,
    currency: 'KES',
    image: null,
    category: 'Templates',
    featured: 0,
    is_active: true,
    quantity: 0,
    purchasable: true,
    files: [{ id: 'f1', name: 'planner.xlsx', size: 2048, type: 'application/vnd.ms-excel' }],
    file_count: 1,
    downloadable_files: 1,
    product_links: [{ title: 'Gumroad', link: 'https://gumroad.com/p' }],
    views: 3,
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

const base = (items: unknown[]) => ({
  'GET /api/auth/profile': () => json({ success: true, user: ADMIN }),
  'GET /api/shop': () => json({ success: true, items }),
  'GET /api/shop/categories': () => json({ success: true, categories: ['Templates', 'Guides'] }),
});

beforeEach(() => signIn());

describe('ShopPage', () => {
  it('lists products with price in their currency, files count and a not-purchasable mark', async () => {
    mockApi(
      base([
        product(),
        product({ id: 'p2', name: 'Old guide', currency: 'USD', price: 12.5, purchasable: false }),
      ]),
    );
    renderAdmin('/admin/shop');
    // The first test also waits for the lazy admin chunks to load.
    expect(await screen.findByRole('heading', { name: 'Shop Management' })).toBeTruthy();
    expect(screen.getByText('Manage your digital products')).toBeTruthy();
    const table = (await screen.findAllByRole('table'))[0] as HTMLElement;
    const row = within(table).getByText('Budget planner').closest('tr') as HTMLElement;
    expect(within(row).getByText('KES 1,500.00')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
    const old = within(table).getByText('Old guide').closest('tr') as HTMLElement;
    expect(within(old).getByText('USD 12.50')).toBeTruthy();
    expect(within(old).getByText('Not purchasable')).toBeTruthy();
  });

  it('sends the filters as the query, leaving out category All', async () => {
    const fetch = mockApi(base([product()]));
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    await screen.findAllByText('Budget planner');
    await user.selectOptions(screen.getByLabelText('Category'), 'Guides');
    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await user.selectOptions(screen.getByLabelText('Has Files'), 'true');
    await user.type(screen.getByLabelText('Search'), 'plan');
    await waitFor(() => {
      const last = callsTo(fetch, 'GET /api/shop').at(-1);
      expect(last?.url.search).toBe('?search=plan&category=Guides&active=false&has_files=true');
    });
    expect(callsTo(fetch, 'GET /api/shop')[0]?.url.search).toBe('');
  });

  it('toggles active and featured, and shows the spec error in the toast', async () => {
    const fetch = mockApi({
      ...base([product()]),
      'PATCH /api/shop/p1/toggle-active': () => json({ success: true, item: product({ is_active: false }) }),
      'PATCH /api/shop/p1/toggle-featured': () => new Response('down', { status: 500 }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    const table = (await screen.findAllByRole('table'))[0] as HTMLElement;
    await user.click(within(table).getByRole('button', { name: 'Active: deactivate Budget planner' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH /api/shop/p1/toggle-active')).toHaveLength(1));
    await user.click(within(table).getByRole('button', { name: 'Not featured: feature Budget planner' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Failed to toggle featured');
  });

  it('saves an edit as multipart with links, flags, new files and removed files', async () => {
    const fetch = mockApi({
      ...base([product()]),
      'PUT /api/shop/p1': () => json({ success: true, item: product(), message: 'Updated' }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    const table = (await screen.findAllByRole('table'))[0] as HTMLElement;
    await user.click(within(table).getByRole('button', { name: 'Edit Budget planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Budget planner 2');
    await user.click(within(dialog).getByLabelText('Featured'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove planner.xlsx' }));
    const file = new File(['hello'], 'bonus.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Add files'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/shop/p1')).toHaveLength(1);
    const body = callsTo(fetch, 'PUT /api/shop/p1')[0]?.init.body as FormData;
    expect(body.get('name')).toBe('Budget planner 2');
    expect(body.get('price')).toBe('1500.00');
    expect(body.get('category')).toBe('Templates');
    expect(body.get('quantity')).toBe('0');
    expect(body.get('is_active')).toBe('true');
    expect(body.get('featured')).toBe('true');
    expect(JSON.parse(String(body.get('product_links')))).toEqual([
      { title: 'Gumroad', link: 'https://gumroad.com/p' },
    ]);
    expect(JSON.parse(String(body.get('remove_files')))).toEqual(['f1']);
    expect((body.getAll('files')[0] as File).name).toBe('bonus.pdf');
  });

  it('refuses a product without a name or price, and shows the server error on save failure', async () => {
    const fetch = mockApi({
      ...base([]),
      'POST /api/shop': () => json({ success: false, error: 'Category is too long' }, 400),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    await screen.findByText('No products found.');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Price must be 0 or more')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/shop')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Guide');
    await user.type(within(dialog).getByLabelText('Price (KES)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Category is too long');
    const body = callsTo(fetch, 'POST /api/shop')[0]?.init.body as FormData;
    expect(body.get('remove_files')).toBeNull();
    expect(body.get('is_active')).toBe('true');
  });

  it("asks 'Are you sure you want to delete this item?' and says 'Failed to delete shop item' on failure", async () => {
    mockApi({ ...base([product()]), 'DELETE /api/shop/p1': () => new Response('x', { status: 500 }) });
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    const table = (await screen.findAllByRole('table'))[0] as HTMLElement;
    await user.click(within(table).getByRole('button', { name: 'Delete Budget planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText(/Failed to delete shop item/)).length).toBeGreaterThan(0);
  });

  it("shows 'Failed to fetch shop items' when the list fails", async () => {
    mockApi({ ...base([]), 'GET /api/shop': () => json({ success: false }, 403) });
    renderAdmin('/admin/shop');
    expect(await screen.findByText('Failed to fetch shop items')).toBeTruthy();
  });

  it("shows an empty category as 'Uncategorized' and the files in the right number on a phone's card", async () => {
    mockApi(
      base([product({ category: '' }), product({ id: 'p2', name: 'Course pack', file_count: 2, files: [] })]),
    );
    renderAdmin('/admin/shop');
    const table = (await screen.findAllByRole('table', {}, { timeout: 15_000 }))[0] as HTMLElement;
    const row = within(table).getByText('Budget planner').closest('tr') as HTMLElement;
    expect(within(row).getByText('Uncategorized')).toBeTruthy();
    expect(within(table).queryByText('—')).toBeNull();
    // The cards the phone layout shows instead of the table.
    expect(screen.getByText('Uncategorized · 1 file')).toBeTruthy();
    expect(screen.getByText('Templates · 2 files')).toBeTruthy();
  });

  it('starts a new product with one store-link row, and offers Remove only when there are two or more', async () => {
    mockApi(base([]));
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    await screen.findByText('No products found.', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    expect(within(dialog).getByLabelText('Store 1 name')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Remove store/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add store link' }));
    expect(within(dialog).getAllByRole('button', { name: /^Remove store/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove store 2' }));
    expect(within(dialog).getByLabelText('Store 1 name')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Remove store/ })).toBeNull();
  });

  it('clears an old error toast once a later save succeeds', async () => {
    let attempts = 0;
    mockApi({
      ...base([]),
      'POST /api/shop': () =>
        ++attempts === 1
          ? json({ success: false, error: 'Category is too long' }, 400)
          : json({ success: true, item: product(), message: 'Created' }, 201),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    await screen.findByText('No products found.', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Guide');
    await user.type(within(dialog).getByLabelText('Price (KES)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect((await screen.findByText(/Category is too long/)).textContent).toContain('Category is too long');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Created')).toBeTruthy();
    expect(screen.queryByText(/Category is too long/)).toBeNull();
  });

  it('clears an old error toast once a later toggle succeeds', async () => {
    let attempts = 0;
    mockApi({
      ...base([product()]),
      'PATCH /api/shop/p1/toggle-featured': () =>
        ++attempts === 1
          ? new Response('down', { status: 500 })
          : json({ success: true, item: product({ featured: 1 }) }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/shop');
    const table = (await screen.findAllByRole('table', {}, { timeout: 15_000 }))[0] as HTMLElement;
    const star = within(table).getByRole('button', { name: 'Not featured: feature Budget planner' });
    await user.click(star);
    expect((await screen.findByText(/Failed to toggle featured/)).textContent).toBeTruthy();
    await user.click(star);
    await waitFor(() => expect(screen.queryByText(/Failed to toggle featured/)).toBeNull(), {
      timeout: 15_000,
    });
  });
});
