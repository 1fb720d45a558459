import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on a pointer press outside `container` or on Escape. Escape hands
 * focus back to `returnFocus` so keyboard users stay where they were.
 */
export function useDismiss(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) onDismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocus?.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, container, onDismiss, returnFocus]);
}
