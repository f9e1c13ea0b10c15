import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: serious and critical violations fail the test, the others
 * are printed so they are seen without blocking.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

export async function expectAccessible(page: Page, name: string): Promise<void> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  let violations: AxeViolation[] = [];
  let judged = false;
  // A list dims while it refetches (a search typed, a live update): judge the settled page, once
  // every finite animation and transition (the fade back) has finished, not a frame of one. A
  // refetch can also start while axe runs (a realtime event), or between the wait and the run:
  // the page is judged again unless it was settled both when axe started and when it ended.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await settleAnimations(page);
    const run = (await page.evaluate(async () => {
      const unsettled = () =>
        document.querySelector('[aria-busy="true"]') !== null ||
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          );
      if (unsettled()) return { violations: [], disturbed: true };
      let disturbed = false;
      const observer = new MutationObserver((records) => {
        if (records.some((record) => (record.target as Element).getAttribute('aria-busy') === 'true'))
          disturbed = true;
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      const axe = (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      observer.disconnect();
      return { violations: result.violations, disturbed: disturbed || unsettled() };
    })) as { violations: AxeViolation[]; disturbed: boolean };
    violations = run.violations;
    if (!run.disturbed) {
      judged = true;
      break;
    }
  }
  expect(judged, `axe on ${name}: the page never stood still (a list kept refetching)`).toBe(true);
  const describeViolations = (list: AxeViolation[]) =>
    list
      .map(
        (violation) =>
          `[${violation.impact}] ${violation.id}: ${violation.help}\n${violation.nodes
            .slice(0, 3)
            .map((node) => `  - ${node.target.join(' ')}: ${node.html.slice(0, 160)}`)
            .join('\n')}`,
      )
      .join('\n');
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  const other = violations.filter((violation) => !blocking.includes(violation));
  if (other.length > 0) console.log(`axe on ${name}:\n${describeViolations(other)}`);
  expect(blocking, `axe on ${name}:\n${describeViolations(blocking)}`).toEqual([]);
}

/** Resolves once every running finite CSS animation and transition of the page has finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
