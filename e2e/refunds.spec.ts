import { addToCart, type Buyer, fillCheckout, summaryValue } from './pages/checkout-pages.ts';
import { seedAccount } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailsTo } from './support/mail.ts';
import { appRunning, expect, type Page, test, waitForAppOnNavigation } from './support/test.ts';

// Issue 32's journey: buy with a code through the simulator, pay, download, then the owner
// refunds from the admin; the download is refused afterwards, the buyer's email arrives, and the
// dashboard's revenue falls by what was paid.
const CHECKLIST = 'Land Buying Checklist (Kenya)';
const CODE = `REFUND${Date.now().toString(36).toUpperCase()}`;
const OWNER = {
  name: 'Refund Owner',
  email: `refund-owner-${Date.now()}@example.com`,
  password: 'Owner&Long-Pass0rd!',
};
const buyer: Buyer = {
  firstName: 'Wanjiku',
  lastName: 'Njoroge',
  email: `refund-buyer-${Date.now()}@example.com`,
  phone: '0712345678',
};

/** The dashboard's revenue tile, in KES. */
async function dashboardRevenue(page: Page): Promise<number> {
  await page.goto('/admin/dashboard');
  await appRunning(page);
  const text = (await page.getByTestId('payments-revenue').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** axe in light and dark, as the theme toggle leaves the page; with E2E_SCREENSHOTS=1, pictures too. */
async function axeBothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.evaluate((chosen) => {
      document.documentElement.classList.toggle('dark', chosen === 'dark');
      document.documentElement.style.colorScheme = chosen;
    }, theme);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    await expectNoAxeViolations(page);
    if (process.env.E2E_SCREENSHOTS === '1') {
      const size = page.viewportSize();
      for (const viewport of [
        { label: 'desktop', width: 1280, height: 800 },
        { label: 'phone', width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `e2e/screenshots/${name}-${viewport.label}-${theme}.png` });
      }
      if (size) await page.setViewportSize(size);
    }
  }
}

test.describe('refunds', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...OWNER, role: 'admin' });
  });

  test('a buyer pays with a code and downloads; the owner refunds; the rest is refused, the buyer told, revenue falls', async ({
    page,
    browser,
  }) => {
    // A purchase through the simulator, the admin, the worker's refund and six axe scans.
    test.slow();
    const token = await adminToken(page.request, OWNER);
    const created = await page.request.post('/api/shop/discounts', {
      headers: { authorization: `Bearer ${token}` },
      data: { code: CODE, percent_off: 10 },
    });
    expect(created.status()).toBe(201);

    const visitor = await browser.newContext();
    let trackingId = '';
    let reference = '';
    const shop = await visitor.newPage();
    try {
      waitForAppOnNavigation(shop);
      await addToCart(shop, CHECKLIST);
      await shop.getByRole('button', { name: 'Open cart (1 item)' }).click();
      const cart = shop.getByRole('dialog', { name: /Your Cart/ });
      await cart.getByLabel('Discount code').fill(CODE);
      await cart.getByRole('button', { name: 'Apply' }).click();
      await expect(cart.getByTestId('cart-total')).toHaveText('KES 1,350.00');
      await shop.keyboard.press('Escape');
      await fillCheckout(shop, buyer, 1);
      await shop.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(shop).toHaveURL(new RegExp(`^${process.env.E2E_PESAPAL_URL}/pesapaliframe/`));
      await shop.getByRole('button', { name: 'Pay with M-Pesa' }).click();
      await expect(shop).toHaveURL(/\/payment\/callback\?OrderTrackingId=/);
      await appRunning(shop);
      await expect(shop.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      trackingId = new URL(shop.url()).searchParams.get('OrderTrackingId') ?? '';
      reference = await summaryValue(shop, 'Order reference');
      expect(await summaryValue(shop, 'Amount')).toBe('KES 1,350.00');
      await shop.getByRole('button', { name: 'View Downloads' }).click();
      await expect(shop).toHaveURL(/\/payment-success/);
      const saved = shop.waitForEvent('download');
      await shop.getByRole('button', { name: 'Download land-buying-checklist.pdf' }).click();
      expect((await saved).suggestedFilename()).toBe('land-buying-checklist.pdf');
      await expect(shop.getByText('Downloaded', { exact: true })).toHaveCount(1);
    } catch (error) {
      await visitor.close();
      throw error;
    }

    // The owner: revenue before, then the refund from the transaction's details.
    await signInAdmin(page, OWNER.email, OWNER.password);
    const before = await dashboardRevenue(page);
    await page.goto(`/admin/pesapal-transactions?search=${reference}`);
    await appRunning(page);
    const toggle = page.getByRole('button', { name: `Details of ${reference}` }).first();
    await toggle.click();
    const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await details.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(dialog.getByLabel('Amount (KES)')).toHaveValue('1350.00');
    await expect(
      dialog.getByText('M-Pesa and Airtel Money payments can only be refunded in full.'),
    ).toBeVisible();
    await dialog.getByLabel('Reason').fill('Bought the wrong checklist');
    await axeBothThemes(page, 'admin-refund-dialog');
    await dialog.getByRole('button', { name: 'Refund KES 1,350.00' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`${reference}: refund of KES 1,350.00 sent to Pesapal`)).toBeVisible();
    // The list asks again until the worker has Pesapal's answer.
    await expect(details.getByText('Received by Pesapal')).toBeVisible({ timeout: 60_000 });
    await expect(details.getByLabel('Refund').getByText('Bought the wrong checklist')).toBeVisible();
    await axeBothThemes(page, 'admin-refunded-transaction');

    // The file not downloaded yet is closed; the buyer's order page says why.
    const refused = await shop.request.get(`/api/pesapal/download/${encodeURIComponent(trackingId)}/1`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('This order has not been paid');
    await shop.goto(`/payment/callback?OrderTrackingId=${encodeURIComponent(trackingId)}`);
    await appRunning(shop);
    await expect(shop.getByRole('heading', { name: 'Order Refunded' })).toBeVisible();
    await axeBothThemes(shop, 'order-refunded');
    await visitor.close();

    const [mail] = await mailsTo(buyer.email, `Refund for order ${reference}`);
    expect(mail?.text).toContain(`We have refunded KES 1,350.00 of your payment for order ${reference}`);
    expect(await dashboardRevenue(page)).toBeCloseTo(before - 1350, 2);
  });

  test('a buyer who gave up cancels the pending order from its page, and Pesapal no longer takes it', async ({
    page,
  }) => {
    test.slow();
    waitForAppOnNavigation(page);
    await addToCart(page, CHECKLIST);
    await fillCheckout(page, { ...buyer, email: `cancel-${Date.now()}@example.com` }, 1);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_PESAPAL_URL}/pesapaliframe/`));
    const hosted = page.url();
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page).toHaveURL(/\/payment\/callback\?OrderTrackingId=/);
    await appRunning(page);
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await axeBothThemes(page, 'order-cancel-ask');
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
    await axeBothThemes(page, 'order-cancelled');
    await page.goto(hosted);
    await expect(page.getByText('This order is cancelled; it can no longer be paid.')).toBeVisible();
  });
});
