import type { Page } from '@playwright/test';

/**
 * Timings of the /transactions page taken inside the page, each from the user's input to the frame
 * after the page showed its answer.
 */

/**
 * Types one character (or presses a key such as Backspace) in the search box and measures from the
 * keydown to the frame after the list was rendered for the new text (the status line carries the
 * search it reflects). With `replace`, the box's text is selected first, so the key replaces it.
 */
export async function keystrokeMs(page: Page, key: string, replace = false): Promise<number> {
  const box = page.getByLabel('Search transactions');
  await box.focus();
  if (replace) await box.selectText();
  const done = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('#transaction-search');
        const status = document.querySelector<HTMLElement>('.results-count');
        if (!input || !status) throw new Error('The transactions page is not showing');
        let pressed = 0;
        input.addEventListener('keydown', () => (pressed = performance.now()), { once: true });
        const check = () => {
          if (pressed && status.dataset.search === input.value) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - pressed));
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(status, { attributes: true, childList: true, subtree: true });
        input.addEventListener('input', () => setTimeout(check, 0), { once: true });
      }),
  );
  await page.waitForTimeout(50);
  if (key.length === 1) await page.keyboard.type(key);
  else await page.keyboard.press(key);
  return done;
}

/** Types `text` one key at a time; the time of each keystroke. */
export async function typeMs(page: Page, text: string): Promise<number[]> {
  const strokes: number[] = [];
  for (const key of text) strokes.push(await keystrokeMs(page, key));
  return strokes;
}

/**
 * Measures from the first `eventType` event on the page (which `trigger` causes) to the frame after
 * the list caught up: the status line's "updating" mark came and went.
 */
export async function untilListSettledMs(
  page: Page,
  eventType: 'click' | 'change',
  trigger: () => Promise<void>,
): Promise<number> {
  const done = page.evaluate(
    (type) =>
      new Promise<number>((resolve, reject) => {
        const status = document.querySelector<HTMLElement>('.results-count');
        if (!status) throw new Error('The transactions page is not showing');
        setTimeout(() => reject(new Error('The list did not settle')), 120_000);
        let started = 0;
        let sawBusy = false;
        const busy = () => status.querySelector('.results-count__busy') !== null;
        const check = () => {
          sawBusy ||= busy();
          if (!started || !sawBusy || busy()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        };
        const observer = new MutationObserver((records) => {
          // The mark may come and go between two looks; its arrival is in the records.
          for (const record of records) {
            for (const node of Array.from(record.addedNodes)) {
              if (node instanceof Element && node.classList.contains('results-count__busy')) {
                sawBusy = true;
              }
            }
          }
          check();
        });
        observer.observe(status, { childList: true, subtree: true });
        document.addEventListener(
          type,
          () => {
            started = performance.now();
            setTimeout(check, 0);
          },
          { capture: true, once: true },
        );
      }),
    eventType,
  );
  await page.waitForTimeout(50);
  await trigger();
  return done;
}

/**
 * Scrolls the table's rows to `to` (a pixel offset, or a share of the whole range when given as a
 * fraction `{ share }`) and measures to the frame after other rows were drawn.
 */
export async function scrollMs(
  page: Page,
  to: { by: 'screen' } | { share: number },
): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve, reject) => {
        const scroller = document.querySelector<HTMLElement>('.tx-table__scroll');
        if (!scroller) throw new Error('The transactions table is not showing');
        // The rows drawn beyond the view reach further than a screen; the last one always moves.
        const lastRow = () =>
          Array.from(scroller.querySelectorAll('[role=row]')).at(-1)?.getAttribute('aria-rowindex');
        const before = lastRow();
        const started = performance.now();
        const range = scroller.scrollHeight - scroller.clientHeight;
        scroller.scrollTop =
          'share' in target ? range * target.share : scroller.scrollTop + scroller.clientHeight;
        const look = () => {
          if (lastRow() !== before) {
            requestAnimationFrame(() => resolve(performance.now() - started));
          } else if (performance.now() - started > 30_000) {
            reject(new Error('The rows did not move'));
          } else {
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      }),
    to,
  );
}

/**
 * Turns the mouse wheel over the table `notches` times, one notch a frame or so, as someone
 * scrolling through the list; returns the longest gap between two frames meanwhile.
 */
export async function wheelScroll(page: Page, notches: number): Promise<{ longestFrame: number }> {
  const box = await page.locator('.tx-table__scroll').boundingBox();
  if (!box) throw new Error('The transactions table is not showing');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => {
    const frames = window as unknown as { benchFrames?: { last: number; longest: number } };
    const state = { last: performance.now(), longest: 0, on: true };
    frames.benchFrames = state;
    const tick = (now: number) => {
      state.longest = Math.max(state.longest, now - state.last);
      state.last = now;
      if (state.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  for (let notch = 0; notch < notches; notch += 1) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const frames = window as unknown as {
      benchFrames?: { longest: number; on: boolean };
    };
    const state = frames.benchFrames;
    if (!state) throw new Error('No frames were counted');
    state.on = false;
    return { longestFrame: state.longest };
  });
}
