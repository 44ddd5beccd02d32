// axe (WCAG 2.2 AA) for the end-to-end specs: the same tags as e2e/accessibility.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails (softly: the test goes on to check its other pages) with one entry per violation: the rule, the page (`where`, e.g. "/admin/my-inquiries at 375 px"), and
 * each element with axe's reason, so a failure says what to fix without opening the report.
 */
export async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}) on ${where}: ${v.help}\n${v.nodes
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n')}`,
  );
  expect.soft(summary, `axe on ${where}`).toEqual([]);
}
