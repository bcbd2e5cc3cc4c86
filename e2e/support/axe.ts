import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe reports of one rule broken. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown }>;
}

/** The WCAG 2.2 A and AA rule sets. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over WCAG 2.2 AA, with "label in name" (2.5.3, `label-content-name-mismatch`) on as well:
 * axe counts it experimental and leaves it off, yet a name that hides the visible text fails a
 * speech-input user, who says what they see.
 */
export const wcagAxe = (page: Page) =>
  new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_22_AA);

/** Each violation as `rule (impact): targets`, so a failing `toEqual([])` names what broke where. */
export const described = (violations: Violation[]) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );

/**
 * The serious and critical violations of an axe run, each as `rule: targets`, so that a failing
 * expectation (`toEqual([])`) names what broke where.
 */
export const serious = (violations: Violation[]) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);

/** The widths every page is scanned at: a 1366 px desktop (the walk's) and a 390 px phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Waits until no finite animation or transition runs (a dialog fading in is half transparent, and
 * axe would measure its text's contrast mid-fade); endless ones, such as a spinner, do not count.
 */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * What `show` brings up (a page with a dialog open; left out: the page as it is), scanned at each
 * width once it has settled: every violation as `name (width): rule (impact): targets`.
 */
export async function scanAtEachWidth(page: Page, name: string, show?: () => Promise<void>) {
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await show?.();
    await settled(page);
    const results = await wcagAxe(page).analyze();
    found.push(...described(results.violations).map((line) => `${name} (${size.name}): ${line}`));
  }
  return found;
}
