import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over the WCAG 2.1 A/AA rules: no serious or critical violation on the page as it is.
 * `exclude` leaves parts out, such as a sandboxed email preview (scripts cannot run in it, so
 * axe could never finish there; what it shows is the email's markup, not the page's).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
