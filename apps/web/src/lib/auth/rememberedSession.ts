import { meSchema } from './authApi';
import type { Me } from './authApi';

const KEY = 'lastSession';

/**
 * The last session the server confirmed, kept so that a page opened offline still shows the
 * organisation's ledger from this browser's copy. Forgotten on sign-out or when the server says
 * nobody is signed in.
 */
export function rememberSession(me: Me | null): void {
  if (me) localStorage.setItem(KEY, JSON.stringify(me));
  else localStorage.removeItem(KEY);
}

export function rememberedSession(): Me | null {
  const stored = localStorage.getItem(KEY);
  if (stored === null) return null;
  try {
    const parsed = meSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
