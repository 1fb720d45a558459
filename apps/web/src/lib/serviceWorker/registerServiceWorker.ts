/**
 * Registers /sw.js, which keeps the app shell for offline use. When a new version takes control of
 * a page that was already controlled, the page reloads once, so nobody keeps running stale code
 * against assets the new version no longer serves.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Offline support is an extra: the app works without it, so only report.
      console.warn('Service worker registration failed', error);
    });
  });
}
