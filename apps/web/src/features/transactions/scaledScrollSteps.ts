type Scaling = { scale: number; rowHeight: number };

/**
 * Where the scroll space is scaled down (rowWindow), the browser's own wheel and key steps would
 * move the rows `scale` times as far and skip some. Here those steps are divided by the scale, so a
 * wheel notch, an arrow key or a page key moves the rows as far as in any list; the scrollbar,
 * Home and End keep the whole range. Returns the function that stops listening.
 */
export function scaleScrollSteps(element: HTMLElement, current: () => Scaling): () => void {
  function scrollRows(distance: number, event: Event) {
    const { scale } = current();
    if (scale <= 1) return;
    const max = element.scrollHeight - element.clientHeight;
    const target = Math.min(Math.max(element.scrollTop + distance / scale, 0), max);
    // At either end the event is left alone, so the page around the list scrolls as usual.
    if (target === element.scrollTop) return;
    event.preventDefault();
    element.scrollTop = target;
  }

  function onWheel(event: WheelEvent) {
    if (event.ctrlKey || event.deltaY === 0) return;
    const unit =
      event.deltaMode === WheelEvent.DOM_DELTA_LINE
        ? current().rowHeight
        : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
          ? element.clientHeight
          : 1;
    scrollRows(event.deltaY * unit, event);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { rowHeight } = current();
    // A page keeps one row of the last view in sight.
    const page = Math.max(element.clientHeight - rowHeight, rowHeight);
    const steps: Record<string, number> = {
      ArrowDown: rowHeight,
      ArrowUp: -rowHeight,
      PageDown: page,
      PageUp: -page,
    };
    // Space on a row's button presses it; only on the scroll area itself does it scroll.
    if (event.key === ' ' && event.target === element) {
      scrollRows(event.shiftKey ? -page : page, event);
    } else if (event.key in steps) {
      scrollRows(steps[event.key] ?? 0, event);
    }
  }

  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('keydown', onKeyDown);
  return () => {
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('keydown', onKeyDown);
  };
}
