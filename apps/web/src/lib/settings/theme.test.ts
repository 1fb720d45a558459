import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, followSystemTheme, resolveTheme } from './theme';

type Listener = () => void;

function fakeSystem(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    switchTo(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('uses an explicit choice whatever the system prefers', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system for auto', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
  });

  it('writes the applied theme to data-theme on <html>', () => {
    fakeSystem(false);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('switches an auto theme when the system does, and stops when released', () => {
    const system = fakeSystem(false);
    const release = followSystemTheme('auto');
    expect(document.documentElement.dataset.theme).toBe('light');
    system.switchTo(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    release();
    expect(system.listeners.size).toBe(0);
  });
});
