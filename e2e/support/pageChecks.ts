import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What sticks out sideways: the page itself, a table that must scroll, a figure wider than its card. */
export async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`page ${root.scrollWidth}px wide`);
    }
    const wider = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => element.scrollWidth > element.clientWidth + 1,
      );
    for (const element of wider('.table-wrap, .metric-card')) {
      found.push(`${element.className}: ${(element.textContent ?? '').slice(0, 50)}`);
    }
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button, a.button'))) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth || box.left < 0)) {
        found.push(`button cut off: ${button.getAttribute('aria-label') ?? button.textContent}`);
      }
    }
    return found;
  });
}

/**
 * Axe on the page, run inside it. The app has no frames, and axe's default for Playwright finishes
 * every run in a new blank page with axe injected again: 3–8 s a page here against 0.5–1 s in the
 * page, which made the accessibility spec the longest of the suite.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** Axe's violations on the page as it is, one line each: the rule and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const axe = await axeOn(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
