import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeOptions = {
  /** Parts left out, such as a sandboxed email preview (scripts cannot run in it, so axe could
   *  never finish there; what it shows is the email's markup, not the page's). */
  exclude?: string[];
};

async function violations(page: Page, tags: string[], impacts: string[], { exclude = [] }: AxeOptions) {
  let builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core over the WCAG 2.1 A/AA rules: no serious or critical violation on the page as it is. */
export async function expectNoSeriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  expect(await violations(page, WCAG, ['serious', 'critical'], options)).toEqual([]);
}

/**
 * Stricter: the WCAG 2.1 A/AA rules and axe's best practices (heading order, landmarks), with
 * moderate violations counted as well as serious and critical ones.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  expect(
    await violations(page, [...WCAG, 'best-practice'], ['moderate', 'serious', 'critical'], options),
  ).toEqual([]);
}
