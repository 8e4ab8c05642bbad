import { seedAccount } from './support/accounts.ts';
import { expect, type Page, test } from './support/test.ts';

// One story, in order: the site starts with no accounts, the owner claims it, then manages it.
// Files run alphabetically in one worker; this one runs first, before others seed accounts.
test.describe.configure({ mode: 'serial' });

const OWNER = { name: 'Wanjiru Kamau', email: 'owner@example.com', password: 'Str0ng&Long-Passw0rd!x' };
const SECOND_ADMIN = {
  name: 'Second Admin',
  email: 'second@example.com',
  password: 'An0ther&Long-Passw0rd!',
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu|user menu|open user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('the first registration creates the admin and lands on the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByText('Administrative Dashboard')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Admin Account' })).toBeVisible();
  await page.getByLabel('Full name').fill(OWNER.name);
  await page.getByLabel('Email address').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Total Visitors')).toBeVisible();
  // No subscribers yet: the card's change says so rather than a made-up percentage.
  await expect(page.getByText('0 new', { exact: true })).toBeVisible();
  await expect(page.getByText(OWNER.name).first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('admin-token'));
  expect(stored).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('once the admin exists, sign-in offers no registration and the server refuses one', async ({
  page,
  request,
}) => {
  const status = page.waitForResponse((response) => response.url().endsWith('/api/auth/registration'));
  await page.goto('/admin/login');
  expect(await (await status).json()).toEqual({ success: true, registration: { open: false } });
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Account' })).toHaveCount(0);
  await expect(page).toHaveTitle('Sign in – Admin Portal – Wanjiru Kamau');

  const refused = await request.post('/api/auth/register', {
    multipart: { name: 'Someone Else', email: 'someone@example.com', password: OWNER.password },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    error: 'Registration is closed. Ask an administrator to create your account.',
  });
});

test('signs out and back in; guarded pages send a signed-out visitor to the login', async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);
  expect(
    await page.evaluate(() => [localStorage.getItem('admin-token'), localStorage.getItem('admin-user')]),
  ).toEqual([null, null]);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('five wrong passwords lock this browser out of the account, and an admin unlocks it', async ({
  page,
  browser,
}) => {
  await seedAccount({ ...SECOND_ADMIN, role: 'admin' });
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, SECOND_ADMIN.email, 'Wrong-password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await signIn(page, SECOND_ADMIN.email, 'Wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed sign-in attempts. Try again in 15 minutes.',
  );
  await signIn(page, SECOND_ADMIN.email, SECOND_ADMIN.password);
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');

  const owner = await browser.newPage();
  await signIn(owner, OWNER.email, OWNER.password);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);
  await owner.getByRole('link', { name: 'Users' }).first().click();
  await expect(owner).toHaveURL(/\/admin\/users$/);
  await owner.getByRole('button', { name: `Unlock ${SECOND_ADMIN.name}` }).click();
  await expect(owner.getByRole('button', { name: `Unlock ${SECOND_ADMIN.name}` })).toHaveCount(0);
  await owner.close();

  await signIn(page, SECOND_ADMIN.email, SECOND_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('users page: edit, verify and delete', async ({ page }) => {
  await seedAccount({
    name: 'Member One',
    email: 'member@example.com',
    password: 'Member-pass-1',
    role: 'user',
  });
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/users');
  const row = page.getByRole('row', { name: /Member One/ });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Edit Member One' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Full name').fill('Member Renamed');
  await edit.getByLabel('Role').selectOption('moderator');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  const renamed = page.getByRole('row', { name: /Member Renamed/ });
  await expect(renamed).toContainText('Moderator');

  await renamed.getByRole('button', { name: 'Mark Member Renamed verified' }).click();
  await expect(renamed.getByRole('button', { name: 'Mark Member Renamed unverified' })).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete Member Renamed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Member Renamed/ })).toHaveCount(0);
});

test('the queue dashboard opens for an admin and is refused when signed out', async ({ page }) => {
  await page.goto('/admin/queues');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fqueues$/);

  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/queues');
  // bull-board's own UI renders (its scripts pass the page CSP) and lists every queue.
  for (const queue of ['events', 'event-handlers', 'analytics', 'maintenance']) {
    await expect(page.getByRole('link', { name: queue, exact: true }).first()).toBeVisible();
  }

  await page.goto('/admin/dashboard');
  await signOut(page);
  await page.goto('/admin/queues');
  await expect(page).toHaveURL(/\/admin\/login/);
});
