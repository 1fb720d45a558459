import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A component loaded on first use, in its own chunk. Components are named exports, which
 * React.lazy does not take, so this picks the named one from the loaded module.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
