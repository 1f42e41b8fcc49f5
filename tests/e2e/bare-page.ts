/**
 * A page driven through the DevTools protocol alone, for measuring memory (issue 19). Playwright
 * turns on the Network domain in every page it drives, and Chromium's network agent then keeps a
 * copy of every response body (blob: images included) for Network.getResponseBody, up to its
 * buffer of about 100 MB: each upload shown in an <img> kept about 1.5× its file in the renderer
 * (a 1.95 MB GIF: +3 MiB a load with the domain on, flat without; measured 2026-11-26). A page in a
 * browser context that Playwright did not create is left alone by it (it detaches from its
 * targets), so its memory is the site's own.
 */
import type { Browser, CDPSession } from '@playwright/test';

export interface BarePage {
  /** Sends a DevTools command to the page. */
  send<T = Record<string, unknown>>(method: string, params?: object): Promise<T>;
  /** Evaluates an expression (awaiting a promise) in the page and returns its value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Evaluates a function of `arg` in the page and returns its value. */
  call<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Waits until a predicate on `arg` in the page is true, polling; throws after `timeoutMs`. */
  waitFor<A>(what: string, fn: (arg: A) => boolean, arg: A, timeoutMs?: number): Promise<void>;
  /** Chooses files from disk in the file input matching `selector` (as setInputFiles does; no bytes pass through the page's script). */
  chooseFiles(selector: string, files: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Opens `url` in a new browser context of its own, which Playwright does not instrument. */
export async function openBarePage(browser: Browser, url: string): Promise<BarePage> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const { browserContextId } = await cdp.send('Target.createBrowserContext', {});
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
  // Not flattened: Playwright's sessions cannot address a child session, so messages go through the browser's.
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
  let lastId = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: never; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id!);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result!);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await send<{ result: { value: T }; exceptionDetails?: { exception?: { description?: string }; text: string } }>('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
  const call = <T, A>(fn: (arg: A) => T | Promise<T>, arg: A) => evaluate<T>(`(${fn.toString()})(${JSON.stringify(arg)})`);
  const waitFor = async <A>(what: string, fn: (arg: A) => boolean, arg: A, timeoutMs = 120_000) => {
    for (const end = Date.now() + timeoutMs; !(await call(fn, arg)); ) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // The size of Playwright's pages, so the preview and the input's placement are on screen (drawn, their images decoded).
  await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false });
  await send('Page.enable');
  await send('Page.navigate', { url });
  await waitFor('the page to load', () => document.readyState === 'complete', null);
  return {
    send,
    evaluate,
    call,
    waitFor,
    chooseFiles: async (selector, files) => {
      const { root } = await send<{ root: { nodeId: number } }>('DOM.getDocument', { depth: 0 });
      const { nodeId } = await send<{ nodeId: number }>('DOM.querySelector', { nodeId: root.nodeId, selector });
      if (!nodeId) throw new Error(`no ${selector}`);
      await send('DOM.setFileInputFiles', { nodeId, files });
    },
    close: async () => {
      await cdp.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}
