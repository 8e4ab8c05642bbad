import { addToCart, type Buyer, fillCheckout, summaryValue } from './pages/checkout-pages.ts';
import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { appRunning, expect, type Page, test, waitForAppOnNavigation } from './support/test.ts';

// The demo seed's checklist costs KES 1,500.00; 10% off is KES 150.00.
const CHECKLIST = 'Land Buying Checklist (Kenya)';
const CODE = `HARVEST${Date.now().toString(36).toUpperCase()}`;

const OWNER = {
  name: 'Shop Owner',
  email: `discount-owner-${Date.now()}@example.com`,
  password: 'Owner&Long-Pass0rd!',
};

const buyer: Buyer = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: `discount-${Date.now()}@example.com`,
  phone: '0712345678',
};

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Puts the page in a theme as its toggle does, without a reload that would close a drawer. */
async function applyTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.evaluate((chosen) => {
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  }, theme);
  // Colours fade with CSS transitions: axe must read them once they have arrived.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

/** axe in both themes; with E2E_SCREENSHOTS=1, pictures at phone and desktop sizes too. */
async function checkBothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    await expectNoAxeViolations(page);
    if (process.env.E2E_SCREENSHOTS !== '1') continue;
    const size = page.viewportSize();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: `e2e/screenshots/${name}-${viewport.name}-${theme}.png`,
        fullPage: true,
      });
    }
    if (size) await page.setViewportSize(size);
  }
  await applyTheme(page, 'light');
}

test.describe.configure({ mode: 'serial' });

