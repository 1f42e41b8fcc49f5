/** Registers the service worker of a production build (offline use); the dev server never registers one. */

/**
 * Registers /sw.js once the page has loaded (workbox-window is loaded then, off the first paint's
 * path). When a new deploy has installed and waits, `onUpdate` gets the function that hands over
 * to it and reloads the page once the new version is in control.
 */
export async function registerServiceWorker(onUpdate: (apply: () => void) => void) {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () =>
    onUpdate(() => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    }),
  );
  await wb.register().catch((error: unknown) => console.warn('service worker not registered', error));
}
