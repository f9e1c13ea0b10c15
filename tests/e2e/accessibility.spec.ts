import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { adminTest, expect, test } from './support/fixtures';
import { t } from './support/locales';

/**
 * axe-core on the pages every user meets first. Serious and critical violations fail the test;
 * minor and moderate ones are printed, so they are seen without blocking.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

async function audit(page: Page, name: string): Promise<void> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const other = violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (other.length > 0)
    console.log(`axe on ${name}: ${other.length} minor/moderate\n${formatViolations(other)}`);
  expect(
    blocking,
    `axe found serious or critical violations on ${name}:\n\n${formatViolations(blocking)}`,
  ).toEqual([]);
}

test.describe('accessibility', () => {
  test('the login page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: t('en', 'auth:login.title') })).toBeVisible();
    await audit(page, '/login');
  });

  adminTest('the dashboard has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit(page, '/dashboard');
  });

  adminTest('the users list has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'users:title') })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit(page, '/users');
  });
});
