import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COUNTED = ['moderate', 'serious', 'critical'];

/**
 * axe-core over the WCAG 2.1 A/AA rules and axe's best practices (heading order, landmarks): no
 * moderate, serious or critical violation on the page as it is. `exclude` leaves parts out, such
 * as a sandboxed email preview (scripts cannot run in it, so axe could never finish there; what
 * it shows is the email's markup, not the page's).
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const counted = results.violations.filter((v) => COUNTED.includes(v.impact ?? ''));
  expect(
    counted.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
