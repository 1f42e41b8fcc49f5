/**
 * A stand-in for Google's `apis.google.com/js/api.js`, which is unreachable here. Firebase Auth's
 * popup flow loads it twice: in the page, to open the Auth emulator's helper iframe, and in that
 * iframe (`/emulator/auth/iframe`), to talk back. Only the surface those two use is built:
 * `gapi.load('gapi.iframes')`, `getContext().open()` / `getParentIframe()`, and an iframe object
 * with `ping`, `restyle`, `register` and `send`, carried over postMessage.
 */
import type { BrowserContext } from '@playwright/test';

/** Runs in the browser (serialised with toString): no imports, no closures over test code. */
function installGapiStandIn() {
  type Handler = (data: unknown) => unknown;
  type Message = { standIn: 'gapi'; kind: 'ready' | 'send' | 'reply'; id?: number; type?: string; data?: unknown };
  const isMessage = (data: unknown): data is Message => (data as Message)?.standIn === 'gapi';
  let nextId = 1;

  /** One end of a channel to another window: handlers by type, replies by id, sends queued until a handler exists. */
  function channelTo(target: () => Window | null) {
    const handlers = new Map<string, Handler>();
    const waiting = new Map<number, (responses: unknown[]) => void>();
    const queued: Message[] = [];
    let ready = false;
    const readyCallbacks: (() => void)[] = [];
    const post = (message: Omit<Message, 'standIn'>) => target()?.postMessage({ standIn: 'gapi', ...message }, '*');
    const answer = (message: Message) => {
      const handler = handlers.get(message.type!);
      if (!handler) return void queued.push(message);
      post({ kind: 'reply', id: message.id, data: [handler(message.data)] });
    };
    return {
      receive(message: Message) {
        if (message.kind === 'ready') {
          ready = true;
          readyCallbacks.splice(0).forEach((callback) => callback());
        } else if (message.kind === 'send') answer(message);
        else waiting.get(message.id!)?.(message.data as unknown[]);
      },
      iframe: {
        ping(callback: () => void) {
          return new Promise<void>((resolve) => {
            const done = () => (callback(), resolve());
            if (ready) done();
            else readyCallbacks.push(done);
          });
        },
        restyle: () => Promise.resolve(),
        register(type: string, handler: Handler) {
          handlers.set(type, handler);
          queued.splice(0).forEach(answer);
        },
        send(type: string, data: unknown, callback?: (responses: unknown[]) => void) {
          const id = nextId++;
          // Firebase's own callbacks may throw after reading the answer; real gapi swallows that too.
          if (callback) waiting.set(id, (responses) => { try { callback(responses); } catch { /* as gapi */ } });
          post({ kind: 'send', id, type, data });
        },
      },
    };
  }

  const children: { element: HTMLIFrameElement; channel: ReturnType<typeof channelTo> }[] = [];
  const parentChannel = window.parent !== window ? channelTo(() => window.parent) : null;
  window.addEventListener('message', (event) => {
    if (!isMessage(event.data)) return;
    if (parentChannel && event.source === window.parent) parentChannel.receive(event.data);
    children.find((child) => child.element.contentWindow === event.source)?.channel.receive(event.data);
  });

  interface OpenOptions { where: HTMLElement; url: string; attributes?: { style?: Record<string, string>; [name: string]: unknown } }
  const context = {
    open({ where, url, attributes = {} }: OpenOptions, onOpen: (iframe: unknown) => unknown) {
      const element = document.createElement('iframe');
      const { style = {}, ...rest } = attributes;
      Object.assign(element.style, style);
      for (const [name, value] of Object.entries(rest)) element.setAttribute(name, String(value));
      const channel = channelTo(() => element.contentWindow);
      children.push({ element, channel });
      element.src = url;
      where.appendChild(element);
      return Promise.resolve(onOpen(channel.iframe));
    },
    getParentIframe: () => parentChannel?.iframe,
  };
  const gapi = {
    load(_name: string, options: { callback: () => void }) {
      setTimeout(options.callback, 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin' },
  };
  Object.assign(window, { gapi });
  // The helper iframe says it is listening; the page's ping waits for this.
  if (parentChannel) window.parent.postMessage({ standIn: 'gapi', kind: 'ready' }, '*');
  const onload = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).searchParams.get('onload');
  const w = window as unknown as Record<string, () => void>;
  if (onload) w[onload]?.();
  else w.gapi_onload?.();
}

/** The script body served in place of api.js. */
export const GAPI_STAND_IN = `(${installGapiStandIn.toString()})();`;

/** Serves api.js from the stand-in, and empty styles and scripts for the emulator account chooser's CDNs. */
export async function routeGoogleStandIns(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      // The page is isolated (Document-Isolation-Policy); a cross-origin script needs this to load.
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' },
      body: GAPI_STAND_IN,
    }),
  );
  for (const cdn of ['https://unpkg.com/**', 'https://fonts.googleapis.com/**', 'https://fonts.gstatic.com/**']) {
    await context.route(cdn, (route) => route.fulfill({ contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css', body: '' }));
  }
}
