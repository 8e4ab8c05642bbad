import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

/** Signs an account in through the API: the token and the user the app keeps in local storage. */
export async function adminSession(
  request: APIRequestContext,
  account: Credentials,
): Promise<{ token: string; user: unknown }> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()) as { token: string; user: unknown };
}

/** Signs an admin in as the app does: the token and user in local storage. */
export async function signInAdmin(page: Page, email: string, password: string): Promise<void> {
  const { token, user } = await adminSession(page.request, { email, password });
  await page.goto('/admin/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('admin-token', t);
      localStorage.setItem('admin-user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Signs an account in through the sign-in form, as a person does, and lands on the dashboard. */
export async function signInWithForm(page: Page, account: Credentials): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A bearer token for an account, for set-up through the API. */
export async function adminToken(request: APIRequestContext, account: Credentials): Promise<string> {
  return (await adminSession(request, account)).token;
}
