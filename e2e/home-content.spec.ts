import { expect, test } from './support/test.ts';

// The seeded demo content, as a newcomer's `npm start` shows it.
test.describe('a visitor on the home page with content', () => {
  test('sees every section filled from the API', async ({ page }) => {
    await page.goto('/');
    const skills = page.locator('#skills');
    await expect(skills.getByText('TypeScript').first()).toBeVisible();
    await expect(skills.getByText('Property valuation').first()).toBeAttached();

    const projects = page.locator('#projects');
    await expect(projects.getByText('Matatu Routes Nairobi').first()).toBeVisible();
    // First three technologies, then the rest counted.
    await expect(projects.getByText('+1 more').first()).toBeVisible();

    const promotions = page.locator('#promotions');
    await expect(promotions.getByText('Free CV template for developers').first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/wanjirukamau',
    );
    await expect(footer.getByText('No social links available at the moment.')).toHaveCount(0);
  });

  test('switches project categories', async ({ page }) => {
    await page.goto('/#projects');
    const projects = page.locator('#projects');
    const tabs = projects.getByRole('group', { name: 'Filter projects by category' });
    await tabs.getByRole('button', { name: 'Mobile', exact: true }).click();
    await expect(tabs.getByRole('button', { name: 'Mobile', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(projects.getByText('Chama Ledger').first()).toBeVisible();
    await expect(projects.getByText('Matatu Routes Nairobi')).toHaveCount(0);
    await tabs.getByRole('button', { name: 'Real Estate', exact: true }).click();
    await expect(projects.getByText('Kilimani Rentals Report').first()).toBeVisible();
    await expect(projects.getByText('Chama Ledger')).toHaveCount(0);
  });

  test('searches with a typo and lands on the right section', async ({ page }) => {
    await page.goto('/search?q=typscript');
    const result = page.getByRole('link', { name: /TypeScript/ }).first();
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('href', '/#skills');
    await result.click();
    await expect(page).toHaveURL(/\/#skills$/);
    await expect(page.locator('#skills')).toBeInViewport();

    await page.goto('/search?q=zzzzqqq');
    await expect(page.getByText('No results found for "zzzzqqq"')).toBeVisible();
    await expect(page.getByText('Try different keywords or check your spelling')).toBeVisible();
    await page.goto('/search');
    await expect(page.getByText('Enter a search term to get started')).toBeVisible();
  });
});
