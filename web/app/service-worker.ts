/** Registers the service worker of a production build (offline use); the dev server never registers one. */

/** What the page decides when a new deploy has installed beside the running one. */
export interface UpdateHandlers {
  /** True when reloading now loses nothing (no maker page with work the visitor has not downloaded). */
  canReloadNow: () => boolean;
  /** Otherwise: offers the visitor `apply`, which hands over to the new deploy and reloads. */
  onWaiting: (apply: () => void) => void;
}

/**
 * Registers /sw.js once the page has loaded (workbox-window is loaded then, off the first paint's
 * path). A new deploy installs beside the running one and waits: the old deploy's precache stays
 * whole until then, so the page never loads files of two deploys. On a visit with nothing to lose
 * the page hands over at once and reloads into the new deploy (its new service worker deletes the
 * old deploy's precache entries as it activates); a page holding work asks first.
 */
export async function registerServiceWorker({ canReloadNow, onWaiting }: UpdateHandlers) {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    wb.messageSkipWaiting();
  };
  wb.addEventListener('waiting', () => (canReloadNow() ? apply() : onWaiting(apply)));
  await wb.register().catch((error: unknown) => console.warn('service worker not registered', error));
}