test.describe('discount codes', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...OWNER, role: 'admin' });
  });

  test('the owner creates a code; a visitor applies it in the cart, pays the lower total and sees the code on the success page', async ({
    page,
    browser,
  }) => {
    // The admin, the cart, the simulator's payment and eight axe scans on a busy machine.
    test.slow();
    let reference = '';
    await signInAdmin(page, OWNER.email, OWNER.password);
    await page.goto('/admin/discounts');
    await appRunning(page);
    await page.getByRole('link', { name: 'Discounts' }).first().waitFor();
    await page.getByRole('button', { name: 'Add code' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add discount code' });
    await dialog.getByLabel('Code').fill(CODE.toLowerCase());
    await dialog.getByLabel('Percent off').fill('10');
    await dialog.getByLabel('Total uses (optional)').fill('5');
    await checkBothThemes(page, 'admin-discount-form');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Discount created')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(CODE) });
    await expect(row).toContainText('10% off');
    await expect(row).toContainText('0 / 5');
    await checkBothThemes(page, 'admin-discounts');

    // A visitor, in a browser of their own.
    const visitor = await browser.newContext();
    try {
      const shop = await visitor.newPage();
      waitForAppOnNavigation(shop);
      await addToCart(shop, CHECKLIST);
      await shop.getByRole('button', { name: 'Open cart (1 item)' }).click();
      const cart = shop.getByRole('dialog', { name: /Your Cart/ });
      await expect(cart.getByTestId('cart-total')).toHaveText('KES 1,500.00');
      // A bad code: one clear message, the price unchanged.
      await cart.getByLabel('Discount code').fill('NO-SUCH-CODE');
      await cart.getByRole('button', { name: 'Apply' }).click();
      await expect(cart.getByRole('alert')).toHaveText('This discount code is not valid');
      await expect(cart.getByTestId('cart-total')).toHaveText('KES 1,500.00');
      // The owner's code, typed in lower case.
      await cart.getByLabel('Discount code').fill(CODE.toLowerCase());
      await cart.getByRole('button', { name: 'Apply' }).click();
      await expect(cart.getByTestId('applied-discount-code')).toHaveText(CODE);
      await expect(cart.getByTestId('discount-saved')).toHaveText('-KES 150.00');
      await expect(cart.getByTestId('cart-total')).toHaveText('KES 1,350.00');
      await checkBothThemes(shop, 'cart-discount');
      await shop.keyboard.press('Escape');
      // The checkout loaded afresh shows the stored code's price untouched (only the browser knows it).
      await shop.goto('/checkout');
      await expect(shop.getByTestId('grand-total')).toHaveText('KES 1,350.00');

      await fillCheckout(shop, buyer, 1);
      await expect(shop.getByTestId('applied-discount-code')).toHaveText(CODE);
      await expect(shop.getByTestId('subtotal')).toHaveText('KES 1,500.00');
      await expect(shop.getByTestId('discount-saved')).toHaveText('-KES 150.00');
      await expect(shop.getByTestId('grand-total')).toHaveText('KES 1,350.00');
      await checkBothThemes(shop, 'checkout-discount');

      await shop.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(shop).toHaveURL(new RegExp(`^${process.env.E2E_PESAPAL_URL}/pesapaliframe/`));
      await expect(shop.getByText('KES 1350.00')).toBeVisible();
      await shop.getByRole('button', { name: 'Pay with M-Pesa' }).click();
      await expect(shop).toHaveURL(/\/payment\/callback\?OrderTrackingId=/);
      await appRunning(shop);
      await expect(shop.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      expect(await summaryValue(shop, 'Amount')).toBe('KES 1,350.00');
      reference = await summaryValue(shop, 'Order reference');

      await shop.getByRole('button', { name: 'View Downloads' }).click();
      await expect(shop).toHaveURL(/\/payment-success/);
      await expect(shop.getByText(`Discount (${CODE})`)).toBeVisible();
      await expect(shop.getByTestId('discount-amount')).toHaveText('-KES 150.00');
      expect(await summaryValue(shop, 'Total Paid')).toBe('KES 1,350.00');
      await checkBothThemes(shop, 'payment-success-discount');
    } finally {
      await visitor.close();
    }

    // The owner sees the paid use, and the code on the order's transaction.
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(CODE) })).toContainText('1 / 5');
    await expect(page.getByRole('row', { name: new RegExp(CODE) })).toContainText('1 paid · 0 pending');
    await page.goto('/admin/pesapal-transactions');
    await page.getByRole('button', { name: `Details of ${reference}` }).click();
    await expect(page.getByText(`${CODE}: -KES 150.00`).locator('visible=true')).toBeVisible();
    await checkBothThemes(page, 'admin-transaction-discount');
  });

  test('pay what you want: the owner sets a minimum; a visitor is held to it, pays more, and the cart and checkout keep that price', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `Zine ${Date.now().toString(36)}`;
    await signInAdmin(page, OWNER.email, OWNER.password);
    await page.goto('/admin/shop');
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Price (KES)').fill('500');
    await dialog.getByLabel('Pay what you want').check();
    await dialog.getByLabel('Minimum price (KES)').fill('200');
    await checkBothThemes(page, 'admin-product-pwyw');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog).toHaveCount(0);
    const created = await page.request.get('/api/shop');
    const product = ((await created.json()) as { items: { id: string; name: string }[] }).items.find(
      (item) => item.name === name,
    );
    expect(product).toBeDefined();

    const visitor = await browser.newContext();
    try {
      const shop = await visitor.newPage();
      waitForAppOnNavigation(shop);
      await shop.emulateMedia({ reducedMotion: 'reduce' });
      await shop.goto(`/product/${product?.id}`);
      await expect(shop.getByText('Pay what you want: at least KES 200.00')).toBeVisible();
      const price = shop.getByLabel('Your price (KES)');
      await expect(price).toHaveValue('500');
      await price.fill('150');
      await shop.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(shop.getByText('Pay at least KES 200.00')).toBeVisible();
      await expect(shop.getByText(/Added 1 ×/)).toHaveCount(0);
      await price.fill('750');
      await expect(shop.getByRole('status', { name: 'Total' }).or(shop.getByLabel('Total'))).toHaveText(
        'KES 750.00',
      );
      await checkBothThemes(shop, 'product-pwyw');
      await shop.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(shop.getByText(`Added 1 × ${name} to your cart.`)).toBeVisible();
      // The server renders the checkout with the chosen price (the cart's cookie carries it).
      const rendered = await shop.request.get('/checkout');
      expect(await rendered.text()).toContain('data-testid="grand-total">KES 750.00<');
      await fillCheckout(shop, { ...buyer, email: `pwyw-${Date.now()}@example.com` }, 1);
      await expect(shop.getByTestId('grand-total')).toHaveText('KES 750.00');
      await shop.getByText('Cash on Delivery').click();
      await shop.getByRole('button', { name: 'Place Order' }).click();
      await expect(shop.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
