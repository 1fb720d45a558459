import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { rowWindow } from './rowWindow';
import type { RowWindow, RowWindowInput } from './rowWindow';
import { scaleScrollSteps } from './scaledScrollSteps';

/** The view's height until the scroll area is measured (and where nothing lays out, as in jsdom). */
const FALLBACK_VIEWPORT_HEIGHT = 640;

/**
 * The rows of `scroller` to draw: its scroll position and height, followed as they change, put
 * through rowWindow. Where the scroll space is scaled, wheel and key steps are scaled to match.
 */
export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan }: Pick<RowWindowInput, 'count' | 'rowHeight' | 'overscan'>,
): RowWindow {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(FALLBACK_VIEWPORT_HEIGHT);
  const drawn = useMemo(
    () => rowWindow({ count, rowHeight, overscan, viewportHeight, scrollTop }),
    [count, rowHeight, overscan, viewportHeight, scrollTop],
  );
  const scaling = useRef({ scale: drawn.scale, rowHeight });
  useLayoutEffect(() => {
    scaling.current = { scale: drawn.scale, rowHeight };
  }, [drawn.scale, rowHeight]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => setViewportHeight(element.clientHeight || FALLBACK_VIEWPORT_HEIGHT);
    const follow = () => setScrollTop(element.scrollTop);
    measure();
    follow();
    element.addEventListener('scroll', follow, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizes?.observe(element);
    const stopScaling = scaleScrollSteps(element, () => scaling.current);
    return () => {
      element.removeEventListener('scroll', follow);
      resizes?.disconnect();
      stopScaling();
    };
  }, [scroller]);

  return drawn;
}
