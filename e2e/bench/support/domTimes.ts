import type { Page } from '@playwright/test';

type TimesWindow = { benchClickedAt?: number; benchShownAt?: number };

/**
 * Keeps on the page the time (Date.now, shared by every page of the machine) at which a text node
 * reading `text` enters its DOM, seen by a MutationObserver: when the row showed, not when a
 * polling wait next looked (Playwright's waits look again after 20, 50, 100, 100 and then every
 * 500 ms, so a wait cannot tell 300 ms from 770).
 */
export async function watchForText(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const win = window as unknown as TimesWindow;
    delete win.benchShownAt;
    const holds = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node as Text).data === wanted) return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      win.benchShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

/** Keeps on the page the time (Date.now) of its next click, as the page received it. */
export async function watchForClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as TimesWindow;
    delete win.benchClickedAt;
    document.addEventListener('click', () => (win.benchClickedAt = Date.now()), {
      capture: true,
      once: true,
    });
  });
}

/** The times `watchForClick` and `watchForText` kept: when `clicked` received its click, when `shown` showed the text. */
export async function keptTimes(
  clicked: Page,
  shown: Page,
): Promise<{ clickedAt: number; shownAt: number }> {
  const clickedAt = await clicked.evaluate(() => (window as TimesWindow).benchClickedAt);
  const shownAt = await shown.evaluate(() => (window as TimesWindow).benchShownAt);
  if (clickedAt === undefined || shownAt === undefined) throw new Error('no times kept');
  return { clickedAt, shownAt };
}
