import { addToCart, type Buyer, fillCheckout, summaryValue } from './pages/checkout-pages.ts';
import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailsTo } from './support/mail.ts';
import { appRunning, expect, type Page, test, waitForAppOnNavigation } from './support/test.ts';

// The demo seed puts these in the shop: the checklist has two files, the kit one.
const CHECKLIST = 'Land Buying Checklist (Kenya)';
const WRITING_KIT = 'Freelance Writing Starter Kit';
const FILES = ['land-buying-checklist.pdf', 'document-tracker.csv', 'writing-starter-kit.zip'];
const RECOVERY_ANSWER =
  'If we find a paid order for these details, we will email its receipt and download links to you shortly.';

const ADMIN = {
  name: 'Shop Keeper',
  email: `keeper-${Date.now()}@example.com`,
  password: 'Keeper&Long-Pass0rd!',
};

const buyer = (tag: string): Buyer => ({
  firstName: 'Amina',
  lastName: 'Otieno',
  email: `${tag}-${Date.now()}@example.com`,
  phone: '0712345678',
});

// What the journeys leave for the back office to find.
const orders = { paid: '', paidTrackingId: '', cod: '' };

/** From the checkout to the simulator's hosted page, where the buyer picks how the payment ends. */
async function payOnPesapal(
  page: Page,
  choice: 'Pay with M-Pesa' | 'Fail payment' | 'Cancel payment',
): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_PESAPAL_URL}/pesapaliframe/`));
  await page.getByRole('button', { name: choice }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?OrderTrackingId=/);
  // Back from the simulator by a full page load: its buttons answer once the app runs.
  await appRunning(page);
}

test.describe.configure({ mode: 'serial' });

test.describe('buying downloads', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...ADMIN, role: 'admin' });
  });

  test('a visitor pays with M-Pesa, downloads each file once and gets the receipt, then again from order help', async ({
    page,
    browser,
  }) => {
    // Two payments pages, the simulator, three downloads, mail and four axe scans on a busy machine.
    test.slow();
    const customer = buyer('paid');
    await addToCart(page, CHECKLIST);
    await addToCart(page, WRITING_KIT);
    await fillCheckout(page, customer, 2);
    await expectNoAxeViolations(page);
    await payOnPesapal(page, 'Pay with M-Pesa');

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const trackingId = new URL(page.url()).searchParams.get('OrderTrackingId') ?? '';
    const reference = await summaryValue(page, 'Order reference');
    const code = await summaryValue(page, 'Confirmation code');
    expect(reference).toMatch(/^ORD-/);
    expect(code).not.toBe('—');
    expect(await summaryValue(page, 'Amount')).toBe('KES 2,499.50');
    orders.paid = reference;
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'View Downloads' }).click();
    await expect(page).toHaveURL(/\/payment-success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Two files here; the third from the receipt's link, opened in another browser.
    for (const name of FILES.slice(0, 2)) {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${name}` }).click();
      expect((await saved).suggestedFilename()).toBe(name);
      await expect(page.getByRole('button', { name: `Download ${name}` })).toHaveCount(0);
    }
    await expect(page.getByText('Downloaded', { exact: true })).toHaveCount(2);

    // The page hides a used file's button; the link itself answers 410 with the spec's words.
    const again = await page.request.get(`/api/pesapal/download/${encodeURIComponent(trackingId)}/0`);
    expect(again.status()).toBe(410);
    expect(((await again.json()) as { error: string }).error).toBe('This file has already been downloaded.');

    // The receipt links the order's page, never a file URL (a mail scanner would spend it).
    const subject = `Your receipt for order ${reference}`;
    const [receipt] = await mailsTo(customer.email, subject);
    const orderPage = `${process.env.E2E_BASE_URL}/payment/callback?OrderTrackingId=${encodeURIComponent(trackingId)}`;
    expect(receipt?.text).toContain(`Download them from your order page: ${orderPage}`);
    expect(receipt?.text).not.toContain('/api/pesapal/download/');
    expect(receipt?.text).toContain(`${process.env.E2E_BASE_URL}/order-help`);

    // Opened cold in a fresh browser (no navigation state, no storage): the order and its files.
    orders.paidTrackingId = trackingId;
    const elsewhere = await browser.newContext();
    try {
      const cold = await elsewhere.newPage();
      waitForAppOnNavigation(cold);
      await cold.goto(orderPage);
      await expect(cold.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      await expect(cold.getByText(reference)).toBeVisible();
      await cold.getByRole('button', { name: 'View Downloads' }).click();
      await expect(cold).toHaveURL(/\/payment-success/);
      await expect(cold.getByText('Downloaded', { exact: true })).toHaveCount(2);
      const saved = cold.waitForEvent('download');
      await cold.getByRole('button', { name: `Download ${FILES[2]}` }).click();
      expect((await saved).suggestedFilename()).toBe(FILES[2]);
      await expect(cold.getByText('Downloaded', { exact: true })).toHaveCount(FILES.length);
      // A spent link opened in the browser is a page that says so and where to get help.
      await cold.goto(`/api/pesapal/download/${encodeURIComponent(trackingId)}/0`);
      await expect(
        cold.getByRole('heading', { level: 1, name: 'This file was already downloaded' }),
      ).toBeVisible();
      await cold.getByRole('link', { name: 'Get help with your order' }).click();
      await expect(cold).toHaveURL(/\/order-help$/);
    } finally {
      await elsewhere.close();
    }

    // "I paid but got nothing": the help page sends the receipt again.
    await page.getByRole('link', { name: 'Get your downloads again' }).click();
    await expect(page).toHaveURL(/\/order-help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get your downloads again' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The footer's newsletter form has an 'Email address' too: fill the help form's own.
    const help = page.getByRole('form', { name: 'Get your downloads again' });
    await help.getByLabel('Email address').fill(customer.email);
    await help.getByLabel('M-Pesa confirmation code or order reference').fill(code);
    await help.getByRole('button', { name: 'Send my downloads' }).click();
    await expect(page.getByRole('status').filter({ hasText: RECOVERY_ANSWER })).toBeVisible();
    await mailsTo(customer.email, subject, 2);
  });

  test('a failed payment says so and leads back to the checkout', async ({ page }) => {
    test.slow();
    await addToCart(page, WRITING_KIT);
    await fillCheckout(page, buyer('failed'), 1);
    await payOnPesapal(page, 'Fail payment');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Your payment could not be processed. Please try again.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The cart is kept for another try.
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  });

  test("a payment cancelled on Pesapal's page comes back as failed, the cart kept", async ({ page }) => {
    test.slow();
    await addToCart(page, WRITING_KIT);
    await fillCheckout(page, buyer('cancelled'), 1);
    await payOnPesapal(page, 'Cancel payment');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Your payment could not be processed. Please try again.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  });

  test('the receipt names the buyer who paid in this browser', async ({ page }) => {
    test.slow();
    const customer = buyer('receipt');
    await addToCart(page, WRITING_KIT);
    await fillCheckout(page, customer, 1);
    await payOnPesapal(page, 'Pay with M-Pesa');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await page.getByRole('button', { name: 'View Downloads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    await page.getByRole('button', { name: 'View Receipt' }).click();
    await expect(page).toHaveURL(/\/receipt-preview$/);
    await expect(page.getByRole('heading', { name: 'Electronic Receipt' })).toBeVisible();
    for (const value of [`${customer.firstName} ${customer.lastName}`, customer.email, customer.phone]) {
      await expect(page.getByRole('main').getByText(value, { exact: true })).toBeVisible();
    }
  });

  test('a cash on delivery order shows its reference', async ({ page }) => {
    test.slow();
    await addToCart(page, CHECKLIST);
    await fillCheckout(page, buyer('cod'), 1);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/pesapal/submit-order'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    // The checkout's repeat protection is a secret of this browser, not the guessable ORD id.
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const reference = (await page.getByRole('status').locator('strong').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^ORD-/);
    orders.cod = reference;
  });

  test('an admin adds a product with a file, reads the paid order’s timeline and marks the COD order paid', async ({
    page,
  }) => {
    test.slow();
    expect(orders.paid, 'the paid journey ran first').not.toBe('');
    expect(orders.cod, 'the cash on delivery journey ran first').not.toBe('');
    await signInAdmin(page, ADMIN.email, ADMIN.password);

    await page.goto('/admin/shop');
    await expect(page.getByRole('heading', { level: 2, name: 'Shop Management', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    const product = `Rental Agreement Template ${Date.now()}`;
    await dialog.getByLabel('Name', { exact: true }).fill(product);
    await dialog.getByLabel('Price (KES)').fill('450');
    await dialog.getByLabel('Category').fill('Real Estate');
    await dialog.getByLabel('Add files').setInputFiles({
      name: 'rental-agreement.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('This agreement is made between the landlord and the tenant.\n'),
    });
    await expect(dialog.getByText('rental-agreement.txt')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: product })).toBeVisible();

    await page.goto('/admin/pesapal-transactions');
    await expect(page.getByRole('heading', { level: 2, name: 'Transactions', exact: true })).toBeVisible();
    const paidRow = page.getByRole('row').filter({ hasText: orders.paid });
    await expect(paidRow).toContainText('COMPLETED');
    await expectNoAxeViolations(page);
    await paidRow.getByRole('button', { name: `Details of ${orders.paid}` }).click();
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await expect(timeline).toBeVisible();
    // The submit, then the simulator's IPN moving it, then the callback's and confirm's checks.
    await expect(timeline.getByRole('listitem').first()).toContainText('SubmitOrderRequest accepted');
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Pesapal status 1; pending → completed' }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The buyer's copy broke: the owner re-issues the file, the timeline records it, it downloads again.
    await page.getByRole('button', { name: `Re-issue ${FILES[0]}` }).click();
    const reissue = page.getByRole('dialog', { name: 'Re-issue download' });
    await reissue.getByRole('button', { name: 'Re-issue' }).click();
    await expect(page.getByText(`${FILES[0]} re-issued: the buyer can download it once more`)).toBeVisible();
    await expect(
      timeline
        .getByRole('listitem')
        .filter({ hasText: `Download re-issued by the admin: ${FILES[0]} (file 1 of 3)` }),
    ).toHaveCount(1);
    const again = await page.request.get(
      `/api/pesapal/download/${encodeURIComponent(orders.paidTrackingId)}/0`,
    );
    expect(again.status()).toBe(200);

    const codRow = page.getByRole('row').filter({ hasText: orders.cod });
    await expect(codRow).toContainText('PENDING');
    await codRow.getByRole('button', { name: `Details of ${orders.cod}` }).click();
    await page.getByRole('button', { name: 'Mark paid', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark order as paid' });
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText(`${orders.cod} marked as paid`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orders.cod })).toContainText('COMPLETED');
  });
});
